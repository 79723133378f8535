import { db } from '../db';
import type { EmailRecord, UsuarioRecord } from '../db/schema';
import { randomToken } from './hash';

/** Records an e-mail the real server would send, for the demo mailbox. */
export async function sendEmail(email: { para: string; assunto: string; texto: string; link: string | null }) {
  return db.emails.create({
    ...email,
    emailId: db.emails.nextId(),
    enviadoEm: new Date().toISOString(),
  });
}

/**
 * Issues a one-time password link for a user and "sends" it. Management users get the staff page,
 * member users the associate page (spec section 2).
 */
export async function sendPasswordLink(usuario: UsuarioRecord, assunto: string, texto: string) {
  const perfil = usuario.usuarioGestao ? 'gestao' : 'associado';
  const token = randomToken();
  await db.tokensSenha.create({ token, usuarioId: usuario.usuarioId, perfil, usado: false });
  const link = `${perfil === 'gestao' ? '/cadastrar-senha' : '/cadastrar-senha-associado'}/${token}`;
  await sendEmail({ para: usuario.email, assunto, texto, link });
}

/** How many e-mails the demo's mailbox shows: sending a national remessa "sends" 12,500. */
export const MAILBOX_SIZE = 100;

export interface Mailbox {
  /** Every e-mail sent. */
  total: number;
  /** The newest MAILBOX_SIZE, newest first. */
  latest: EmailRecord[];
}

let cached: { table: typeof db.emails; version: number; mailbox: Mailbox } | undefined;

/**
 * The e-mails the mock "sent", for the demo's mailbox: the same object while nothing changed (a
 * React store needs a stable value). `latestEmails().latest[0]` is the newest.
 */
export function latestEmails(): Mailbox {
  const table = db.emails;
  if (cached?.table === table && cached.version === table.version) return cached.mailbox;
  // E-mails are kept in the order they were sent: the newest are the last ones.
  const latest = table
    .all()
    .slice(-MAILBOX_SIZE)
    .sort((a, b) => b.enviadoEm.localeCompare(a.enviadoEm) || b.emailId - a.emailId);
  const mailbox = { total: table.count(), latest };
  cached = { table, version: table.version, mailbox };
  return mailbox;
}
