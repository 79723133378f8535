import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/auth/session-store';
import { clearFormDrafts, saveFormDraft, takeFormDraft } from './form-draft';

const KEY = '/usuarios/form/cadastro';

afterEach(() => {
  vi.useRealTimers();
});

describe('form drafts', () => {
  it('gives the values back once, Dates as Dates, and leaves nothing behind', () => {
    storeSession({ accessToken: 't', nome: 'Ana' });
    const vencimento = new Date(2031, 4, 20);
    saveFormDraft(KEY, { nome: 'Joana', dataVencimento: vencimento, usuarios: [{ nome: 'Bia', dataNasc: null }] });

    expect(takeFormDraft(KEY)).toEqual({ nome: 'Joana', dataVencimento: vencimento, usuarios: [{ nome: 'Bia', dataNasc: null }] });
    expect(takeFormDraft(KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('never stores a password, at any depth', () => {
    saveFormDraft(KEY, { cpf: '111.444.777-35', senha: 'demo123', acesso: { password: 'x', confirmaSenha: 'y', login: 'ana' } });
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

  it('is not handed to another user', () => {
    storeSession({ accessToken: 't1', nome: 'Ana' });
    saveFormDraft(KEY, { nome: 'Joana' });
    storeSession({ accessToken: 't2', nome: 'Bruno' });
    expect(takeFormDraft(KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('expires after an hour', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    saveFormDraft(KEY, { nome: 'Joana' });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect(takeFormDraft(KEY)).toBeUndefined();
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
