import { getObterLinkBoletoMockHandler } from '@/generated/api/giro/giro.msw';
import { MensagemErroBoleto, SituacaoRemessaId } from '@/generated/model';
import { db } from '../db';
import { DEMO_PAYMENT_IDS } from '../db/seed';
import { httpError } from '../lib/http-error';
import { operation } from '../lib/operation';

/** Boleto links open a sample slip that the demo build serves itself. */
const sampleSlipUrl = (request: Request, paymentId: string) =>
  new URL(
    `/boleto-exemplo.html?pagamento=${encodeURIComponent(paymentId)}`,
    request.headers.get('origin') ?? request.url,
  ).href;

/** Why a linked associate's boleto cannot be delivered, from its status in the remessa. */
function vinculoError(situacaoRemessaId: number | null) {
  if (situacaoRemessaId === SituacaoRemessaId.PAGO) return MensagemErroBoleto.PAGAMENTO_JA_CONFIRMADO;
  if (situacaoRemessaId === SituacaoRemessaId.ENVIADO) return null;
  return MensagemErroBoleto.BOLETO_NAO_ENCONTRADO;
}

export const giroHandlers = {
  obterLinkBoleto: getObterLinkBoletoMockHandler(
    operation('obterLinkBoleto', ({ params, request }) => {
      const { paymentId } = params;
      if (paymentId === DEMO_PAYMENT_IDS.falha) throw httpError(500, 'Falha de comunicação com o banco parceiro.');

      const boleto = db.boletos.findFirst((q) => q.where({ paymentId }));
      const vinculo = boleto ? undefined : db.vinculos.findFirst((q) => q.where({ pagamentoGiroId: paymentId }));
      const erro = boleto
        ? boleto.erro
        : vinculo
          ? vinculoError(vinculo.situacaoRemessaId)
          : MensagemErroBoleto.BOLETO_NAO_ENCONTRADO;

      if (erro) throw httpError(erro === MensagemErroBoleto.BOLETO_NAO_ENCONTRADO ? 404 : 422, erro);
      return { link: boleto?.link ?? sampleSlipUrl(request, paymentId) };
    }),
  ),
};
