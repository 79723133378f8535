import { sessionOwnerOf } from '@/lib/auth/session-owner';
import { storeSession } from '@/lib/auth/session-store';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';

export const TEST_TOKEN = 'token-de-teste';

/** Signs the demo management user in, as if through the sign-in page (the same owner as signing in with its CPF). */
export async function signInAsDemoUser() {
  const usuario = db.usuarios.findFirst((q) => q.where({ cpf: DEMO_CREDENTIALS.cpf }));
  if (!usuario) throw new Error('Usuário de demonstração ausente da semente.');
  // A test may sign in again (a second renderApp): the session is the same.
  if (!db.sessoes.get(TEST_TOKEN)) await db.sessoes.create({ token: TEST_TOKEN, usuarioId: usuario.usuarioId });
  storeSession({ accessToken: TEST_TOKEN, nome: usuario.nome }, await sessionOwnerOf(DEMO_CREDENTIALS.cpf));
  return usuario;
}
