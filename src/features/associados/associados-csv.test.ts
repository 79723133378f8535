// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AssociadoResumo } from '@/generated/model';
import { associadosCsvFileName, buildAssociadosCsv } from './associados-csv';

const associado = (overrides: Partial<AssociadoResumo> = {}): AssociadoResumo => ({
  associadoId: 1,
  nome: 'Cartório do 1º Ofício',
  cpfCnpj: '11222333000181',
  email: 'contato@cartorio.com.br',
  telefone: '6132345678',
  ativo: true,
  tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
  associacao: {
    nomeCartorio: 'Cartório Central',
    cnpjCartorio: '11222333000181',
    dataAssociacao: '2020-01-10',
    mensalidade: 1234.5,
  },
  contato: { telefone: '6132345678', email: 'contato@cartorio.com.br' },
  endereco: {
    cep: '70040010',
    logradouro: 'Rua das Flores',
    numero: '10',
    bairro: 'Centro',
    cidade: 'Brasília',
    uf: 'DF',
    complemento: 'Sala 2',
  },
  ...overrides,
});

/** The line the file should hold: every cell quoted, quotes doubled, CRLF. */
const quotedLine = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';') + '\r\n';

describe('associados CSV', () => {
  it('writes the columns of the spec, in order, formatted, with BOM, ";" and CRLF', async () => {
    const rows = [
      associado(),
      associado({
        associadoId: 2,
        nome: '=cmd|"/c calc"!A1',
        cpfCnpj: '11144477735',
        telefone: '61987654321',
        ativo: false,
        tipoAssociado: { tipoAssociadoId: 2, tipoAssociadoNome: '' },
        associacao: {
          nomeCartorio: 'Ofício; Notas',
          cnpjCartorio: '11222333000181',
          dataAssociacao: '2021-02-01',
          mensalidade: 0,
        },
        endereco: {
          cep: '01310100',
          logradouro: '+Av. Paulista',
          numero: '1000',
          bairro: 'Bela Vista',
          cidade: 'São Paulo',
          uf: 'SP',
        },
      }),
    ];
    const text = (await buildAssociadosCsv(rows)).join('');
    expect(text).toBe(
      '\uFEFF' +
        quotedLine([
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
        ]) +
        quotedLine([
          'Cartório do 1º Ofício - 11.222.333/0001-81',
          'contato@cartorio.com.br',
          '(61) 3234-5678',
          'R$ 1.234,50',
          'Cartório Central - 11.222.333/0001-81',
          'Sim',
          'Rua das Flores',
          '10',
          'Sala 2',
          'Centro',
          'Brasília',
          'DF',
          'Associados',
        ]) +
        quotedLine([
          `'=cmd|"/c calc"!A1 - 111.444.777-35`,
          'contato@cartorio.com.br',
          '(61) 98765-4321',
          'R$ 0,00',
          'Ofício; Notas - 11.222.333/0001-81',
          'Não',
          "'+Av. Paulista",
          '1000',
          '',
          'Bela Vista',
          'São Paulo',
          'SP',
          'Internos',
        ]),
    );
  });

  it('writes R$ 0,00 when the monthly fee is missing', async () => {
    const semMensalidade = associado({
      associacao: {
        nomeCartorio: 'X',
        cnpjCartorio: '',
        dataAssociacao: '2020-01-10',
      } as AssociadoResumo['associacao'],
    });
    const [, line] = (await buildAssociadosCsv([semMensalidade])).join('').split('\r\n');
    expect(line.split(';')[3]).toBe('"R$ 0,00"');
    expect(line.split(';')[4]).toBe('"X"');
  });

  it('names the file ListaAssociados_ with the day as dd-MM-yyyy', { tags: ['dates'] }, () => {
    expect(associadosCsvFileName(new Date(2026, 4, 4, 23, 59))).toBe('ListaAssociados_04-05-2026.csv');
  });
});
