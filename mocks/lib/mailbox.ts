import { db } from '../db';
import type { UsuarioRecord } from '../db/schema';
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
