import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { getSessionOwner, isSameOwner } from '@/lib/auth/session-store';
import { onSessionExpiring, type SessionEnding } from '@/lib/http/unauthorized';
import { createStore } from '@/lib/store';

/**
 * Drafts of forms for the one case where typed values would otherwise be lost: the session
 * expires (a 401, or another tab signs out) while a changed form is open, and the panel sends the
 * user to sign in. The values wait in sessionStorage (this tab only, never a password, at most an
 * hour) and are handed back once, when the same page opens again for the same person: the owner is
 * the signed-in person's salted CPF hash (src/lib/auth/session-owner.ts), never a display name,
 * and a draft without a known owner is handed to nobody.
 */
const DRAFT_PREFIX = 'anoreg-painel:rascunho:';

/** Why a draft was kept: the session ended under the form, or the page reloads for a new version of the panel. */
export type DraftReason = SessionEnding | 'new-version';

/** The open forms' savers (registered by mounted forms): each keeps its draft when it holds changes. */
const openForms = new Set<(why: DraftReason) => Promise<void>>();

/** Set once the open forms' drafts are kept for a reload: the page may go without asking. */
export const draftsKeptForReload = createStore(false);

/**
 * Keeps the draft of every open form that holds changes, then resolves: before a reload the page
 * asks for (a new version of the panel), so what was typed comes back after it.
 * `await keepOpenDrafts('new-version'); window.location.reload()`
 */
export async function keepOpenDrafts(why: DraftReason) {
  await Promise.all([...openForms].map((save) => save(why)));
  draftsKeptForReload.set(true);
}
const MAX_AGE_MS = 60 * 60 * 1000;
/** How long typing pauses before the draft is written. */
const TYPING_PAUSE_MS = 300;

interface StoredDraft {
  /** Who was signed in when it was saved (src/lib/auth/session-owner.ts): nobody else gets it. */
  owner: string | null;
  savedAt: number;
  /** Why the session ended, for the notice when the form comes back. */
  why: DraftReason;
  values: unknown;
  /** What the form started from: given back, only the fields changed since are applied. */
  base?: unknown;
}

/**
 * A draft as sessionStorage holds it: who, when and why in clear; the values (personal data: names,
 * CPFs, e-mails) encrypted with a key of this browser, as the remember-me record is (issue 34).
 */
interface SealedDraft {
  owner: string | null;
  savedAt: number;
  /** Absent while the form is only being typed: such a draft is handed to nobody (see `useSessionExpiryDraft`). */
  why?: DraftReason;
  /** `{ values, base }`, sealed (src/lib/auth/remember-me.ts sealText). */
  sealed: string;
}

const DRAFT_KEY_ID = 'rascunhos';
const loadSealing = () => import('@/lib/auth/remember-me');

const isPasswordKey = (key: string) => /senha|password/i.test(key);

/** JSON keeps Dates as `{ $date: ISO }` so they come back as Dates, and drops password fields. */
function toJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
    if (isPasswordKey(key)) return undefined;
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : item;
  });
}

const fromJson = (text: string): unknown =>
  JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { $date?: unknown }).$date === 'string'
      ? new Date((value as { $date: string }).$date)
      : value,
  );

function deserialize(text: string): SealedDraft | null {
  const draft: unknown = JSON.parse(text);
  if (
    typeof draft !== 'object' ||
    draft === null ||
    typeof (draft as SealedDraft).savedAt !== 'number' ||
    typeof (draft as SealedDraft).sealed !== 'string'
  )
    return null;
  return draft as SealedDraft;
}

/** Every draft of this tab, with its storage key; unreadable ones as null. */
function storedDrafts(): [string, SealedDraft | null][] {
  return Object.keys(sessionStorage)
    .filter((key) => key.startsWith(DRAFT_PREFIX))
    .map((key) => {
      try {
        return [key, deserialize(sessionStorage.getItem(key) ?? '')];
      } catch {
        return [key, null];
      }
    });
}

