import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getObterUsuarioQueryOptions } from '@/generated/api/usuarios/usuarios';
import { getSession, SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { location, renderApp } from '../../render';
import { captureRequests } from '../../requests';
import { formCases, openForm, pathOf, type FormCase } from './form-cases';

const RESTORED =
  'Sua sessão expirou antes de salvar. Recuperamos o que você tinha preenchido: confira os dados e salve novamente.';
const RESTORED_AFTER_OTHER_TAB =
  'Sua sessão foi encerrada em outra aba antes de salvar. Recuperamos o que você tinha preenchido: confira os dados e salve novamente.';
const EXPIRED = 'Sua sessão expirou. Entre novamente para continuar; o que ainda não tinha sido salvo não foi gravado.';
const formsWithDraft = [
  'Novo usuário',
  'Edição do usuário',
  'Novo associado',
  'Editar associado',
  'Nova remessa',
  'Editar remessa',
];
const cases = formCases.filter((form) => formsWithDraft.includes(form.name));

const draftsInStorage = () => Object.keys(sessionStorage).filter((key) => key.startsWith('anoreg-painel:rascunho:'));

/** When the tab's one draft was sealed (its values are encrypted; when and why are in clear). */
const draftSavedAt = () => {
  const [key] = draftsInStorage();
  return key === undefined ? undefined : (JSON.parse(sessionStorage.getItem(key)!) as { savedAt: number }).savedAt;
};

/** The person pauses after typing: the draft of everything typed is written (sealed) while the form is open. */
async function draftOfWhatWasTyped() {
  const typedAt = Date.now();
  await waitFor(() => expect(draftSavedAt()).toBeGreaterThanOrEqual(typedAt));
}

async function signInAgain(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
  await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/**
 * The session expires on the server while a form is being filled. The submit gets a 401, the panel
 * sends the user to sign in, and after signing in they are back on the form with everything they
 * typed, told that nothing was saved yet; saving then works. Under React's StrictMode too, as
 * `npm run dev` runs the panel: its effects run twice, and the draft is given back all the same.
 */
describe.each(
  cases.flatMap((form) => [
    { ...form, strict: false, under: '' },
    { ...form, strict: true, under: ' under StrictMode (npm run dev)' },
  ]),
)('$name: a 401 on submit$under', (form: FormCase & { strict: boolean }) => {
  it('brings the user back to the form after signing in, with what was typed, and saves then', async () => {
    expect(cases).toHaveLength(formsWithDraft.length);
    const app = await openForm(form, { strict: form.strict });
    const path = pathOf(form);
    await form.fill(app.user);
    const requests = captureRequests();
    // The server forgets every session (expired, or ended elsewhere).
    db.sessoes.clear();

    await app.user.click(form.submit());
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(location(app.router)).toBe('/');
    expect(getSession()).toBeNull();
    // The submit's first call got the 401: an edit form's read of its record, else the write.
    expect(requests.of(form.readsBeforeSave ?? form.operationId)).toHaveLength(1);
    // Written once, encrypted (src/lib/form-draft.ts).
    await waitFor(() => expect(draftsInStorage()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent(EXPIRED);
    expect(screen.queryByRole('dialog', { name: /Erro!/ })).not.toBeInTheDocument();

    await signInAgain(app.user);
    await waitFor(() => expect(location(app.router)).toBe(path));
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    await waitFor(() => form.expectKept(), { timeout: 5000 });
    expect(form.submit()).toBeEnabled();
    // Used once: a later visit starts from the page's own values.
    expect(draftsInStorage()).toEqual([]);

    await app.user.click(form.submit());
    await waitFor(() => expect(requests.of(form.operationId)).toHaveLength(form.readsBeforeSave ? 1 : 2));
    await waitFor(() => expect(location(app.router)).not.toBe(path));
    expect(screen.queryByRole('dialog', { name: /Erro!/ })).not.toBeInTheDocument();
  });
});

describe('form drafts', () => {
  it('keep nothing when the form was not changed', async () => {
    const form = formCases.find((candidate) => candidate.name === 'Edição do usuário')!;
    const app = await openForm(form);
    await screen.findByDisplayValue(db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!.nome);
    db.sessoes.clear();
    await app.queryClient.refetchQueries({ type: 'active' });
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(draftsInStorage()).toEqual([]);
  });

  it('are kept when the session ends on any call while the form holds changes, not only on its submit', async () => {
    const form = formCases.find((candidate) => candidate.name === 'Novo usuário')!;
    const app = await openForm(form);
    await form.fill(app.user);
    db.sessoes.clear();
    // Any call of the page, not the form's own submit.
    await app.queryClient.fetchQuery(getObterUsuarioQueryOptions(2)).catch(() => undefined);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    await signInAgain(app.user);
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    form.expectKept();
  });

  it('say why when the session was ended in another tab: kept, and given back with that reason', async () => {
    const form = formCases.find((candidate) => candidate.name === 'Novo usuário')!;
    const app = await openForm(form);
    await form.fill(app.user);
    // Another tab of this browser signs out: the browser tells this tab its stored session is gone.
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null, storageArea: localStorage }),
    );
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(draftsInStorage()).toHaveLength(1));

    await signInAgain(app.user);
    expect(await screen.findByText(RESTORED_AFTER_OTHER_TAB)).toBeInTheDocument();
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    form.expectKept();
  });

  it('survive a reload of the tab right after another tab signs out: written while typed, nothing left to write at the end', async () => {
    const form = formCases.find((candidate) => candidate.name === 'Novo usuário')!;
    const app = await openForm(form);
    await form.fill(app.user);
    // The person pauses; then another tab signs out.
    await draftOfWhatWasTyped();
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null, storageArea: localStorage }),
    );
    // F5 at once: what the tab's storage holds now is all a reload keeps; a write still on its way is cut.
    const survivesReload = { ...sessionStorage };
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    const { state } = app.router.state.location;
    app.unmount();
    // The write the sign-out started (the values sealed again) lands after the reload would have cut
    // it: once it has, the tab's storage is put back as the reload found it.
    const [draftKey] = draftsInStorage();
    await waitFor(() => expect(sessionStorage.getItem(draftKey!)).not.toBe(survivesReload[draftKey!]));
    sessionStorage.clear();
    for (const [key, value] of Object.entries(survivesReload)) sessionStorage.setItem(key, value);

    const reloaded = await renderApp('/', { state });
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    await signInAgain(reloaded.user);
    await waitFor(() => expect(location(reloaded.router)).toBe(pathOf(form)));
    expect(await screen.findByText(RESTORED_AFTER_OTHER_TAB)).toBeInTheDocument();
    await waitFor(() => form.expectKept());
  });

  it('are not handed back when the form is left without saving and opened again', async () => {
    const form = formCases.find((candidate) => candidate.name === 'Novo usuário')!;
    const app = await openForm(form);
    await form.fill(app.user);
    await draftOfWhatWasTyped();
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await app.user.click(within(question).getByRole('button', { name: 'Sair sem salvar' }));
    await app.user.click(await screen.findByRole('link', { name: 'Novo usuário' }));
    expect(await screen.findByLabelText('Nome')).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(draftsInStorage()).toEqual([]);
  });

  it('are not kept when the user leaves with Sair da conta', async () => {
    const form = formCases.find((candidate) => candidate.name === 'Novo usuário')!;
    const app = await openForm(form);
    await form.fill(app.user);
    await app.user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sair da conta' }));
    // Asked first (as in work-kept.test.tsx); leaving without saving keeps nothing.
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await app.user.click(within(question).getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(draftsInStorage()).toEqual([]);
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});

describe('a 401 where no draft is kept', () => {
  it('the add-associates dialog: the sign-in page says the session expired and nothing unsaved was kept; after signing in the remessa is as it was', async () => {
    const form = formCases.find((candidate) => candidate.name === 'Adicionar associado à remessa (diálogo)')!;
    const app = await openForm(form);
    const path = pathOf(form);
    const remessaId = Number(path.split('/').pop());
    const before = db.vinculos.findMany((q) => q.where({ remessaId })).length;
    await form.fill(app.user);
    db.sessoes.clear();

    await app.user.click(form.submit());
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await signInAgain(app.user);
    await waitFor(() => expect(location(app.router)).toBe(path));
    expect(await screen.findByRole('table', { name: 'Associados da remessa' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Adicionar associado/ })).not.toBeInTheDocument();
    expect(db.vinculos.findMany((q) => q.where({ remessaId }))).toHaveLength(before);
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});
