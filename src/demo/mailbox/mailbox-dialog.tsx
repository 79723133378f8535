import { format } from 'date-fns/format';
import { Dialog } from 'primereact/dialog';
import type { MouseEvent } from 'react';
import { useReturnFocus } from '@/components/dialogs';
import { formatDate } from '@/utils/br/dates';
import type { EmailRecord } from '@mocks/db/schema';
import { emailLinkTarget, navigateInApp } from './email-link';

const sentAt = (iso: string) => `${formatDate(new Date(iso))} às ${format(new Date(iso), 'HH:mm')}`;

/** The e-mails the panel "sent" (password links, new passwords, boletos), the newest first, with their links. */
export function MailboxDialog({
  emails,
  total = emails.length,
  onClose,
}: {
  emails: EmailRecord[];
  /** Every e-mail sent, when `emails` are only the newest. */
  total?: number;
  onClose: () => void;
}) {
  useReturnFocus();
  return (
    <Dialog
      visible
      onHide={onClose}
      header="Caixa de e-mails"
      className="demo-mailbox"
      draggable={false}
      resizable={false}
      dismissableMask
    >
      <p className="demo-mailbox__intro">
        Os e-mails que o painel enviaria de verdade ficam aqui na demonstração. Nenhum e-mail sai deste navegador.
      </p>
      {total > emails.length && (
        <p className="demo-mailbox__intro">
          Os {emails.length} e-mails mais recentes de {total.toLocaleString('pt-BR')}.
        </p>
      )}
      {emails.length === 0 ? (
        <p className="demo-mailbox__empty">Nenhum e-mail enviado ainda.</p>
      ) : (
        <ul className="demo-mailbox__list">
          {emails.map((email) => (
            <li key={email.emailId} className="demo-mailbox__email">
              <EmailView email={email} onFollowAppLink={onClose} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function EmailView({ email, onFollowAppLink }: { email: EmailRecord; onFollowAppLink: () => void }) {
  const target = emailLinkTarget(email.link);
  const openInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      target?.kind !== 'app' ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onFollowAppLink();
    navigateInApp(target.path);
  };
  return (
    <article aria-label={email.assunto}>
      <h2 className="demo-mailbox__subject">{email.assunto}</h2>
      <dl className="demo-mailbox__meta">
        <dt>Para</dt>
        <dd>{email.para}</dd>
        <dt>Enviado em</dt>
        <dd>
          <time dateTime={email.enviadoEm}>{sentAt(email.enviadoEm)}</time>
        </dd>
      </dl>
      <p className="demo-mailbox__text">{email.texto}</p>
      {target?.kind === 'app' && (
        <a href={target.path} onClick={openInApp} className="demo-mailbox__link">
          Abrir link
        </a>
      )}
      {target?.kind === 'web' && (
        <a href={target.url} target="_blank" rel="noopener noreferrer" className="demo-mailbox__link">
          Abrir link
        </a>
      )}
      {email.link && !target && <p className="demo-mailbox__text">Link: {email.link}</p>}
    </article>
  );
}
