import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { collectionNames, db, loadDb } from '@mocks/db';
import type { SeedData } from '@mocks/db/seed';
import type { AssociadoRecord, RemessaRecord, VinculoRecord } from '@mocks/db/schema';
import { situacaoRemessaLabels } from '@/config/domain';
import { isFollowed } from '@/features/remessas/acompanhamento/remessa-follow';
import { getBuscarRemessasQueryKey } from '@/generated/api/remessas/remessas';
import { SituacaoRemessaId, type SituacaoRemessaId as SituacaoRemessaIdValue } from '@/generated/model';
import { renderApp } from '../render';

/**
 * Opens a remessa's page once its opening reads answered: the remessa and, if it is followed, its
 * first check. What a test counts is after them. The check starts only once the read is drawn, so on
 * a busy machine nothing may be fetching between the two.
 */
export async function openSettledRemessa(remessaId: number) {
  const followed = isFollowed(db.remessas.findFirst((q) => q.where({ remessaId }))?.situacaoRemessa.situacaoRemessaId);
  const app = await renderApp(`/remessas/info/${remessaId}`, { signedIn: true });
  await screen.findByRole('table', { name: 'Associados da remessa' });
  const checks = () => app.queryClient.getQueryCache().findAll({ queryKey: [...getBuscarRemessasQueryKey(), 'linha'] });
  await waitFor(() => {
    expect(app.queryClient.isFetching()).toBe(0);
    if (followed) expect(checks().some((check) => check.state.dataUpdatedAt > 0)).toBe(true);
  });
  return app;
}

/** A day counted from today, as the field shows it and as the contract sends it. */
export function dayFromToday(days: number) {
  const date = addDays(new Date(), days);
  return { shown: format(date, 'dd/MM/yyyy'), iso: format(date, 'yyyy-MM-dd') };
}

/** A seeded remessa in the given status, with or without associates. */
export function seededRemessa(
  situacaoRemessaId: number,
  { withAssociados = true }: { withAssociados?: boolean } = {},
): RemessaRecord {
  const remessa = db.remessas.findFirst((q) =>
    q.where((r) => {
      const count = db.vinculos.findMany((v) => v.where({ remessaId: r.remessaId })).length;
      return r.situacaoRemessa.situacaoRemessaId === situacaoRemessaId && (withAssociados ? count >= 3 : count === 0);
    }),
  );
  if (!remessa)
    throw new Error(
      `A semente não tem remessa na situação ${situacaoRemessaId} ${withAssociados ? 'com' : 'sem'} associados.`,
    );
  return remessa;
}

/** The associates linked to a remessa in the mock database, with their status there. */
export const vinculosOf = (remessaId: number) => db.vinculos.findMany((q) => q.where({ remessaId }));

/** The open dialog whose title matches. */
export const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** The value shown beside a label of the remessa's data ("Tipo", "Valor pago"...). */
export function resumoValue(label: string) {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`Rótulo "${label}" ausente dos dados da remessa.`);
  return term.nextElementSibling?.textContent ?? '';
}

/** The row of the associates table that holds this text (a name). */
export function rowOf(text: string) {
  const table = screen.getByRole('table', { name: 'Associados da remessa' });
  const row = within(table)
    .getAllByRole('row')
    .find((element) => element.textContent?.includes(text));
  if (!row) throw new Error(`Nenhuma linha com "${text}".`);
  return within(row);
}

/** The texts of one column (0-based) of a table, row by row, without the header. */
export const columnTexts = (tableName: string, column: number) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[column]?.textContent ?? '');

/** The mock's records as they are, to load again with more (loadDb takes them as they are). */
const currentData = () =>
  Object.fromEntries(collectionNames.map((name) => [name, db[name].all()])) as unknown as SeedData;

/**
 * Associates of the national month's kind, at test size (2,000 and more): copies of the seed's first
 * active associate of tipo 1 with a fee above R$ 1,00 (so a Mensalidade takes them), each with its
 * own id, name ("Cartório Nacional 00001"…), e-mail and CNPJ. Added to the mock's data as they are,
 * like a seed. `const associados = await nationalAssociados(2_000)`
 */
export async function nationalAssociados(count: number) {
  const data = currentData();
  const template = data.associados.find(
    (associado) =>
      associado.tipoAssociado.tipoAssociadoId === 1 && associado.ativo && associado.associacao.mensalidade > 1,
  )!;
  const firstId = db.associados.nextId();
  const associados: AssociadoRecord[] = Array.from({ length: count }, (_, n) => {
    const email = `nacional${n + 1}@exemplo.com.br`;
    return {
      ...structuredClone(template),
      associadoId: firstId + n,
      nome: `Cartório Nacional ${String(n + 1).padStart(5, '0')}`,
      email,
      cpfCnpj: String(10_000_000_000_000 + n),
      associacao: { ...template.associacao, mensalidade: 150 },
      contato: { ...template.contato, email },
      erroRemessa: null,
    };
  });
  loadDb({ ...data, associados: [...data.associados, ...associados] });
  return associados;
}

/**
 * A Mensalidade to Associados in `situacao`, linking `associados` with the given situações in turn
 * (null: not sent yet; 3 and 4 with a boleto, 4 paid today), R$ 150,00 each.
 * `const remessa = await nationalRemessa(SituacaoRemessaId.ENVIADO, associados, [3, 4])`
 */
export async function nationalRemessa(
  situacao: SituacaoRemessaIdValue,
  associados: readonly AssociadoRecord[],
  statuses: (SituacaoRemessaIdValue | null)[],
) {
  const data = currentData();
  const today = new Date().toISOString();
  const remessa: RemessaRecord = {
    remessaId: db.remessas.nextId(),
    descricao: `Mensalidade nacional de teste (${associados.length})`,
    observacao: 'Mensalidade',
    paragrafoPersonalizado: '',
    tipoRemessa: { tipoRemessaId: 1, tipoRemessaNome: 'Mensalidade' },
    situacaoRemessa: { situacaoRemessaId: situacao, situacaoRemessaNome: situacaoRemessaLabels[situacao] },
    dataVencimento: today.slice(0, 10),
    valorRemessa: 0,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    msgReenvio: null,
  };
  const vinculos: VinculoRecord[] = associados.map(({ associadoId }, n) => {
    const situacaoRemessaId = statuses[n % statuses.length];
    const boleto = situacaoRemessaId === SituacaoRemessaId.ENVIADO || situacaoRemessaId === SituacaoRemessaId.PAGO;
    return {
      remessaId: remessa.remessaId,
      associadoId,
      situacaoRemessaId,
      valorPagamento: 150,
      dataPagamento: situacaoRemessaId === SituacaoRemessaId.PAGO ? today : null,
      pagamentoGiroId: boleto ? `GIRO${remessa.remessaId}${String(associadoId).padStart(6, '0')}` : null,
    };
  });
  loadDb({ ...data, remessas: [...data.remessas, remessa], vinculos: [...data.vinculos, ...vinculos] });
  return remessa;
}

/**
 * The tab hidden or shown again, as the browser tells the page (the followed remessa's checks pause
 * while it is hidden). `setTabHidden(true)` … `setTabHidden(false)` (in a finally).
 */
export function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}
