import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/auth/session-store';
import { clearFormDrafts, dropFormDraftsNotOwnedBy, saveFormDraft, takeFormDraft } from './form-draft';

const KEY = '/usuarios/form/cadastro';
/** Owners as src/lib/auth/session-owner.ts makes them (opaque hashes); the names are only for reading. */
const ANA = 'hash-da-ana';
const BRUNO = 'hash-do-bruno';

beforeEach(() => {
  storeSession({ accessToken: 't', nome: 'Ana' }, ANA);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('form drafts', () => {
  it('gives the values back once, Dates as Dates, and leaves nothing behind', async () => {
    const vencimento = new Date(2031, 4, 20);
    await saveFormDraft(KEY, {
      nome: 'Joana',
      dataVencimento: vencimento,
      usuarios: [{ nome: 'Bia', dataNasc: null }],
    });

    expect(await takeFormDraft(KEY)).toEqual({
      nome: 'Joana',
      dataVencimento: vencimento,
      usuarios: [{ nome: 'Bia', dataNasc: null }],
    });
    expect(await takeFormDraft(KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the values encrypted, never a name, CPF or e-mail in clear', async () => {
    await saveFormDraft(KEY, { nome: 'Joana Prado', cpf: '111.444.777-35', email: 'joana@exemplo.com.br' });
    const stored = Object.values({ ...sessionStorage }).join('');
    for (const clear of ['Joana', '111.444.777-35', '11144477735', 'joana@exemplo'])
      expect(stored).not.toContain(clear);
    expect(await takeFormDraft(KEY)).toEqual({
      nome: 'Joana Prado',
      cpf: '111.444.777-35',
      email: 'joana@exemplo.com.br',
    });
  });

  it('never stores a password, at any depth', async () => {
    await saveFormDraft(KEY, {
      cpf: '111.444.777-35',
      senha: 'demo123',
      acesso: { password: 'x', confirmaSenha: 'y', login: 'ana' },
    });
    const stored = Object.values({ ...sessionStorage }).join('');
    expect(stored).not.toContain('demo123');
    expect(stored).not.toMatch(/senha|password/i);
    expect(await takeFormDraft(KEY)).toEqual({ cpf: '111.444.777-35', acesso: { login: 'ana' } });
  });

  it('is kept per page address', async () => {
    await saveFormDraft('/usuarios/form/editar/2', { nome: 'Dois' });
    expect(await takeFormDraft(KEY)).toBeUndefined();
    expect(await takeFormDraft('/usuarios/form/editar/2')).toEqual({ nome: 'Dois' });
  });

  it('is not handed to another person, even one with the same name', async () => {
    await saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't2', nome: 'Ana' }, BRUNO);
    expect(await takeFormDraft(KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('is handed to the same person in a new session, whatever the session calls them', async () => {
    await saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't2' }, ANA);
    expect(await takeFormDraft(KEY)).toEqual({ nome: 'Joana' });
  });

  it('never matches an owner that is not known, on either side', async () => {
    storeSession({ accessToken: 't-sem-dono' });
    await saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't2' });
    expect(await takeFormDraft(KEY)).toBeUndefined();

    storeSession({ accessToken: 't3' });
    await saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't4' }, ANA);
    expect(await takeFormDraft(KEY)).toBeUndefined();
  });

  it('drops the drafts of everyone but the person who signed in', async () => {
    await saveFormDraft('/usuarios/form/cadastro', { nome: 'Da Ana' });
    storeSession({ accessToken: 't2' }, BRUNO);
    await saveFormDraft('/remessas/form/cadastro', { descricao: 'Do Bruno' });
    dropFormDraftsNotOwnedBy(BRUNO);
    expect(sessionStorage.length).toBe(1);
    expect(await takeFormDraft('/remessas/form/cadastro')).toEqual({ descricao: 'Do Bruno' });
    await saveFormDraft('/remessas/form/cadastro', { descricao: 'Do Bruno' });
    dropFormDraftsNotOwnedBy(null);
    expect(sessionStorage.length).toBe(0);
  });

  it('expires after an hour, when read and when another draft is written', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await saveFormDraft(KEY, { nome: 'Joana' });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect(await takeFormDraft(KEY)).toBeUndefined();

    await saveFormDraft(KEY, { nome: 'Joana' });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    await saveFormDraft('/remessas/form/cadastro', { descricao: 'Nova' });
    expect(Object.keys(sessionStorage)).toEqual(['anoreg-painel:rascunho:/remessas/form/cadastro']);
  });

  it('drops every draft of the tab at once (Sair da conta)', async () => {
    await saveFormDraft('/usuarios/form/cadastro', { nome: 'Ana' });
    await saveFormDraft('/remessas/form/cadastro', { descricao: 'Mensalidade' });
    sessionStorage.setItem('outra-chave', 'fica');
    clearFormDrafts();
    expect(await takeFormDraft('/usuarios/form/cadastro')).toBeUndefined();
    expect(await takeFormDraft('/remessas/form/cadastro')).toBeUndefined();
    expect(sessionStorage.getItem('outra-chave')).toBe('fica');
  });

  it('treats storage that throws or holds garbage as no draft', async () => {
    sessionStorage.setItem(`anoreg-painel:rascunho:${KEY}`, '{não é json');
    expect(await takeFormDraft(KEY)).toBeUndefined();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError');
    });
    await expect(saveFormDraft(KEY, { nome: 'Joana' })).resolves.toBeUndefined();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError');
    });
    expect(await takeFormDraft(KEY)).toBeUndefined();
  });
});
