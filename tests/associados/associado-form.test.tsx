import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { byName } from '@mocks/lib/search';
import { server } from '@mocks/node';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import {
  associadoFormShown,
  fillAssociado,
  fillUsuario,
  section,
  type AssociadoInput,
  usuarioBlock,
} from './associado-form-helpers';
import { selectedText, typeDate } from '../form-controls';

/** The lists page loads its code on first use and shows its skeleton for at least 500 ms. */
const LIST_LOAD = { timeout: 5000 };

const novoAssociado: AssociadoInput = {
  nome: 'Cartório Paulista de Teste',
  cpfCnpj: '11222333000181',
  tipo: 'Associados',
  dataAssociacao: '10/02/2020',
  nomeCartorio: '1º Tabelionato de Teste',
  cnpjCartorio: '11444777000161',
  cns: '123456',
  mensalidade: '480',
  telefone: '1132345678',
  email: 'contato@cartorio-teste.com.br',
  cep: '01310100',
  numero: '1578',
  complemento: 'Sala 12',
  usuarios: [
    {
      nome: 'Ana Souza',
      login: 'ana.souza',
      email: 'ana@cartorio-teste.com.br',
      dataNasc: '03/04/1985',
      telefone: '11987654321',
    },
    {
      nome: 'Bruno Lima',
      login: 'bruno.lima',
      email: 'bruno@cartorio-teste.com.br',
      dataNasc: '25/12/1990',
      telefone: '1133334444',
    },
  ],
};

