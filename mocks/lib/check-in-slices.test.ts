import { describe, expect, it } from 'vitest';
import { BuscarAssociadosResponse } from '@/generated/zod/associados/associados.zod';
import { ObterRemessaResponse } from '@/generated/zod/remessas/remessas.zod';
import { searchAssociados } from '../handlers/associados';
import { parseInSlices } from './check-in-slices';

/** The seed's associates repeated into a long answer, as MAX or the export of 10,000 receive. */
function longAnswer(rows: number) {
  const { data } = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 1000 });
  return {
    data: Array.from({ length: rows }, (_, index) => ({ ...data[index % data.length], associadoId: index + 1 })),
    total: rows,
  };
}

describe('parseInSlices', () => {
  it('finds in a long answer exactly what one check of the whole answer finds, with the same paths', async () => {
    const answer = longAnswer(2500);
    expect(await parseInSlices(BuscarAssociadosResponse, answer)).toEqual(BuscarAssociadosResponse.safeParse(answer));

    answer.data[7] = { ...answer.data[7], nome: '' };
    answer.data[2100] = { ...answer.data[2100], cpfCnpj: '123' };
    (answer as { total: unknown }).total = 'muitos';
    const whole = BuscarAssociadosResponse.safeParse(answer);
    const sliced = await parseInSlices(BuscarAssociadosResponse, answer);
    expect(sliced.success).toBe(false);
    const paths = (issues: { path: PropertyKey[]; message: string }[]) =>
      issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort();
    expect(paths(sliced.success ? [] : sliced.error.issues)).toEqual(paths(whole.error!.issues));
  });

  it('checks a short answer at once', async () => {
    const answer = longAnswer(10);
    expect(await parseInSlices(BuscarAssociadosResponse, answer)).toEqual({ success: true, data: answer });
    expect(await parseInSlices(BuscarAssociadosResponse, { ...answer, total: -1 })).toMatchObject({ success: false });
  });

  it('checks an allOf answer (a remessa with its payers) side by side, the long list in slices, finding the same', async () => {
    const { data } = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 1000 });
    const payer = (index: number) => ({
      ...data[index % data.length],
      associadoId: index + 1,
      associadoRemessas: [
        {
          situacaoRemessa: { situacaoRemessaId: 3, situacaoRemessaNome: 'Enviado' },
          dataPagamento: null,
          valorPagamento: 50,
          pagamentoGiroId: `GIRO${index}`,
        },
      ],
    });
    const answer = {
      remessaId: 1,
      descricao: 'Anuidade',
      observacao: '',
      paragrafoPersonalizado: '',
      tipoRemessa: { tipoRemessaId: 4, tipoRemessaNome: 'Avulsa' },
      situacaoRemessa: { situacaoRemessaId: 3, situacaoRemessaNome: 'Enviado' },
      dataVencimento: '2026-05-14',
      valorRemessa: 50,
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
      totalPago: 0,
      totalPendente: 125_000,
      associados: Array.from({ length: 2500 }, (_, index) => payer(index)),
    };
    expect(ObterRemessaResponse.safeParse(answer).success).toBe(true);
    // The same data as one parse of the whole: the contract's allOf merges both sides.
    expect(await parseInSlices(ObterRemessaResponse, answer)).toEqual(ObterRemessaResponse.safeParse(answer));

    answer.associados[1800] = { ...answer.associados[1800], email: '' };
    (answer.associados[9].associadoRemessas[0] as { valorPagamento: unknown }).valorPagamento = -1;
    (answer as { descricao: unknown }).descricao = '';
    const whole = ObterRemessaResponse.safeParse(answer);
    const sliced = await parseInSlices(ObterRemessaResponse, answer);
    const paths = (issues: { path: PropertyKey[]; message: string }[]) =>
      issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort();
    expect(paths(sliced.success ? [] : sliced.error.issues)).toEqual(paths(whole.error!.issues));
  });
});
