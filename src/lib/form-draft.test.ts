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
  it('gives the values back once, Dates as Dates, and leaves nothing behind', () => {
    const vencimento = new Date(2031, 4, 20);
    saveFormDraft(KEY, { nome: 'Joana', dataVencimento: vencimento, usuarios: [{ nome: 'Bia', dataNasc: null }] });

    expect(takeFormDraft(KEY)).toEqual({
      nome: 'Joana',
      dataVencimento: vencimento,
      usuarios: [{ nome: 'Bia', dataNasc: null }],
    });
    expect(takeFormDraft(KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('never stores a password, at any depth', () => {
    saveFormDraft(KEY, {
      cpf: '111.444.777-35',
      senha: 'demo123',
      acesso: { password: 'x', confirmaSenha: 'y', login: 'ana' },
    });
    const stored = Object.values({ ...sessionStorage }).join('');
    expect(stored).not.toContain('demo123');
    expect(stored).not.toMatch(/senha|password/i);
    expect(takeFormDraft(KEY)).toEqual({ cpf: '111.444.777-35', acesso: { login: 'ana' } });
  });

  it('is kept per page address', () => {
    saveFormDraft('/usuarios/form/editar/2', { nome: 'Dois' });
    expect(takeFormDraft(KEY)).toBeUndefined();
    expect(takeFormDraft('/usuarios/form/editar/2')).toEqual({ nome: 'Dois' });
  });

  it('is not handed to another person, even one with the same name', () => {
    saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't2', nome: 'Ana' }, BRUNO);
    expect(takeFormDraft(KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('is handed to the same person in a new session, whatever the session calls them', () => {
    saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't2' }, ANA);
    expect(takeFormDraft(KEY)).toEqual({ nome: 'Joana' });
  });

  it('never matches an owner that is not known, on either side', () => {
    storeSession({ accessToken: 't-sem-dono' });
    saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't2' });
    expect(takeFormDraft(KEY)).toBeUndefined();

    storeSession({ accessToken: 't3' });
    saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't4' }, ANA);
    expect(takeFormDraft(KEY)).toBeUndefined();
  });

  it('drops the drafts of everyone but the person who signed in', () => {
    saveFormDraft('/usuarios/form/cadastro', { nome: 'Da Ana' });
    storeSession({ accessToken: 't2' }, BRUNO);
    saveFormDraft('/remessas/form/cadastro', { descricao: 'Do Bruno' });
    dropFormDraftsNotOwnedBy(BRUNO);
    expect(sessionStorage.length).toBe(1);
    expect(takeFormDraft('/remessas/form/cadastro')).toEqual({ descricao: 'Do Bruno' });
    saveFormDraft('/remessas/form/cadastro', { descricao: 'Do Bruno' });
    dropFormDraftsNotOwnedBy(null);
    expect(sessionStorage.length).toBe(0);
  });

  it('expires after an hour, when read and when another draft is written', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    saveFormDraft(KEY, { nome: 'Joana' });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect(takeFormDraft(KEY)).toBeUndefined();

    saveFormDraft(KEY, { nome: 'Joana' });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    saveFormDraft('/remessas/form/cadastro', { descricao: 'Nova' });
    expect(Object.keys(sessionStorage)).toEqual(['anoreg-painel:rascunho:/remessas/form/cadastro']);
  });

  it('drops every draft of the tab at once (Sair da conta)', () => {
    saveFormDraft('/usuarios/form/cadastro', { nome: 'Ana' });
    saveFormDraft('/remessas/form/cadastro', { descricao: 'Mensalidade' });
    sessionStorage.setItem('outra-chave', 'fica');
    clearFormDrafts();
    expect(takeFormDraft('/usuarios/form/cadastro')).toBeUndefined();
    expect(takeFormDraft('/remessas/form/cadastro')).toBeUndefined();
    expect(sessionStorage.getItem('outra-chave')).toBe('fica');
  });

  it('treats storage that throws or holds garbage as no draft', () => {
    sessionStorage.setItem(`anoreg-painel:rascunho:${KEY}`, '{não é json');
    expect(takeFormDraft(KEY)).toBeUndefined();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError');
    });
    expect(() => saveFormDraft(KEY, { nome: 'Joana' })).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError');
    });
    expect(takeFormDraft(KEY)).toBeUndefined();
  });
});
