import { screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns/format';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { searchAssociados } from '@mocks/handlers/associados';
import { server } from '@mocks/node';
import { renderApp } from '../render';
import { captureRequests } from '../requests';
import { capSearchPages } from '../capped-searches';
import { bytesOf, catchDownloads, findTable } from './listas-helpers';
import { chooseOption } from '../form-controls';

/** The line the file should hold: every cell quoted, quotes doubled (no CRLF). */
const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';');
const HEADER = quoted([
  'Associado',
  'Email',
  'Telefone',
  'Mensalidade',
  'Associacao',
  'Ativo',
  'Logradouro',
  'Numero',
  'Complemento',
  'Bairro',
  'Cidade',
  'UF',
  'Tipo_Associado',
]);
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** Two associates only a search for "Injeção" finds, holding what a spreadsheet would run. */
async function addInjectionAssociados() {
  const base = db.associados.all()[0];
  await db.associados.create({
    ...structuredClone(base),
    associadoId: 90001,
    nome: '=HYPERLINK("http://mal.example";"Injeção")',
    cpfCnpj: '11144477735',
    email: 'injecao@example.com',
    telefone: '6132345678',
    ativo: false,
    tipoAssociado: { tipoAssociadoId: 2, tipoAssociadoNome: 'Internos' },
    associacao: {
      nomeCartorio: '+Cartório; "Central"',
      cnpjCartorio: '11222333000181',
      dataAssociacao: '2020-01-10',
      mensalidade: 1234.56,
      cns: null,
    },
    endereco: {
      cep: '70040010',
      logradouro: '@Rua Injeção',
      numero: '-10',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      uf: 'DF',
      complemento: '',
    },
  });
  await db.associados.create({
    ...structuredClone(base),
    associadoId: 90002,
    nome: 'Injeção Segunda',
    cpfCnpj: '11222333000181',
    email: 'segunda@example.com',
    telefone: '61987654321',
    ativo: true,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    associacao: {
      nomeCartorio: 'Ofício Único',
      cnpjCartorio: '11222333000181',
      dataAssociacao: '2021-03-01',
      mensalidade: 0,
      cns: null,
    },
    endereco: {
      cep: '01310100',
      logradouro: 'Av. Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      complemento: 'Sala 1\nBloco B',
    },
  });
}

describe('Exportar Associados', () => {
  it('downloads every associate the search matches as ListaAssociados_{dd-MM-yyyy}.csv, byte for byte', async () => {
    await addInjectionAssociados();
    const files = catchDownloads();
    const requests = captureRequests();
    const { user } = await renderApp('/listas?q=Inje%C3%A7%C3%A3o&filter=Nome', { signedIn: true });
    await findTable('Associados');

    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(requests.of('buscarAssociados').at(-1)?.body).toEqual({
      descricao: 'Injeção',
      filtros: ['Nome'],
      numPage: 1,
      numRows: 2,
    });
    expect(files[0].name).toBe(`ListaAssociados_${format(new Date(), 'dd-MM-yyyy')}.csv`);
    expect(files[0].blob.type).toBe('text/csv;charset=utf-8');

    const bytes = await bytesOf(files[0].blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decode(bytes)).toBe(
      '\uFEFF' +
        `${HEADER}\r\n` +
        `${quoted([`'=HYPERLINK("http://mal.example";"Injeção") - 111.444.777-35`, 'injecao@example.com', '(61) 3234-5678', 'R$ 1.234,56', `'+Cartório; "Central" - 11.222.333/0001-81`, 'Não', "'@Rua Injeção", "'-10", '', 'Asa Sul', 'Brasília', 'DF', 'Internos'])}\r\n` +
        `${quoted(['Injeção Segunda - 11.222.333/0001-81', 'segunda@example.com', '(61) 98765-4321', 'R$ 0,00', 'Ofício Único - 11.222.333/0001-81', 'Sim', 'Av. Paulista', '1000', 'Sala 1\nBloco B', 'Bela Vista', 'São Paulo', 'SP', 'Associados'])}\r\n`,
    );
    expect(screen.getByRole('button', { name: 'Exportar Associados' })).toBeEnabled();
  });

  it('exports all matches, not only the page shown', async () => {
    const files = catchDownloads();
    const requests = captureRequests();
    const { user } = await renderApp('/listas?page=2', { signedIn: true });
    await findTable('Associados');
    await chooseOption(user, 'Filtrar por', 'Cidade');
    await findTable('Associados');
    const all = searchAssociados({ descricao: '', filtros: ['Cidade'], numPage: 1, numRows: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(requests.of('buscarAssociados').at(-1)?.body).toEqual({
      descricao: '',
      filtros: ['Cidade'],
      numPage: 1,
      numRows: all.total,
    });
    const lines = decode(await bytesOf(files[0].blob)).split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${HEADER}`);
    expect(lines).toHaveLength(all.total + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(' - ')[0].slice(1))).toEqual(
      all.data.map((associado) => associado.nome),
    );
  });

  it('a server that answers at most 25 rows a page: the file still holds every associate, read page after page', async () => {
    capSearchPages(25);
    const files = catchDownloads();
    const requests = captureRequests();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const all = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10_000 });
    expect(all.total).toBeGreaterThan(25);

    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = decode(await bytesOf(files[0].blob)).split('\r\n');
    expect(lines).toHaveLength(all.total + 2);
    expect(lines.slice(1, -1).map((line) => line.split(' - ')[0].slice(1))).toEqual(
      all.data.map((associado) => associado.nome),
    );
    expect(requests.of('buscarAssociados').map((request) => request.body)).toContainEqual(
      expect.objectContaining({ numPage: 2, numRows: 25 }),
    );
  });

  it('a server that caps its pages and stops giving rows: no file, and the list says how many associates are missing', async () => {
    capSearchPages(25, { lastPage: 1 });
    const files = catchDownloads();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const { total } = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 1 });
    expect(total).toBeGreaterThan(25);

    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Faltam ${total - 25} de ${total} associados: o servidor não os enviou, e o arquivo não foi gerado. Tente exportar de novo mais tarde.`,
    );
    expect(files).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Exportar Associados' })).toBeEnabled();
  });

  it('shows the progress while it runs and a second click sends nothing', async () => {
    const files = catchDownloads();
    const requests = captureRequests();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    let release: () => void = () => {};
    const answer = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10_000 });
    server.use(
      http.post('*/api/associados/busca', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(answer);
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    const running = await screen.findByRole('button', { name: /Exportando… 0%/ });
    expect(running).toBeDisabled();
    expect(screen.getByText('Exportando associados…')).toBeInTheDocument();
    await user.click(running);
    // The list stays usable meanwhile.
    expect(screen.getByLabelText('Pesquisar associados')).toBeEnabled();
    release();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(
      requests
        .of('buscarAssociados')
        .filter((request) => (request.body as { numRows: number }).numRows === answer.total),
    ).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Exportar Associados' })).toBeEnabled();
  });

  it('only logs a failure, and the button returns to normal', async () => {
    const files = catchDownloads();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    server.use(
      http.post('*/api/associados/busca', () => HttpResponse.json({ message: 'Falha no servidor.' }, { status: 500 })),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Não foi possível exportar os associados.', expect.anything()),
    );
    expect(await screen.findByRole('button', { name: 'Exportar Associados' })).toBeEnabled();
    expect(files).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
