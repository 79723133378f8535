import { PanelError, writeUnansweredReasonOf } from '@/lib/http/error-message';

/** A create's outcome: the server's answer, or the id of the record found after no answer came. */
export type Created<A> = { answer: A; foundId?: undefined } | { answer?: undefined; foundId: number };

/**
 * A create (POST) is never repeated blindly: when its answer did not come (the time limit, a lost
 * connection, a gateway's 504), the server may have created the record anyway, so it is looked
 * for (`find`, through the searches) before the person is invited to try again.
 * - found: resolves `{ foundId }` (the screen says it was created and opens it);
 * - not found: rejects with `notFound` (a PanelError), and the form keeps everything typed;
 * - the search fails too: rejects with the create's own error, whose message says it may have been done.
 * `await createOnce(() => criarUsuario(payload), () => findUsuarioByCpf(payload), 'O usuário não foi cadastrado…')`
 */
export async function createOnce<A>(
  create: () => Promise<A>,
  find: () => Promise<number | undefined>,
  notFound: string,
): Promise<Created<A>> {
  try {
    return { answer: await create() };
  } catch (error) {
    if (!writeUnansweredReasonOf(error)) throw error;
    const foundId = await find().catch(() => {
      throw error;
    });
    if (foundId === undefined) throw new PanelError(notFound);
    return { foundId };
  }
}

/** How many rows a search for a record just created reads: the newest first, more than a person creates at once. */
export const RECENT_ROWS = 50;
