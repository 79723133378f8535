// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AssociadoResumo, RemessaDetalhe } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { copiaDePagantesOf, copiaDoMesSeguinte, pagantesDaCopia } from './remessa-copia';

const associado = (associadoId: number, nome: string, changes: Partial<AssociadoResumo> = {}): AssociadoResumo =>
  ({
    associadoId,
    nome,
    ativo: true,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    associacao: { mensalidade: 150 },
    ...changes,
  }) as AssociadoResumo;

const remessa = (changes: Partial<RemessaDetalhe>): RemessaDetalhe =>
  ({
    remessaId: 7,
    descricao: 'Mensalidade dos associados – dezembro de 2026',
    observacao: 'Mensalidade 12/2026',
    paragrafoPersonalizado: 'Dúvidas: financeiro@anoreg.org.br',
    tipoRemessa: { tipoRemessaId: 1, tipoRemessaNome: 'Mensalidade' },
    situacaoRemessa: { situacaoRemessaId: 4, situacaoRemessaNome: 'Pago' },
    dataVencimento: '2026-12-10',
    valorRemessa: 0,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    associados: [],
    ...changes,
  }) as RemessaDetalhe;

describe('next month’s copy of a remessa', { tags: ['dates'] }, () => {
  it('moves December of its name and description to January of the next year, and its due date a month on', () => {
    const copia = copiaDoMesSeguinte(remessa({}));
    expect(copia.descricao).toBe('Mensalidade dos associados – janeiro de 2027');
    expect(copia.observacao).toBe('Mensalidade 01/2027');
    expect(formatDate(copia.dataVencimento)).toBe('10/01/2027');
    expect(copia).toMatchObject({
      tipoRemessaId: 1,
      tipoAssociadoId: 1,
      paragrafoPersonalizado: 'Dúvidas: financeiro@anoreg.org.br',
      valorRemessa: null,
      situacaoRemessaId: null,
    });
  });

  it('takes a due date of 31 January to the last day of February, 29 in a leap year', () => {
    expect(formatDate(copiaDoMesSeguinte(remessa({ dataVencimento: '2027-01-31' })).dataVencimento)).toBe('28/02/2027');
    expect(formatDate(copiaDoMesSeguinte(remessa({ dataVencimento: '2028-01-31' })).dataVencimento)).toBe('29/02/2028');
  });

  it('keeps the value of a remessa that has one, and a name without a month as it was', () => {
    const copia = copiaDoMesSeguinte(
      remessa({
        descricao: 'Taxa de certificação digital',
        observacao: null as unknown as string,
        tipoRemessa: { tipoRemessaId: 4, tipoRemessaNome: 'Avulsa' },
        valorRemessa: 380.9,
      }),
    );
    expect(copia).toMatchObject({ descricao: 'Taxa de certificação digital', observacao: '', valorRemessa: 380.9 });
  });
});

describe('the payers a copy takes', () => {
  const copiaMensalidade = { tipoAssociadoId: 1, tipoRemessaId: 1 } as const;

  it('takes those the search still finds active, with their data as it is now, in the original’s order', () => {
    const pagantes = [associado(3, 'Cartório C'), associado(1, 'Cartório A'), associado(2, 'Cartório B')];
    const agora = [associado(1, 'Cartório A'), associado(2, 'Cartório B (novo nome)'), associado(3, 'Cartório C')];
    const { incluidos, deixados } = pagantesDaCopia(pagantes, agora, copiaMensalidade);
    expect(incluidos.map((a) => a.nome)).toEqual(['Cartório C', 'Cartório A', 'Cartório B (novo nome)']);
    expect(deixados).toEqual([]);
  });

  it('leaves out the inactive, those of another tipo, a fee of R$ 1,00 or less, and those gone, each named with why', () => {
    const pagantes = [
      associado(1, 'Ofício Único'),
      associado(2, 'Zélia Cartório'),
      associado(3, 'Álvaro Registro', { tipoAssociado: { tipoAssociadoId: 2, tipoAssociadoNome: 'Internos' } }),
      associado(4, 'Bruno Notas', { associacao: { mensalidade: 1 } as AssociadoResumo['associacao'] }),
      associado(5, 'Carla Protestos'),
    ];
    const agora = [associado(1, 'Ofício Único'), associado(2, 'Zélia Cartório', { ativo: false })];
    const { incluidos, deixados } = pagantesDaCopia(pagantes, agora, copiaMensalidade);
    expect(incluidos.map((a) => a.associadoId)).toEqual([1]);
    expect(deixados).toEqual([
      { associadoId: 3, nome: 'Álvaro Registro', motivo: 'não é do tipo Associados' },
      { associadoId: 4, nome: 'Bruno Notas', motivo: 'mensalidade de R$ 1,00, até R$ 1,00' },
      {
        associadoId: 5,
        nome: 'Carla Protestos',
        motivo: 'não está mais entre os pagantes (pode ter sido excluído ou mudado de tipo)',
      },
      { associadoId: 2, nome: 'Zélia Cartório', motivo: 'inativo' },
    ]);
  });

  it('reads what a history entry carries only when it is one', () => {
    expect(copiaDePagantesOf({ copiaDePagantes: { origemId: 7, pedidos: 3, incluidos: 3 } })).toMatchObject({
      origemId: 7,
    });
    for (const other of [null, undefined, 'texto', { copiaDePagantes: { origemId: '7' } }, { q: '123' }])
      expect(copiaDePagantesOf(other)).toBeUndefined();
  });
});
