import { afterEach, describe, expect, it, vi } from 'vitest';
import { buscarAssociados } from '@/generated/api/associados/associados';
import { autenticar, solicitarEsquecimentoSenha } from '@/generated/api/autenticacao/autenticacao';
import { storeSession } from '@/lib/auth/session-store';
import { buscarUsuarios, criarUsuario } from '@/generated/api/usuarios/usuarios';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { mockRuntime } from '@mocks/lib/runtime';
import {
  DEMO_DATA_STORAGE_KEY,
  getDemoStatus,
  refreshDemoData,
  restoreDemoData,
  startBrowserPersistence,
  switchScenario,
} from '@mocks/persistence';
import { signInAsDemoUser, TEST_TOKEN } from '../auth';

const saved = () => JSON.parse(localStorage.getItem(DEMO_DATA_STORAGE_KEY) ?? 'null');

/** Scenarios set a realistic latency; these tests do not wait for it. */
const withoutLatency = () => {
  mockRuntime.latency = { min: 0, max: 0 };
};

async function start(requested?: Parameters<typeof startBrowserPersistence>[0]) {
  await startBrowserPersistence(requested);
  withoutLatency();
}

const searchUsuarios = (descricao: string) => buscarUsuarios({ descricao, tipoUsuario: '', numPage: 1, numRows: 10 });
const newUser = { nome: 'Zélia Amaral', email: 'zelia.amaral@anoreg.org.br', cpf: '52998224725' };

afterEach(() => {
  mockRuntime.onDataChanged = undefined;
  mockRuntime.beforeEachCall = undefined;
  mockRuntime.measureCalls = false;
  mockRuntime.failureRate = 0;
  withoutLatency();
});

