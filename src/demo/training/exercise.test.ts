import { afterEach, describe, expect, it } from 'vitest';
import { MENSALIDADE_MINIMA_REMESSA } from '@/config/domain';
import { SituacaoRemessaId, TipoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { passoAtual, type Contexto, type Exercicio } from './exercise';
import { exercicios } from './exercises';

const HOJE = new Date('2026-12-03T12:00:00-03:00');

const contexto = (address: string, extra: Partial<Contexto> = {}): Contexto => {
  const url = new URL(address, 'http://demo.local');
  return {
    path: url.pathname,
    params: url.searchParams,
    db,
    doc: document,
    marcas: {},
    eventos: [],
    hoje: HOJE,
    ...extra,
  };
};

describe('the exercise engine', () => {
  const feito = new Set<string>();
  const exercicio: Exercicio = {
    id: 'teste',
    titulo: 'Teste',
    ensina: 'Nada',
    duracao: '1 min',
    passos: ['a', 'b', 'c'].map((nome) => ({ texto: nome, concluido: () => feito.has(nome) })),
    resultado: () => 'feito',
  };
  afterEach(() => feito.clear());

  it('stays on a step until what it asks has happened, then moves on by itself', () => {
    const ctx = contexto('/listas');
    expect(passoAtual(exercicio, 0, ctx)).toBe(0);
    feito.add('a');
    expect(passoAtual(exercicio, 0, ctx)).toBe(1);
  });

  it('a step done out of turn waits for the ones before it, then they all pass at once', () => {
    const ctx = contexto('/listas');
    feito.add('c');
    expect(passoAtual(exercicio, 0, ctx)).toBe(0);
    feito.add('a').add('b');
    expect(passoAtual(exercicio, 0, ctx)).toBe(3);
  });
});

describe('Cobrar a mensalidade do mês, judged from the data', () => {
  const mensalidade = exercicios.find((exercicio) => exercicio.id === 'cobrar-mensalidade')!;
  const todos = mensalidade.passos.length;

  it('follows the address, the Mensalidade saved, every payer linked and the send, and says what was done', async () => {
    const marcas = mensalidade.inicio!(contexto('/listas'));
    const at = (address: string, passo: number) => passoAtual(mensalidade, passo, contexto(address, { marcas }));

    expect(at('/listas', 0)).toBe(0);
    expect(at('/listas?type=shipments', 0)).toBe(1);
    expect(at('/remessas/form/cadastro', 1)).toBe(2);

    // Saved due next month: the form's steps are behind it, Adicionar associado waits for the dialog.
    const modelo = db.remessas.all()[0];
    const remessaId = db.remessas.nextId();
    await db.remessas.create({
      ...modelo,
      remessaId,
      descricao: 'Mensalidade 12/2026',
      tipoRemessa: { tipoRemessaId: TipoRemessaId.MENSALIDADE, tipoRemessaNome: 'Mensalidade' },
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
      dataVencimento: `2027-01-10${modelo.dataVencimento.slice(10)}`,
      situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.EM_PREPARACAO, situacaoRemessaNome: 'Em preparação' },
    });
    const page = `/remessas/info/${remessaId}`;
    expect(at(page, 2)).toBe(4);

    // Some payers are not enough; every associate the dialog offers is.
    const pagantes = db.associados.findMany((q) =>
      q.where((a) => a.tipoAssociado.tipoAssociadoId === 1 && a.associacao.mensalidade > MENSALIDADE_MINIMA_REMESSA),
    );
    const vincular = (associadoId: number, valorPagamento: number) =>
      db.vinculos.create({
        remessaId,
        associadoId,
        situacaoRemessaId: null,
        valorPagamento,
        dataPagamento: null,
        pagamentoGiroId: null,
      });
    await vincular(pagantes[0].associadoId, pagantes[0].associacao.mensalidade);
    expect(at(page, 4)).toBe(4);
    for (const associado of pagantes.slice(1)) await vincular(associado.associadoId, associado.associacao.mensalidade);
    expect(at(page, 4)).toBe(todos - 1);

    await db.remessas.update((q) => q.where({ remessaId }), {
      data(record) {
        record.situacaoRemessa = { situacaoRemessaId: SituacaoRemessaId.ENVIANDO, situacaoRemessaNome: 'Enviando' };
      },
    });
    expect(at(page, todos - 1)).toBe(todos);
    expect(mensalidade.resultado(contexto(page, { marcas }))).toBe(
      `Remessa Mensalidade 12/2026 enviada para ${pagantes.length} associados.`,
    );
  });

  it('a Mensalidade due in another month does not count', async () => {
    const marcas = mensalidade.inicio!(contexto('/listas'));
    const modelo = db.remessas.all()[0];
    await db.remessas.create({
      ...modelo,
      remessaId: db.remessas.nextId(),
      tipoRemessa: { tipoRemessaId: TipoRemessaId.MENSALIDADE, tipoRemessaNome: 'Mensalidade' },
      dataVencimento: `2027-03-10${modelo.dataVencimento.slice(10)}`,
      situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.EM_PREPARACAO, situacaoRemessaNome: 'Em preparação' },
    });
    expect(passoAtual(mensalidade, 3, contexto('/remessas/form/cadastro', { marcas }))).toBe(3);
  });
});
