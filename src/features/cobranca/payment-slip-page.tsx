import { useState } from 'react';
import { useParams } from 'react-router';
import { useObterLinkBoleto } from '@/generated/api/giro/giro';
import { MensagemErroBoleto } from '@/generated/model';
import { getServerMessage } from '@/lib/http/error-message';
import { isWorthRetrying } from '@/lib/http/http-error';
import { boletoHref, openPendingTab } from '@/utils/external-link';
import { parsePaymentId } from '@/utils/route-id';
import './cobranca.css';
import { BlockedTabLink } from '@/components/layout/blocked-tab-link';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

const PAYMENT_SLIP_FALLBACK_ERROR = 'Ocorreu um erro, entre em contato com o suporte.';

const knownMessages: readonly string[] = Object.values(MensagemErroBoleto);

/** The six known reasons are shown as the server wrote them; anything else gets the support text. */
function slipErrorMessage(error: unknown): string {
  const message = getServerMessage(error);
  return message && knownMessages.includes(message) ? message : PAYMENT_SLIP_FALLBACK_ERROR;
}

/** /cobranca/{paymentId}: public page where an associate downloads the boleto of a charge. */
export function PaymentSlipPage() {
  // An id that is not one of the bank's never reaches the API: the page says what any failure says.
  const paymentId = parsePaymentId(useParams().paymentId);
  const slip = useObterLinkBoleto(paymentId ?? '', { query: { enabled: paymentId !== undefined } });
  const [blocked, setBlocked] = useState(false);

  if (paymentId !== undefined && slip.isPending) {
    return (
      <section className="payment-slip" aria-labelledby="titulo-cobranca">
        <h1 id="titulo-cobranca">Cobrança</h1>
        <PageLoading label="Carregando boleto" />
      </section>
    );
  }

  // A link that is not https (docs/decisions/0014-boleto-links.md) is never offered: it gets the
  // support text like any other failure.
  const href = boletoHref(slip.data?.link);
  const error =
    paymentId === undefined
      ? PAYMENT_SLIP_FALLBACK_ERROR
      : slip.isError
        ? slipErrorMessage(slip.error)
        : href
          ? null
          : PAYMENT_SLIP_FALLBACK_ERROR;

  return (
    <section className="payment-slip" aria-labelledby="titulo-cobranca">
      <h1 id="titulo-cobranca">Cobrança</h1>
      {error ? (
        <>
          <Icon name="pi-exclamation-circle" className="payment-slip__icon payment-slip__icon--error" />
          <p className="payment-slip__message" role="alert">
            {error}
          </p>
          {/* No answer or a server failure (not one of the known reasons): asking again may work. */}
          {slip.isError && isWorthRetrying(slip.error) && (
            <Button
              label="Tentar novamente"
              icon="pi-refresh"
              variant="outlined"
              loading={slip.isFetching}
              onClick={() => void slip.refetch()}
            />
          )}
        </>
      ) : (
        <>
          <Icon name="pi-file-pdf" className="payment-slip__icon payment-slip__icon--available" />
          <p className="payment-slip__message">Seu boleto está disponivel</p>
          {blocked && href && <BlockedTabLink href={href} label="Abrir o boleto" />}
          <Button
            label="Download"
            icon="pi-download"
            onClick={() => setBlocked(!(href && openPendingTab().go(href)))}
          />
        </>
      )}
    </section>
  );
}
