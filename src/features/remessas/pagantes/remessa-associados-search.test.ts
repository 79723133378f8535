// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AssociadoDaRemessa } from '@/generated/model';
import { indexPayers, indexPayersInSlices, selectPayers, situacoesOf } from './remessa-associados-search';

const associado = (associadoId: number, nome: string, email: string, cpfCnpj: string, situacao?: number) =>
  ({
    associadoId,
    nome,
    email,
    cpfCnpj,
    associadoRemessas: situacao === undefined ? [] : [{ situacaoRemessa: { situacaoRemessaId: situacao } }],
  }) as AssociadoDaRemessa;

const associados = [
  associado(1, 'João Conceição', 'joao@exemplo.com.br', '11144477735', 4),
  associado(2, '2º Tabelionato de Notas', 'cartorio.recife@exemplo.com.br', '11222333000181', 3),
  associado(3, 'Maria Souza', 'maria@exemplo.com.br', '52998224725', 6),
  associado(4, 'Mário Silva', 'silva@exemplo.com.br', '39053344705'),
];
const ids = (shown: AssociadoDaRemessa[]) => shown.map((a) => a.associadoId);
const search = (text: string) => ids(selectPayers(associados, {}, text, null));

describe('selectPayers: the search', () => {
  it('keeps everyone for an empty search', () => {
    expect(selectPayers(associados, {}, '  ', null)).toEqual(associados);
  });

  it('finds by name ignoring case and accents, and by e-mail', () => {
    expect(search('joao conceicao')).toEqual([1]);
    expect(search('RECIFE')).toEqual([2]);
  });

  it('finds by CPF/CNPJ with or without the mask', () => {
    expect(search('111.444.777')).toEqual([1]);
    expect(search('11.222.333/0001-81')).toEqual([2]);
  });

  it('reads a search with letters as a name, not as the digits in it', () => {
    expect(search('2º tabelionato')).toEqual([2]);
  });

  it('never matches across the end of the name and the start of the e-mail', () => {
    expect(search('notas cartorio')).toEqual([]);
  });
});

describe('situações', () => {
  it('counts the payers by the badge they show: 2 and 6 are Enviando, no status of its own is Em preparação', () => {
    expect(situacoesOf(associados).counts).toEqual({
      Pago: 1,
      Enviado: 1,
      Enviando: 1,
      'Erro no envio': 0,
      'Em preparação': 1,
    });
  });

  it('a situação and a search combine', () => {
    const situacoes = situacoesOf(associados);
    expect(ids(selectPayers(associados, { situacoes }, '', 'Enviando'))).toEqual([3]);
    expect(ids(selectPayers(associados, { situacoes }, 'exemplo', 'Em preparação'))).toEqual([4]);
    expect(ids(selectPayers(associados, { situacoes }, 'maria', 'Pago'))).toEqual([]);
  });
});

describe('the index of 12,500 payers', () => {
  const many = Array.from({ length: 12_500 }, (_, n) =>
    associado(n + 1, `Cartório ${n}`, `c${n}@exemplo.com.br`, String(10_000_000_000 + n), [3, 4, 5][n % 3]),
  );

  it('built in slices, gives what the index at once gives', async () => {
    const inSlices = await indexPayersInSlices(many);
    expect(inSlices).toEqual(indexPayers(many));
    const situacoes = situacoesOf(many);
    // 1249, 12490 … 12499 hold the text; of those, n % 3 === 1 are Pago.
    expect(ids(selectPayers(many, { index: inSlices, situacoes }, 'cartorio 1249', 'Pago'))).toEqual([
      1250, 12491, 12494, 12497, 12500,
    ]);
    expect(situacoes.counts.Pago + situacoes.counts.Enviado + situacoes.counts['Erro no envio']).toBe(12_500);
  });
});
