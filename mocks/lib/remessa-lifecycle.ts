import { situacaoRemessaLabels } from '@/config/domain';
import { SituacaoRemessaId, type SituacaoRemessaId as SituacaoRemessaIdValue } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { db } from '../db';
import type { AssociadoRecord, RemessaRecord } from '../db/schema';
import { sendEmail } from './mailbox';
import { mockRuntime } from './runtime';

/**
 * What the bank and the mail server do after a remessa is queued, compressed into a few seconds
 * so a demo shows it live: Enviando → Enviado (boletos issued) → Pago. Associates whose e-mail
 * the destination refuses (a "dominio-invalido" address, in the e-mail shown in the tables or in the
 * contact e-mail) end in Erro no envio, and so does the remessa, which can then be resent (Reenviar).
 * Every boleto delivered is an e-mail in the demo mailbox, with the link of the payment-slip page.
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

async function setRemessaStatus(remessaId: number, situacaoRemessaId: SituacaoRemessaIdValue) {
  await db.remessas.update((q) => q.where({ remessaId }), {
    data(record) {
      record.situacaoRemessa = { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] };
    },
  });
}

const giroId = (remessaId: number, associadoId: number) =>
  `GIRO${String(remessaId).padStart(4, '0')}${String(associadoId).padStart(5, '0')}`;

/** Queues the remessa: status 2 (or 6 on a resend) for it and for every associate not yet paid. */
export async function startSending(remessaId: number) {
  const remessa = db.remessas.findFirst((q) => q.where({ remessaId }));
  if (!remessa) return;
  const resend = remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.ERRO_NO_ENVIO;
  const sending = resend ? SituacaoRemessaId.REENVIANDO : SituacaoRemessaId.ENVIANDO;
  await setRemessaStatus(remessaId, sending);
  await db.vinculos.updateMany(
    (q) => q.where((v) => v.remessaId === remessaId && v.situacaoRemessaId !== SituacaoRemessaId.PAGO),
    {
      data: (record) => void (record.situacaoRemessaId = sending),
    },
  );
  schedule(() => deliver(remessaId), 1);
  schedule(() => settle(remessaId), 2);
}

/** Boletos issued and e-mailed; refused addresses fail. */
async function deliver(remessaId: number) {
  const remessa = db.remessas.findFirst((q) => q.where({ remessaId }));
  if (!remessa) return;
  const vinculos = db.vinculos.findMany((q) => q.where({ remessaId }));
  for (const vinculo of vinculos) {
    if (vinculo.situacaoRemessaId === SituacaoRemessaId.PAGO) continue;
    const associado = db.associados.findFirst((q) => q.where({ associadoId: vinculo.associadoId }));
    const refused = refuses(associado);
    const paymentId = giroId(remessaId, vinculo.associadoId);
    await db.vinculos.update((q) => q.where({ remessaId, associadoId: vinculo.associadoId }), {
      data(record) {
        record.situacaoRemessaId = refused ? SituacaoRemessaId.ERRO_NO_ENVIO : SituacaoRemessaId.ENVIADO;
        record.pagamentoGiroId = refused ? null : paymentId;
      },
    });
    if (!refused && associado) await sendEmail(boletoEmail(remessa, associado, vinculo.valorPagamento, paymentId));
    if (refused && associado) {
      await db.associados.update((q) => q.where({ associadoId: associado.associadoId }), {
        data: (record) => void (record.erroRemessa = 'E-mail do associado recusado pelo servidor de destino.'),
      });
    }
  }
  await setRemessaStatus(remessaId, SituacaoRemessaId.ENVIADO);
  mockRuntime.onDataChanged?.();
}

/** Associates pay; the remessa ends Pago, or Erro no envio when someone never got the boleto. */
async function settle(remessaId: number) {
  await db.vinculos.updateMany((q) => q.where({ remessaId, situacaoRemessaId: SituacaoRemessaId.ENVIADO }), {
    data(record) {
      record.situacaoRemessaId = SituacaoRemessaId.PAGO;
      record.dataPagamento = new Date().toISOString();
    },
  });
  const failed = db.vinculos.findFirst((q) =>
    q.where({ remessaId, situacaoRemessaId: SituacaoRemessaId.ERRO_NO_ENVIO }),
  );
  await setRemessaStatus(remessaId, failed ? SituacaoRemessaId.ERRO_NO_ENVIO : SituacaoRemessaId.PAGO);
  mockRuntime.onDataChanged?.();
}

function schedule(step: () => Promise<void>, stepNumber: number) {
  const timer = setTimeout(() => {
    timers.delete(timer);
    void step();
  }, mockRuntime.lifecycleStepMs * stepNumber);
  timers.add(timer);
}

/** Stops every pending step (the data is being reset). */
export function cancelLifecycles() {
  timers.forEach(clearTimeout);
  timers.clear();
}
