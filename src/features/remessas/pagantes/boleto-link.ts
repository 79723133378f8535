import { useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { dispatchAppEvent } from '@/lib/app-events';
import type { AssociadoDaRemessa } from '@/generated/model';
import { situacaoDoAssociado } from '../remessa-rules';

/**
 * The panel's own public page of a payment (/cobranca/{id}), which staff send to the associate: it
 * asks for the boleto when opened, so the link never goes stale the way the bank's file link does.
 * `boletoPageUrl('GIRO0009…')` → `'https://painel.anoreg.org.br/cobranca/GIRO0009…'`
 */
export const boletoPageUrl = (pagamentoGiroId: string, origin = window.location.origin) =>
  new URL(paths.cobranca.getHref(pagamentoGiroId), origin).href;

/** The payment id of an associate of the remessa, when its boleto was issued. */
export const pagamentoGiroIdOf = (associado: AssociadoDaRemessa) =>
  situacaoDoAssociado(associado)?.pagamentoGiroId || undefined;

/** A link the browser would not copy, shown to be copied by hand. */
export interface LinkToCopy {
  link: string;
  nome: string;
}

/** How long "Link copiado." stays on screen. */
const COPIED_MESSAGE_MS = 4000;

/**
 * Copiar link do boleto: writes the payment page's link to the clipboard, says "Link copiado." and
 * tells the page (`painel:link-copiado`, src/lib/app-events.ts); when the browser refuses (no
 * permission, a page not served over https), `manual` holds the link for a dialog where it can be
 * copied by hand.
 * `const copy = useCopyBoletoLink(); copy.run(associado); copy.message; copy.manual; copy.closeManual()`
 */
export function useCopyBoletoLink() {
  const [message, setMessage] = useState('');
  const [manual, setManual] = useState<LinkToCopy | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const say = (text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    if (text) timer.current = setTimeout(() => setMessage(''), COPIED_MESSAGE_MS);
  };

  const run = async (associado: AssociadoDaRemessa) => {
    const pagamentoGiroId = pagamentoGiroIdOf(associado);
    if (!pagamentoGiroId) return;
    const link = boletoPageUrl(pagamentoGiroId);
    // Cleared first, so a second copy is announced again.
    say('');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Área de transferência indisponível.');
      await navigator.clipboard.writeText(link);
      say('Link copiado.');
      dispatchAppEvent('painel:link-copiado', { link });
    } catch {
      setManual({ link, nome: associado.nome });
    }
  };

  return { run, message, manual, closeManual: () => setManual(null) };
}