/** Drops the drafts `doomed` picks (storage that fails keeps them: they are checked again when read). */
function dropDrafts(doomed: (draft: SealedDraft | null) => boolean) {
  try {
    for (const [key, draft] of storedDrafts()) if (doomed(draft)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing to drop.
  }
}

const isExpired = (draft: SealedDraft | null, now = Date.now()) => !draft || now - draft.savedAt > MAX_AGE_MS;

/**
 * Keeps `values` as the draft of the form at `key` (its page address), for whoever is signed in
 * now, encrypted; drafts past their hour go at the same time. The values are taken now (the
 * session is ending) and written once sealed; a browser that cannot seal them keeps nothing.
 * Resolves when written.
 */
export async function saveFormDraft(key: string, values: unknown, why: DraftReason = 'expiry', base?: unknown) {
  const sealed = await sealDraft(values, base);
  if (sealed) writeSealed(key, { ...sealed, why });
}

/** The values sealed now, with who and when taken before the seal (the session may end meanwhile); undefined when they cannot be. */
async function sealDraft(values: unknown, base: unknown): Promise<Omit<SealedDraft, 'why'> | undefined> {
  dropDrafts((draft) => isExpired(draft));
  const owner = getSessionOwner();
  const savedAt = Date.now();
  const json = toJson({ values, base });
  try {
    return { owner, savedAt, sealed: await (await loadSealing()).sealText(DRAFT_KEY_ID, json) };
  } catch {
    // No Web Crypto or IndexedDB: no draft in clear, so none at all.
    return undefined;
  }
}

function writeSealed(key: string, draft: SealedDraft) {
  try {
    sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: nothing kept.
  }
}

/**
 * Marks the draft already written at `key` as kept for `why`, at once (no sealing to wait for), so
 * a reload right after the session ends still finds it; false when there is none.
 */
function markDraft(key: string, why: DraftReason): boolean {
  try {
    const text = sessionStorage.getItem(DRAFT_PREFIX + key);
    const draft = text === null ? null : deserialize(text);
    if (!draft) return false;
    sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ ...draft, why }));
    return true;
  } catch {
    return false;
  }
}

function dropDraft(key: string) {
  try {
    sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Storage blocked: nothing was written.
  }
}

/** Drops the draft at `key` only while it is the form's own typing (not kept for a session's end). */
function dropTypingDraft(key: string) {
  try {
    const text = sessionStorage.getItem(DRAFT_PREFIX + key);
    if (text !== null && !deserialize(text)?.why) sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    dropDraft(key);
  }
}

/**
 * The draft of the form at `key`, removed once read; undefined when there is none, it is older
 * than an hour, unreadable, or was saved by someone else.
 * `const values = await takeFormDraft<UsuarioFormValues>('/usuarios/form/cadastro')`
 */
export async function takeFormDraft<T>(key: string): Promise<T | undefined> {
  const draft = await readDraft(key);
  if (draft) dropDraft(key);
  return draft?.values as T | undefined;
}

/**
 * The draft of the form at `key`, left in storage: it goes once it has been applied, so a read cut
 * short (the form left, or React's StrictMode running the effect twice in development) leaves it
 * for the next. One that can never be handed back (unmarked, expired, someone else's, unreadable) goes now.
 */
async function readDraft(key: string): Promise<StoredDraft | undefined> {
  try {
    const text = sessionStorage.getItem(DRAFT_PREFIX + key);
    if (text === null) return undefined;
    const draft = deserialize(text);
    if (!draft?.why || isExpired(draft) || !isSameOwner(draft.owner, getSessionOwner())) {
      dropDraft(key);
      return undefined;
    }
    const opened = fromJson(await (await loadSealing()).openText(DRAFT_KEY_ID, draft.sealed)) as {
      values: unknown;
      base?: unknown;
    };
    return { owner: draft.owner, savedAt: draft.savedAt, why: draft.why, values: opened.values, base: opened.base };
  } catch {
    dropDraft(key);
    return undefined;
  }
}

/** Drops every draft of this tab: after Sair da conta, or on a recovery or billing route, they belong to nobody. */
export function clearFormDrafts() {
  dropDrafts(() => true);
}

/** Drops the drafts of anyone but `owner` (all of them when `owner` is not known): another person signed in. */
export function dropFormDraftsNotOwnedBy(owner: string | null) {
  dropDrafts((draft) => !draft || !isSameOwner(draft.owner, owner));
}