const expectedCreatePayload = {
  nome: 'Cartório Paulista de Teste',
  cpfCnpj: '11222333000181',
  tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
  associacao: {
    nomeCartorio: '1º Tabelionato de Teste',
    cnpjCartorio: '11444777000161',
    dataAssociacao: '2020-02-10',
    mensalidade: 480,
    cns: '123456',
  },
  contato: { telefone: '1132345678', email: 'contato@cartorio-teste.com.br' },
  endereco: {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1578',
    complemento: 'Sala 12',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  usuarios: [
    {
      usuarioId: null,
      nome: 'Ana Souza',
      login: 'ana.souza',
      email: 'ana@cartorio-teste.com.br',
      dataNasc: '1985-04-03',
      telefone: '11987654321',
    },
    {
      usuarioId: null,
      nome: 'Bruno Lima',
      login: 'bruno.lima',
      email: 'bruno@cartorio-teste.com.br',
      dataNasc: '1990-12-25',
      telefone: '1133334444',
    },
  ],
};

/** Opens a form page and waits until its fields are there. */
async function openForm(path: string) {
  const view = await renderApp(path, { signedIn: true });
  await associadoFormShown();
  return view;
}

const submitNew = () => screen.getByRole('button', { name: 'Cadastrar associado' });

describe('associate form: a new associate', () => {
  it('shows the five sections, one empty user block and a submit disabled until something changes', async () => {
    const { user } = await openForm('/associados/form/cadastro');
    expect(await screen.findByRole('heading', { name: 'Novo associado', level: 1 })).toBeInTheDocument();
    for (const name of ['Associação', 'Informações de cobrança', 'Contato', 'Endereço', 'Usuários']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('group', { name: /^Usuário \d$/ })).toHaveLength(1);
    expect(usuarioBlock(1).getByLabelText('Login')).toBeEnabled();
    expect(submitNew()).toBeDisabled();
    await user.type(section('Associação').getByLabelText('Nome'), 'X');
    expect(submitNew()).toBeEnabled();
  });

  it('answers every required field with its message', async () => {
    const requests = captureRequests();
    const { user } = await openForm('/associados/form/cadastro');
    await user.type(await section('Associação').findByLabelText('Nome'), '   ');
    await user.click(submitNew());

    const associacao = section('Associação');
    await waitFor(() => expect(associacao.getByLabelText('Nome')).toHaveAccessibleDescription('Nome é obrigatório.'));
    expect(associacao.getByLabelText('CPF/CNPJ')).toHaveAccessibleDescription('CPF/CNPJ é obrigatório.');
    expect(associacao.getByLabelText('Tipo de associado')).toHaveAccessibleDescription('Tipo Associado é obrigatório.');
    expect(associacao.getByLabelText('Data de associação')).toHaveAccessibleDescription('Data é obrigatória.');
    expect(associacao.getByLabelText('Nome do cartório')).toHaveAccessibleDescription(
      'Nome do cartório é obrigatório.',
    );
    expect(associacao.getByLabelText('CNPJ do cartório')).toHaveAccessibleDescription(
      'CNPJ do cartório é obrigatório.',
    );
    expect(associacao.getByLabelText('CNS')).not.toHaveAttribute('aria-invalid', 'true');
    expect(section('Informações de cobrança').getByLabelText('Mensalidade')).toHaveAccessibleDescription(
      'Valor é obrigatório.',
    );
    expect(section('Contato').getByLabelText('Telefone')).toHaveAccessibleDescription('Telefone é obrigatório.');
    expect(section('Contato').getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório.');
    const endereco = section('Endereço');
    expect(endereco.getByLabelText('CEP')).toHaveAccessibleDescription('CEP é obrigatório.');
    expect(endereco.getByLabelText('Logradouro')).toHaveAccessibleDescription('Logradouro é obrigatório.');
    expect(endereco.getByLabelText('Número')).toHaveAccessibleDescription('Número é obrigatório.');
    expect(endereco.getByLabelText('Bairro')).toHaveAccessibleDescription('Bairro é obrigatório.');
    expect(endereco.getByLabelText('Cidade')).toHaveAccessibleDescription('Cidade é obrigatório.');
    expect(endereco.getByLabelText('UF')).toHaveAccessibleDescription('UF é obrigatório.');
    expect(endereco.getByLabelText('Complemento')).not.toHaveAttribute('aria-invalid', 'true');
    const usuario = usuarioBlock(1);
    expect(usuario.getByLabelText('Nome')).toHaveAccessibleDescription('Nome é obrigatório.');
    expect(usuario.getByLabelText('Login')).toHaveAccessibleDescription('Login é obrigatório.');
    expect(usuario.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório.');
    expect(usuario.getByLabelText('Data de nascimento')).toHaveAccessibleDescription(
      'Data de nascimento é obrigatório.',
    );
    expect(usuario.getByLabelText('Telefone')).toHaveAccessibleDescription('Telefone é obrigatório.');
    expect(requests.of('criarAssociado')).toHaveLength(0);
  });

  it('answers invalid documents, e-mails, phones, CEP and CNS with their messages', async () => {
    const { user } = await openForm('/associados/form/cadastro');
    const associacao = section('Associação');
    await user.type(await associacao.findByLabelText('CPF/CNPJ'), '111444777351');
    await user.type(associacao.getByLabelText('CNPJ do cartório'), '1144477700');
    await user.type(associacao.getByLabelText('CNS'), '123');
    await user.type(section('Contato').getByLabelText('Telefone'), '119876543');
    await user.type(section('Contato').getByLabelText('E-mail'), 'contato@');
    await user.type(section('Endereço').getByLabelText('CEP'), '01310');
    await user.type(usuarioBlock(1).getByLabelText('E-mail'), 'ana.exemplo.com');
    await user.type(usuarioBlock(1).getByLabelText('Telefone'), '11');
    await user.click(submitNew());

    await waitFor(() =>
      expect(associacao.getByLabelText('CPF/CNPJ')).toHaveAccessibleDescription('Necessário informar CPF/CNPJ válido.'),
    );
    expect(associacao.getByLabelText('CNPJ do cartório')).toHaveAccessibleDescription(
      'Necessário informar CPF/CNPJ válido.',
    );
    expect(associacao.getByLabelText('CNS')).toHaveAccessibleDescription('Necessário informar CNS válido.');
    expect(section('Contato').getByLabelText('Telefone')).toHaveAccessibleDescription(
      'Necessário informar telefone válido.',
    );
    expect(section('Contato').getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(section('Endereço').getByLabelText('CEP')).toHaveAccessibleDescription('Necessário informar CEP válido.');
    expect(usuarioBlock(1).getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(usuarioBlock(1).getByLabelText('Telefone')).toHaveAccessibleDescription(
      'Necessário informar telefone válido.',
    );

    // 13 digits is not a CPF/CNPJ either; 11 (CPF) and 14 (CNPJ) are.
    const cpfCnpj = associacao.getByLabelText('CPF/CNPJ');
    await user.type(cpfCnpj, '0');
    await waitFor(() => expect(cpfCnpj).toHaveAccessibleDescription('Necessário informar CPF/CNPJ válido.'));
    await user.type(cpfCnpj, '0');
    await waitFor(() => expect(cpfCnpj).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('masks what is typed: CPF or CNPJ by length, CNPJ, CNS, phones, CEP, money and dates', async () => {
    const { user } = await openForm('/associados/form/cadastro');
    const associacao = section('Associação');
    const cpfCnpj = await associacao.findByLabelText('CPF/CNPJ');
    await user.type(cpfCnpj, '11144477735');
    expect(cpfCnpj).toHaveValue('111.444.777-35');
    await user.type(cpfCnpj, '123');
    expect(cpfCnpj).toHaveValue('11.144.477/7351-23');
    await user.type(associacao.getByLabelText('CNPJ do cartório'), '11444777000161');
    expect(associacao.getByLabelText('CNPJ do cartório')).toHaveValue('11.444.777/0001-61');
    await user.type(associacao.getByLabelText('CNS'), '1234567');
    expect(associacao.getByLabelText('CNS')).toHaveValue('12.345-6');
    const telefone = section('Contato').getByLabelText('Telefone');
    await user.type(telefone, '6132345678');
    expect(telefone).toHaveValue('(61) 3234-5678');
    await user.type(telefone, '9');
    expect(telefone).toHaveValue('(61) 32345-6789');
    await user.type(section('Endereço').getByLabelText('CEP'), '7015');
    expect(section('Endereço').getByLabelText('CEP')).toHaveValue('7015');
    await user.type(section('Endereço').getByLabelText('CEP'), '0900');
    expect(section('Endereço').getByLabelText('CEP')).toHaveValue('70150-900');
    const mensalidade = section('Informações de cobrança').getByLabelText('Mensalidade');
    await user.type(mensalidade, '1234,5');
    await user.tab();
    expect(mensalidade).toHaveValue('R$\u00a01.234,50');
    const data = associacao.getByLabelText('Data de associação');
    await typeDate(user, data, '10022020');
    expect(data).toHaveValue('10/02/2020');
  });

  it('hints at CPF/CNPJ check digits that do not match, without blocking the save', async () => {
    const requests = captureRequests();
    const { user, router } = await openForm('/associados/form/cadastro');
    await fillAssociado(user, {
      ...novoAssociado,
      tipo: 'Internos',
      cpfCnpj: '11222333000182',
      cnpjCartorio: '11144477736',
      usuarios: [novoAssociado.usuarios[0]],
    });
    expect(section('Associação').getByLabelText('CPF/CNPJ')).toHaveAccessibleDescription(
      'Os dígitos verificadores deste CNPJ não conferem. Confira o número.',
    );
    expect(section('Associação').getByLabelText('CNPJ do cartório')).toHaveAccessibleDescription(
      'Os dígitos verificadores deste CPF não conferem. Confira o número.',
    );
    await user.click(submitNew());
    await waitFor(() => expect(location(router)).toBe('/associados/form/cadastrado'));
    expect(requests.of('criarAssociado')[0].body).toMatchObject({
      cpfCnpj: '11222333000182',
      tipoAssociado: { tipoAssociadoId: 2, tipoAssociadoNome: 'Internos' },
      associacao: { cnpjCartorio: '11144477736' },
    });
  });

  it('sends exactly the payload of the spec and opens the success page', async () => {
    const requests = captureRequests();
    const { user, router } = await openForm('/associados/form/cadastro');
    await fillAssociado(user, novoAssociado);
    expect(section('Associação').getByLabelText('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.click(submitNew());

    await waitFor(() => expect(location(router)).toBe('/associados/form/cadastrado'));
    expect(requests.of('criarAssociado').map((request) => request.body)).toEqual([expectedCreatePayload]);
    expect(await screen.findByText('O cadastro do associado foi realizado com sucesso.')).toBeInTheDocument();
    const created = db.associados.findFirst((q) => q.where({ cpfCnpj: '11222333000181' }));
    expect(created).toMatchObject({
      nome: 'Cartório Paulista de Teste',
      email: 'contato@cartorio-teste.com.br',
      telefone: '1132345678',
    });
    expect(db.usuarios.findMany((q) => q.where({ associadoId: created?.associadoId })).map((u) => u.login)).toEqual([
      'ana.souza',
      'bruno.lima',
    ]);

    await user.click(screen.getByRole('button', { name: 'Novo associado' }));
    await waitFor(() => expect(location(router)).toBe('/associados/form/cadastro'));
    expect(section('Associação').getByLabelText('Nome')).toHaveValue('');
  });

  it('sends an empty CNS as null and an empty complemento as an empty text', async () => {
    const requests = captureRequests();
    const { user, router } = await openForm('/associados/form/cadastro');
    await fillAssociado(user, { ...novoAssociado, cns: '', complemento: '', usuarios: [novoAssociado.usuarios[0]] });
    await user.click(submitNew());
    await waitFor(() => expect(location(router)).toBe('/associados/form/cadastrado'));
    const body = requests.of('criarAssociado')[0].body as typeof expectedCreatePayload;
    expect(body.associacao.cns).toBeNull();
    expect(body.endereco.complemento).toBe('');
  });

  it('adds and removes user blocks, down to none', async () => {
    const requests = captureRequests();
    const { user, router } = await openForm('/associados/form/cadastro');
    await user.click(await screen.findByRole('button', { name: 'Adicionar usuário' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    expect(screen.getAllByRole('group', { name: /^Usuário \d$/ })).toHaveLength(3);
    await user.type(usuarioBlock(2).getByLabelText('Nome'), 'Segundo');
    await user.type(usuarioBlock(3).getByLabelText('Nome'), 'Terceiro');

    await user.click(usuarioBlock(2).getByRole('button', { name: 'Remover usuário' }));
    expect(screen.getAllByRole('group', { name: /^Usuário \d$/ })).toHaveLength(2);
    expect(usuarioBlock(2).getByLabelText('Nome')).toHaveValue('Terceiro');
    await user.click(usuarioBlock(2).getByRole('button', { name: 'Remover usuário' }));
    await user.click(usuarioBlock(1).getByRole('button', { name: 'Remover usuário' }));
    expect(screen.queryByRole('group', { name: /^Usuário \d$/ })).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum usuário. Use Adicionar usuário para incluir um.')).toBeInTheDocument();

    await fillAssociado(user, { ...novoAssociado, usuarios: [] });
    await user.click(submitNew());
    await waitFor(() => expect(location(router)).toBe('/associados/form/cadastrado'));
    expect((requests.of('criarAssociado')[0].body as { usuarios: unknown[] }).usuarios).toEqual([]);
  });

  it('shows the Erro no cadastro. banner with the server message, scrolls up and keeps every value', async () => {
    const existing = db.associados.all()[0];
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const requests = captureRequests();
    const { user, router } = await openForm('/associados/form/cadastro');
    await fillAssociado(user, { ...novoAssociado, cpfCnpj: existing.cpfCnpj });
    await user.click(submitNew());

    const banner = (await screen.findByText('Erro no cadastro.')).closest('[role="alert"]');
    expect(banner).toHaveTextContent('Já existe um associado com este CPF/CNPJ.');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(location(router)).toBe('/associados/form/cadastro');
    expect(section('Associação').getByLabelText('Nome')).toHaveValue(novoAssociado.nome);
    expect(selectedText(section('Associação').getByLabelText('Tipo de associado'))).toBe('Associados');
    expect(section('Associação').getByLabelText('Data de associação')).toHaveValue('10/02/2020');
    expect(section('Informações de cobrança').getByLabelText('Mensalidade')).toHaveValue('R$\u00a0480,00');
    expect(section('Endereço').getByLabelText('Logradouro')).toHaveValue('Avenida Paulista');
    expect(section('Endereço').getByLabelText('Complemento')).toHaveValue('Sala 12');
    expect(usuarioBlock(2).getByLabelText('Login')).toHaveValue('bruno.lima');
    expect(usuarioBlock(2).getByLabelText('Data de nascimento')).toHaveValue('25/12/1990');

    // Fixing the CPF/CNPJ and saving again works, and the banner goes away.
    const cpfCnpj = section('Associação').getByLabelText('CPF/CNPJ');
    await user.clear(cpfCnpj);
    await user.type(cpfCnpj, novoAssociado.cpfCnpj);
    await user.click(submitNew());
    await waitFor(() => expect(location(router)).toBe('/associados/form/cadastrado'));
    expect(requests.of('criarAssociado')).toHaveLength(2);
  });

  it('shows the banner on a server failure with the fallback message when there is none', async () => {
    server.use(http.post('*/api/associados', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openForm('/associados/form/cadastro');
    await fillAssociado(user, { ...novoAssociado, usuarios: [novoAssociado.usuarios[0]] });
    await user.click(submitNew());
    const banner = await screen.findByText('Erro no cadastro.');
    expect(banner.closest('[role="alert"]')).toHaveTextContent(
      'Ocorreu um erro ao tentar realizar essa ação. Tente novamente.',
    );
    expect(submitNew()).toBeEnabled();
  });

  it('sends one request however many times the button is pressed', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/associados', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Associado cadastrado.' });
      }),
    );
    const requests = captureRequests();
    const { user, router } = await openForm('/associados/form/cadastro');
    await fillAssociado(user, { ...novoAssociado, usuarios: [novoAssociado.usuarios[0]] });
    await user.click(submitNew());
    await waitFor(() => expect(submitNew()).toBeDisabled());
    await user.click(submitNew());
    release();
    await waitFor(() => expect(location(router)).toBe('/associados/form/cadastrado'));
    expect(requests.of('criarAssociado')).toHaveLength(1);
  });
});

describe('associate form: postal-code lookup', () => {
  it('fills logradouro, bairro, cidade and UF when a complete CEP is left', async () => {
    const requests = captureRequests();
    const { user } = await openForm('/associados/form/cadastro');
    const endereco = section('Endereço');
    await user.type(await endereco.findByLabelText('CEP'), '7015');
    await user.tab();
    expect(requests.of('consultarCep')).toHaveLength(0);

    await user.type(endereco.getByLabelText('CEP'), '0900');
    await user.tab();
    await waitFor(() => expect(endereco.getByLabelText('Logradouro')).toHaveValue('Praça dos Três Poderes'));
    expect(endereco.getByLabelText('Bairro')).toHaveValue('Zona Cívico-Administrativa');
    expect(endereco.getByLabelText('Cidade')).toHaveValue('Brasília');
    expect(selectedText(endereco.getByLabelText('UF'))).toBe('DF');
    expect(requests.of('consultarCep').map((request) => new URL(request.url).pathname)).toEqual(['/cep/v1/70150900']);
  });

  it('changes nothing and only logs when the CEP is unknown or the service fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openForm('/associados/form/cadastro');
    const endereco = section('Endereço');
    await user.type(await endereco.findByLabelText('Logradouro'), 'Rua que digitei');
    await user.type(endereco.getByLabelText('Cidade'), 'Cidade que digitei');
    await user.type(endereco.getByLabelText('CEP'), '99999999');
    await user.tab();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0][0])).toContain('99999-999');

    server.use(http.get('*/cep/v1/:cep', () => HttpResponse.json({ message: 'indisponível' }, { status: 503 })));
    const cep = endereco.getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '01310100');
    await user.tab();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(endereco.getByLabelText('Logradouro')).toHaveValue('Rua que digitei');
    expect(endereco.getByLabelText('Cidade')).toHaveValue('Cidade que digitei');
    expect(selectedText(endereco.getByLabelText('UF'))).toBe('Selecione a UF');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Erro no cadastro.')).not.toBeInTheDocument();
  });
});

describe('associate form: editing', () => {
  const withUsuarios = () => {
    const associado = db.associados
      .all()
      .find((a) => db.usuarios.findMany((q) => q.where({ associadoId: a.associadoId })).length === 2);
    if (!associado) throw new Error('semente sem associado com dois usuários');
    return associado;
  };

  it('loads the associate with masks, locks the logins of saved users and sends the update payload', async () => {
    const associado = withUsuarios();
    const saved = db.usuarios.findMany((q) => q.where({ associadoId: associado.associadoId }));
    const requests = captureRequests();
    const { user, router } = await openForm(`/associados/form/editar/${associado.associadoId}`);
    expect(await screen.findByRole('heading', { name: 'Editar associado', level: 1 })).toBeInTheDocument();
    const associacao = section('Associação');
    expect(await associacao.findByLabelText('Nome')).toHaveValue(associado.nome);
    expect(associacao.getByLabelText('CPF/CNPJ')).toHaveValue(
      associado.cpfCnpj.length === 11
        ? associado.cpfCnpj.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')
        : associado.cpfCnpj.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5'),
    );
    expect(selectedText(associacao.getByLabelText('Tipo de associado'))).toBe(
      associado.tipoAssociado.tipoAssociadoNome,
    );
    expect(associacao.getByLabelText('Data de associação')).toHaveValue(
      associado.associacao.dataAssociacao.split('-').reverse().join('/'),
    );
    expect(section('Endereço').getByLabelText('CEP')).toHaveValue(
      associado.endereco.cep.replace(/(\d{5})(\d{3})/, '$1-$2'),
    );
    expect(screen.getAllByRole('group', { name: /^Usuário \d$/ })).toHaveLength(2);
    expect(usuarioBlock(1).getByLabelText('Login')).toBeDisabled();
    expect(usuarioBlock(1).getByLabelText('Login')).toHaveValue(saved[0].login);
    const submit = screen.getByRole('button', { name: 'Salvar alterações' });
    expect(submit).toBeDisabled();

    // Leaving the CEP the record already has does not look it up again.
    await user.click(section('Endereço').getByLabelText('CEP'));
    await user.tab();

    const nome = associacao.getByLabelText('Nome');
    await user.clear(nome);
    await user.type(nome, 'Nome Atualizado');
    await user.click(usuarioBlock(2).getByRole('button', { name: 'Remover usuário' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    expect(usuarioBlock(2).getByLabelText('Login')).toBeEnabled();
    await fillUsuario(user, 2, {
      nome: 'Nova Pessoa',
      login: 'nova.pessoa',
      email: 'nova@exemplo.com.br',
      dataNasc: '01/02/2000',
      telefone: '21912345678',
    });
    await user.click(submit);

    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    expect(requests.of('consultarCep')).toHaveLength(0);
    expect(requests.of('atualizarAssociado').map((request) => request.body)).toEqual([
      {
        associadoId: associado.associadoId,
        nome: 'Nome Atualizado',
        cpfCnpj: associado.cpfCnpj,
        tipoAssociado: associado.tipoAssociado,
        associacao: { ...associado.associacao, cns: associado.associacao.cns ?? null },
        contato: associado.contato,
        endereco: { ...associado.endereco, complemento: associado.endereco.complemento ?? '' },
        usuarios: [
          {
            usuarioId: saved[0].usuarioId,
            nome: saved[0].nome,
            login: saved[0].login,
            email: saved[0].email,
            dataNasc: saved[0].dataNasc,
            telefone: saved[0].telefone,
          },
          {
            usuarioId: null,
            nome: 'Nova Pessoa',
            login: 'nova.pessoa',
            email: 'nova@exemplo.com.br',
            dataNasc: '2000-02-01',
            telefone: '21912345678',
          },
        ],
      },
    ]);
    expect(db.usuarios.findMany((q) => q.where({ associadoId: associado.associadoId })).map((u) => u.login)).toEqual([
      saved[0].login,
      'nova.pessoa',
    ]);
  });

  it('shows the Erro na edição. banner and keeps the edits', async () => {
    const associado = withUsuarios();
    server.use(
      http.put('*/api/associados/', () =>
        HttpResponse.json({ message: 'Falha ao salvar o associado.' }, { status: 502 }),
      ),
    );
    const { user, router } = await openForm(`/associados/form/editar/${associado.associadoId}`);
    const numero = await section('Endereço').findByLabelText('Número');
    await user.clear(numero);
    await user.type(numero, '99');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const banner = (await screen.findByText('Erro na edição.')).closest('[role="alert"]');
    expect(banner).toHaveTextContent('Falha ao salvar o associado.');
    expect(location(router)).toBe(`/associados/form/editar/${associado.associadoId}`);
    expect(numero).toHaveValue('99');
  });

  it('shows the saved change in the associates list it came from', async () => {
    const [first] = db.associados.all().sort(byName);
    const { user, router } = await renderApp('/listas?type=associates', { signedIn: true });
    expect(
      await within(await screen.findByRole('table', { name: 'Associados' }, LIST_LOAD)).findByText(first.nome),
    ).toBeInTheDocument();

    await router.navigate(`/associados/form/editar/${first.associadoId}`);
    await associadoFormShown();
    const nome = section('Associação').getByLabelText('Nome');
    await user.type(nome, ' (revisado)');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    const list = await screen.findByRole('table', { name: 'Associados' });
    expect(await within(list).findByText(`${first.nome} (revisado)`)).toBeInTheDocument();
  });

  it('says so when the associate does not exist', async () => {
    await renderApp('/associados/form/editar/99999', { signedIn: true });
    expect(await screen.findByText('Associado não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar para a lista de associados/ })).toHaveAttribute(
      'href',
      '/listas?type=associates',
    );
  });
});

describe('associate form: unsaved changes', () => {
  it('leaves an untouched form without asking', async () => {
    const { user, router } = await openForm('/associados/form/cadastro');
    await user.click(screen.getByRole('link', { name: /Voltar para a lista de associados/ }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes and stays when the user cancels', async () => {
    const { user, router } = await openForm('/associados/form/cadastro');
    await user.type(section('Contato').getByLabelText('E-mail'), 'rascunho@exemplo.com.br');
    await user.click(screen.getByRole('link', { name: /Voltar para a lista de associados/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(location(router)).toBe('/associados/form/cadastro');
    expect(
      within(dialog).getByText('As alterações feitas neste formulário ainda não foram salvas e serão perdidas.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location(router)).toBe('/associados/form/cadastro');
    expect(section('Contato').getByLabelText('E-mail')).toHaveValue('rascunho@exemplo.com.br');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
  });
});

describe('associate form: the browser’s own question on a reload', () => {
  /** Whether a reload now would raise the browser's "leave this page?" question. */
  const reloadWouldAsk = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('is asked with unsaved changes, and no longer from the moment Salvar alterações is done', async () => {
    const [first] = db.associados.all().sort(byName);
    const { user, router } = await openForm(`/associados/form/editar/${first.associadoId}`);
    await associadoFormShown();
    expect(reloadWouldAsk()).toBe(false);
    await user.type(section('Associação').getByLabelText('Nome'), ' (revisado)');
    expect(reloadWouldAsk()).toBe(true);

    // From the save's end the address moves to the list while the form is still on the page: a
    // reload then loses nothing.
    const askedWhileLeaving: boolean[] = [];
    const stop = router.subscribe(() => askedWhileLeaving.push(reloadWouldAsk()));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    stop();
    expect(askedWhileLeaving.length).toBeGreaterThan(0);
    expect(askedWhileLeaving).not.toContain(true);
    expect(db.associados.findFirst((q) => q.where({ associadoId: first.associadoId }))?.nome).toBe(
      `${first.nome} (revisado)`,
    );
  });
});