describe('demo persistence in the browser', () => {
  it('seeds padrão on the first visit and saves only the scenario, the seed date and the changes', async () => {
    await start();
    expect(getDemoStatus()).toEqual({ scenario: 'padrao', storage: 'navegador' });
    expect(db.associados.count()).toBe(160);
    expect(saved()).toMatchObject({ version: 4, scenario: 'padrao', changes: {} });
    expect(Date.parse(saved().seedDate)).not.toBeNaN();
  });

  it('saves what a call changed and restores it after a reload', async () => {
    await start();
    await signInAsDemoUser();
    await criarUsuario(newUser);
    await vi.waitFor(() =>
      expect(saved().changes.usuarios?.upserts).toEqual([expect.objectContaining({ nome: 'Zélia Amaral' })]),
    );
    expect(saved().changes.emails.upserts).toEqual([expect.objectContaining({ para: 'zelia.amaral@anoreg.org.br' })]);

    // A reload: memory is gone, the browser's storage is not.
    db.usuarios.deleteMany((q) => q.where(() => true));
    await start();
    expect((await searchUsuarios('Zélia')).data.map((usuario) => usuario.nome)).toEqual(['Zélia Amaral']);
    expect(db.emails.all().map((email) => email.para)).toEqual(['zelia.amaral@anoreg.org.br']);
  });

  it('follows another tab: its changes show in the next call, and its scenario at once', async () => {
    await start();
    storeSession(await autenticar({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha }));
    await vi.waitFor(() => expect(saved().changes.sessoes?.upserts).toHaveLength(1));
    const [first] = (await buscarAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 1 })).data;
    const renamed = {
      ...db.associados.findFirst((q) => q.where({ associadoId: first.associadoId }))!,
      nome: 'Cartório Renomeado na Outra Aba',
    };

    const fromOtherTab = {
      ...saved(),
      changes: { ...saved().changes, associados: { upserts: [renamed], deleted: [] } },
    };
    localStorage.setItem(DEMO_DATA_STORAGE_KEY, JSON.stringify(fromOtherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: DEMO_DATA_STORAGE_KEY }));
    const found = await buscarAssociados({ descricao: 'Renomeado na Outra', filtros: [], numPage: 1, numRows: 10 });
    expect(found.data.map((associado) => associado.associadoId)).toEqual([first.associadoId]);

    localStorage.setItem(DEMO_DATA_STORAGE_KEY, JSON.stringify({ ...fromOtherTab, scenario: 'instavel' }));
    window.dispatchEvent(new StorageEvent('storage', { key: DEMO_DATA_STORAGE_KEY }));
    await vi.waitFor(() => expect(getDemoStatus().scenario).toBe('instavel'));
    expect(mockRuntime.failureRate).toBe(0.2);
    expect(db.associados.findFirst((q) => q.where({ associadoId: first.associadoId }))?.nome).toBe(
      'Cartório Renomeado na Outra Aba',
    );
  });

  it('keeps the data when the scenario changes the network only, and starts a new data set from its seed', async () => {
    await start();
    await signInAsDemoUser();
    await criarUsuario(newUser);

    await switchScenario('lento');
    expect(mockRuntime.latency).toEqual({ min: 1500, max: 4000 });
    withoutLatency();
    expect((await searchUsuarios('Zélia')).total).toBe(1);

    await switchScenario('vazio');
    withoutLatency();
    expect(saved().scenario).toBe('vazio');
    expect(db.associados.count()).toBe(0);
    expect(db.remessas.count()).toBe(0);
    // The signed-in demo user exists in every data set, so the session goes along.
    const usuarios = await searchUsuarios('');
    expect(usuarios.data.map((usuario) => usuario.nome)).toEqual(['Ana Beatriz Costa']);
  });

  it('takes the scenario asked for in the address, remembering it for the next visit', async () => {
    await start('grande');
    expect(getDemoStatus().scenario).toBe('grande');
    expect(db.associados.count()).toBe(10_000);
    expect(saved().scenario).toBe('grande');
    expect(JSON.stringify(saved()).length).toBeLessThan(1000);

    await start();
    expect(getDemoStatus().scenario).toBe('grande');
  });

  it('restores the seed of the scenario, here and for the other tabs, keeping whoever is signed in', async () => {
    await start();
    await signInAsDemoUser();
    await criarUsuario(newUser);
    await solicitarEsquecimentoSenha({ email: 'ana.costa@anoreg.org.br' });

    await restoreDemoData();
    withoutLatency();
    expect((await searchUsuarios('Zélia')).total).toBe(0);
    expect(db.emails.count()).toBe(0);
    expect(db.sessoes.all().map((sessao) => sessao.token)).toEqual([TEST_TOKEN]);
    expect(Object.keys(saved().changes)).toEqual(['sessoes']);
  });

  it('ignores saved data it cannot read and starts again from the seed', async () => {
    localStorage.setItem(
      DEMO_DATA_STORAGE_KEY,
      JSON.stringify({ version: 4, scenario: 'padrao', seedDate: 'ontem', changes: {} }),
    );
    await start();
    expect(db.associados.count()).toBe(160);
    localStorage.setItem(DEMO_DATA_STORAGE_KEY, '{quebrado');
    await start();
    expect(saved()).toMatchObject({ version: 4, scenario: 'padrao' });
  });

  it('starts in memory, saying so, when the browser blocks storage altogether', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);

    await start();
    expect(getDemoStatus()).toEqual({ scenario: 'padrao', storage: 'memoria' });
    await signInAsDemoUser();
    expect((await searchUsuarios('Ana Beatriz')).total).toBe(1);
  });

  it('keeps working in memory when the storage is full, and says so', async () => {
    await start();
    await signInAsDemoUser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await criarUsuario(newUser);
    await vi.waitFor(() => expect(getDemoStatus().storage).toBe('memoria'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Não foi possível guardar os dados de demonstração'),
      expect.any(DOMException),
    );
    expect((await searchUsuarios('Zélia')).total).toBe(1);
    await refreshDemoData();
    expect((await searchUsuarios('Zélia')).total).toBe(1);
  });
});