/** Merges a draft's values into the form's values now, against what the form started from then. */
export type DraftMerge = <T>(base: T, draft: T, now: T) => T;

/**
 * Gives a react-hook-form form a draft for an expired session: on a 401 while it holds changes,
 * its values are kept with what the form started from; when its page opens again after signing
 * in, `merge` (FormShell's: the save's three-way merge, src/lib/three-way-merge.ts, kept out of
 * this module, which the sign-in page loads) applies only the fields the person had changed to
 * the record as the page has it then, and the form keeps the old start as its base, so a field a
 * colleague changed too goes through the save's conflict dialog. Without `merge`, or for a draft
 * kept without a base, the draft's values are put back whole. The form is then changed, so its
 * submit is enabled. Returns why the session ended when values were put back (to tell the user),
 * undefined otherwise.
 * `const restored = useSessionExpiryDraft(form, { merge })` then `{restored && <DraftRestoredNotice why={restored} />}`
 */
export function useSessionExpiryDraft<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type of the form
  form: UseFormReturn<T, any, any>,
  { merge }: { merge?: DraftMerge } = {},
): DraftReason | undefined {
  const { pathname, search } = useLocation();
  const key = pathname + search;
  const { isDirty } = form.formState;
  const dirty = useRef(isDirty);
  const [restored, setRestored] = useState<DraftReason>();
  const mergeRef = useRef(merge);

  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  useEffect(() => {
    // The draft is written (sealed) while the form is typed, so that when the session ends only its
    // reason is left to write, which is synchronous: a reload of the tab at once cannot cut it.
    let ending: DraftReason | undefined;
    let gone = false;
    let writes = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = async () => {
      const mine = ++writes;
      const sealed = await sealDraft(form.getValues(), form.formState.defaultValues);
      // A later write (the session's end, newer typing) wins; a form left without a session end keeps nothing.
      if (!sealed || mine !== writes || (gone && !ending)) return;
      writeSealed(key, { ...sealed, why: ending });
    };
    const writeNow = () => {
      clearTimeout(timer);
      timer = undefined;
      if (dirty.current) return write();
      writes++;
      dropDraft(key);
    };
    const { unsubscribe } = form.watch((_values, { name }) => {
      // A field changed (typed or set); a reset (the page's record, a draft put back) is no typing.
      if (ending || name === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(() => void writeNow(), TYPING_PAUSE_MS);
    });
    const flush = () => {
      if (timer !== undefined) void writeNow();
    };
    const keep = async (why: DraftReason) => {
      if (!dirty.current) return;
      ending = why;
      clearTimeout(timer);
      timer = undefined;
      markDraft(key, why);
      // The values as they are now, over what the last pause wrote.
      await write();
    };
    openForms.add(keep);
    const stopListening = onSessionExpiring((why) => void keep(why));
    window.addEventListener('pagehide', flush);
    return () => {
      gone = true;
      clearTimeout(timer);
      openForms.delete(keep);
      stopListening();
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      // Left without the session ending (saved, cancelled, another page): what was typed goes too. A
      // draft kept for an earlier session's end stays until it is given back (StrictMode runs this
      // cleanup before the effect below has applied it).
      if (!ending) dropTypingDraft(key);
    };
  }, [key, form]);

  useEffect(() => {
    let active = true;
    void readDraft(key).then((draft) => {
      if (!active || !draft) return;
      dropDraft(key);
      const values = draft.values as T;
      const mergeDraft = mergeRef.current;
      if (draft.base === undefined || !mergeDraft) {
        // Compared with the page's own values, so the form reads as changed and can be saved.
        form.reset(values, { keepDefaultValues: true });
      } else {
        const merged = mergeDraft(draft.base as T, values, form.formState.defaultValues as T);
        form.reset(draft.base as T);
        form.reset(merged, { keepDefaultValues: true });
      }
      setRestored(
        draft.why === 'other-tab' || draft.why === 'idle' || draft.why === 'new-version' ? draft.why : 'expiry',
      );
    });
    return () => {
      active = false;
    };
  }, [key, form]);

  return restored;
}
