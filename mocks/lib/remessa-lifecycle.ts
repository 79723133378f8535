import { situacaoRemessaLabels } from '@/config/domain';
import { SituacaoRemessaId, type SituacaoRemessaId as SituacaoRemessaIdValue } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { db } from '../db';
import type { AssociadoRecord, RemessaRecord, VinculoRecord } from '../db/schema';
import { sendEmail } from './mailbox';
import { mockRuntime } from './runtime';
import { forEachInSlices } from './slices';

/**
 * What the bank and the mail server do after a remessa is queued, compressed into a few seconds
 * so a demo shows it live: Enviando → Enviado (boletos issued) → payments arriving in three waves
 * → Pago. Associates whose e-mail the destination refuses (a "dominio-invalido" address, in the
 * e-mail shown in the tables or in the contact e-mail) end in Erro no envio, and so does the
 * remessa, which can then be resent (Reenviar). Every boleto delivered is an e-mail in the demo
 * mailbox, with the link of the payment-slip page. Each step goes only through the remessa's own
 * payers, in slices (a national remessa has 12,500), and saves what it changed.
 */
const REFUSED_EMAIL = /dominio-invalido/i;

const refuses = (associado: AssociadoRecord | undefined) =>
  !associado || REFUSED_EMAIL.test(associado.email) || REFUSED_EMAIL.test(associado.contato.email);

function boletoEmail(remessa: RemessaRecord, associado: AssociadoRecord, valor: number, paymentId: string) {
  const texto = [
    `Olá, ${associado.nome}.`,
    `O boleto da cobrança "${remessa.descricao}", no valor de ${formatMoney(valor)}, com vencimento em ${formatDate(remessa.dataVencimento)}, está disponível no link abaixo.`,
    remessa.paragrafoPersonalizado,
    remessa.msgReenvio,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    para: associado.contato.email,
    assunto: `Boleto: ${remessa.descricao}`,
    texto,
    link: `/cobranca/${encodeURIComponent(paymentId)}`,
  };
}

const timers = new Set<ReturnType<typeof setTimeout>>();
/** Goes up when the data is reset: a step still going through payers stops there. */
let generation = 0;

async function setRemessaStatus(remessaId: number, situacaoRemessaId: SituacaoRemessaIdValue) {
  await db.remessas.update((q) => q.where({ remessaId }), {
    data(record) {
      record.situacaoRemessa = { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] };
    },
  });
}

const giroId = (remessaId: number, associadoId: number) =>
  `GIRO${String(remessaId).padStart(4, '0')}${String(associadoId).padStart(5, '0')}`;

/**
 * `change` for each of the remessa's payers `which` keeps, a slice at a time, so the page keeps
 * responding. False when the data was reset meanwhile: the step stops there.
 */
async function forEachPayer(
  remessaId: number,
  which: (vinculo: VinculoRecord) => boolean,
  change: (vinculo: VinculoRecord) => Promise<unknown>,
): Promise<boolean> {
  const started = generation;
  const payers = db.vinculos.findMany((q) => q.where({ remessaId })).filter(which);
  await forEachInSlices(payers, (vinculo) => started === generation && change(vinculo));
  return started === generation;
}

const setPayerStatus = (vinculo: VinculoRecord, data: (record: VinculoRecord) => void) =>
  db.vinculos.update((q) => q.where({ remessaId: vinculo.remessaId, associadoId: vinculo.associadoId }), { data });

/** Queues the remessa: status 2 (or 6 on a resend) for it and for every associate not yet paid. */
export async function startSending(remessaId: number) {
  const remessa = db.remessas.get(String(remessaId));
  if (!remessa) return;
  const resend = remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.ERRO_NO_ENVIO;
  const sending = resend ? SituacaoRemessaId.REENVIANDO : SituacaoRemessaId.ENVIANDO;
  await setRemessaStatus(remessaId, sending);
  const queued = await forEachPayer(
    remessaId,
    (vinculo) => vinculo.situacaoRemessaId !== SituacaoRemessaId.PAGO,
    (vinculo) => setPayerStatus(vinculo, (record) => void (record.situacaoRemessaId = sending)),
  );
  if (queued) runSteps([() => deliver(remessaId), ...PAYMENT_WAVES.map((_, wave) => () => pay(remessaId, wave))]);
}

/** Boletos issued and e-mailed; refused addresses fail. */
async function deliver(remessaId: number) {
  const remessa = db.remessas.get(String(remessaId));
  if (!remessa) return;
  const delivered = await forEachPayer(
    remessaId,
    (vinculo) => vinculo.situacaoRemessaId !== SituacaoRemessaId.PAGO,
    async (vinculo) => {
      const associado = db.associados.get(String(vinculo.associadoId));
      const refused = refuses(associado);
      const paymentId = giroId(remessaId, vinculo.associadoId);
      await setPayerStatus(vinculo, (record) => {
        record.situacaoRemessaId = refused ? SituacaoRemessaId.ERRO_NO_ENVIO : SituacaoRemessaId.ENVIADO;
        record.pagamentoGiroId = refused ? null : paymentId;
      });
      if (!refused && associado) await sendEmail(boletoEmail(remessa, associado, vinculo.valorPagamento, paymentId));
      if (refused && associado) {
        await db.associados.update((q) => q.where({ associadoId: associado.associadoId }), {
          data: (record) => void (record.erroRemessa = 'E-mail do associado recusado pelo servidor de destino.'),
        });
      }
    },
  );
  if (!delivered) return;
  await setRemessaStatus(remessaId, SituacaoRemessaId.ENVIADO);
  mockRuntime.onDataChanged?.();
}

/**
 * Payments arrive in waves: most associates pay in the first, some in the second, the rest in the
 * last, by the last digit of their id (the same associates every time). After the last the remessa
 * ends Pago, or Erro no envio when someone never got the boleto.
 */
const PAYMENT_WAVES = [
  (associadoId: number) => associadoId % 10 < 6,
  (associadoId: number) => associadoId % 10 < 9,
  () => true,
];

async function pay(remessaId: number, wave: number) {
  if (!db.remessas.get(String(remessaId))) return;
  const last = wave === PAYMENT_WAVES.length - 1;
  const paidAt = new Date().toISOString();
  const paid = await forEachPayer(
    remessaId,
    (vinculo) => vinculo.situacaoRemessaId === SituacaoRemessaId.ENVIADO && PAYMENT_WAVES[wave](vinculo.associadoId),
    (vinculo) =>
      setPayerStatus(vinculo, (record) => {
        record.situacaoRemessaId = SituacaoRemessaId.PAGO;
        record.dataPagamento = paidAt;
      }),
  );
  if (!paid) return;
  if (last) {
    const failed = db.vinculos.findFirst((q) =>
      q.where({ remessaId, situacaoRemessaId: SituacaoRemessaId.ERRO_NO_ENVIO }),
    );
    await setRemessaStatus(remessaId, failed ? SituacaoRemessaId.ERRO_NO_ENVIO : SituacaoRemessaId.PAGO);
  }
  mockRuntime.onDataChanged?.();
}

/** Each step a while after the previous one ended (a step over 12,500 payers takes a moment of its own). */
function runSteps([step, ...next]: (() => Promise<void>)[]) {
  if (!step) return;
  const started = generation;
  const timer = setTimeout(() => {
    timers.delete(timer);
    void step().then(() => started === generation && runSteps(next));
  }, mockRuntime.lifecycleStepMs);
  timers.add(timer);
}

/** Stops every pending step (the data is being reset). */
export function cancelLifecycles() {
  generation++;
  timers.forEach(clearTimeout);
  timers.clear();
}
