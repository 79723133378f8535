import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autenticar, solicitarEsquecimentoSenha } from '@/generated/api/autenticacao/autenticacao';
import {
  atualizarRemessa,
  excluirRemessas,
  obterRemessa,
  vincularAssociadosRemessa,
} from '@/generated/api/remessas/remessas';
import { buscarAssociados, excluirAssociados, obterAssociado } from '@/generated/api/associados/associados';
import { storeSession } from '@/lib/auth/session-store';
import { buscarUsuarios, criarUsuario } from '@/generated/api/usuarios/usuarios';
import { toRemessaVincular } from '@/lib/remessa-vinculo';
import { db } from '@mocks/db';
import { presentAssociadoResumo } from '@mocks/db/presenters';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { DEMO_DATABASE, openDemoStore, type SavedChange } from '@mocks/demo-store';
import { mockRuntime } from '@mocks/lib/runtime';
import {
  getDemoStatus,
  refreshDemoData,
  restoreDemoData,
  startBrowserPersistence,
  switchScenario,
} from '@mocks/persistence';
import { signInAsDemoUser, TEST_TOKEN } from '../auth';

/** The key of the one seed this browser keeps (read as a new page would), once it is written. */
async function keptSeedKey() {
  const opening = indexedDB.open(DEMO_DATABASE);
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
    const request = database.transaction('sementes', 'readonly').objectStore('sementes').getAllKeys();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  database.close();
  return keys[0] as string | undefined;
}

/** What the demo keeps in this browser, read as a new page would. */
async function stored() {
  const store = await openDemoStore();
  return store.read();
}

const changesOf = async (colecao: SavedChange['colecao']) =>
  (await stored()).changes.filter((change) => change.colecao === colecao);

/** Scenarios set a realistic latency; these tests do not wait for it. */
const withoutLatency = () => {
  mockRuntime.latency = { min: 0, max: 0 };
};

/** A page load: memory is gone (the tables hold nothing), the browser's storage is not. */
async function start(requested?: Parameters<typeof startBrowserPersistence>[0]) {
  for (const table of Object.values(db)) table.clear();
  await startBrowserPersistence(requested);
  withoutLatency();
}

/** Another tab of the demo: it writes in the same IndexedDB and tells this one on the same channel. */
async function otherTab() {
  const channel = new BroadcastChannel('anoreg-painel:dados-demo');
  const store = await openDemoStore();
  return {
    store,
    tell: (message: unknown) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

const searchUsuarios = (descricao: string) => buscarUsuarios({ descricao, tipoUsuario: '', numPage: 1, numRows: 10 });
const newUser = { nome: 'Zélia Amaral', email: 'zelia.amaral@anoreg.org.br', cpf: '52998224725' };

beforeEach(() => {
  // An empty browser profile for each test.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  mockRuntime.onDataChanged = undefined;
  mockRuntime.beforeEachCall = undefined;
  mockRuntime.failureRate = 0;
  withoutLatency();
});

describe('demo persistence in the browser', () => {
  it('seeds padrão on the first visit and keeps only the scenario, the seed day and the changes', async () => {
    await start();
    expect(getDemoStatus()).toEqual({ scenario: 'padrao', storage: 'navegador' });
    expect(db.associados.count()).toBe(160);
    const { demo, changes } = await stored();
    expect(demo).toMatchObject({ version: 5, scenario: 'padrao' });
    expect(Date.parse(demo!.seedDate)).not.toBeNaN();
    expect(changes).toEqual([]);
  });

  it('saves what a call changed and restores it after a reload, reading the seed it built before', async () => {
    await start();
    await signInAsDemoUser();
    await criarUsuario(newUser);
    await vi.waitFor(async () =>
      expect((await changesOf('usuarios')).map((change) => change.registro)).toEqual([
        expect.objectContaining({ nome: 'Zélia Amaral' }),
      ]),
    );
    expect((await changesOf('emails')).map((change) => change.registro)).toEqual([
      expect.objectContaining({ para: 'zelia.amaral@anoreg.org.br' }),
    ]);

    // The seed of that day is kept in this browser: the next load reads it rather than building it
    // again, so a mark put in the kept copy shows.
    const key = await vi.waitFor(async () => {
      const found = await keptSeedKey();
      expect(found).toBeDefined();
      return found!;
    });
    const store = await openDemoStore();
    const kept = (await store.readSeed(key))!;
    const marked = kept.associados[0];
    kept.associados[0] = { ...marked, nome: 'Lido da semente guardada' };
    await store.saveSeed(key, kept);

    await start();
    expect(db.associados.findFirst((q) => q.where({ associadoId: marked.associadoId }))?.nome).toBe(
      'Lido da semente guardada',
    );
    expect((await searchUsuarios('Zélia')).data.map((usuario) => usuario.nome)).toEqual(['Zélia Amaral']);
    expect(db.emails.all().map((email) => email.para)).toEqual(['zelia.amaral@anoreg.org.br']);
    expect(db.associados.count()).toBe(160);
  });

  it('keeps every kind of write across a reload: a create, an edit and a delete of a remessa and of an associate', async () => {
    await start();
    await signInAsDemoUser();
    const remessa = db.remessas.findFirst((q) => q.where((r) => r.situacaoRemessa.situacaoRemessaId === 1))!;
    const associado = db.associados.all()[3];
    // Edited first, then deleted: the last write is what a reload must show.
    const lida = await obterRemessa(remessa.remessaId);
    await atualizarRemessa({
      remessaId: lida.remessaId,
      descricao: 'Antes de sair',
      observacao: lida.observacao,
      paragrafoPersonalizado: lida.paragrafoPersonalizado,
      tipoRemessa: lida.tipoRemessa,
      dataVencimento: lida.dataVencimento,
      valorRemessa: lida.valorRemessa,
      tipoAssociado: lida.tipoAssociado,
      situacaoRemessa: lida.situacaoRemessa,
    });
    await vi.waitFor(async () => expect(await changesOf('remessas')).toHaveLength(1));
    await criarUsuario(newUser);
    await excluirRemessas({ remessasDelete: [{ remessaId: remessa.remessaId }] });
    await excluirAssociados({ associadosDelete: [{ associadoId: associado.associadoId }] });
    await vi.waitFor(async () =>
      expect((await changesOf('associados')).map((change) => change.registro)).toEqual([null]),
    );

    await start();
    await expect(obterRemessa(remessa.remessaId)).rejects.toMatchObject({ response: { status: 404 } });
    await expect(obterAssociado(associado.associadoId)).rejects.toMatchObject({ response: { status: 404 } });
    expect(db.vinculos.findMany((q) => q.where({ remessaId: remessa.remessaId }))).toEqual([]);
    expect((await searchUsuarios('Zélia')).data.map((usuario) => usuario.nome)).toEqual(['Zélia Amaral']);
  });

  it('keeps a link of 2,500 payers as one change, and has them all after a reload', async () => {
    await start('grande');
    await signInAsDemoUser();
    const remessa = db.remessas.findFirst((q) =>
      q.where((r) => r.situacaoRemessa.situacaoRemessaId === 1 && r.tipoAssociado.tipoAssociadoId === 1),
    )!;
    const escolhidos = db.associados
      .findMany((q) => q.where((a) => a.tipoAssociado.tipoAssociadoId === 1))
      .slice(0, 2_500)
      .map(presentAssociadoResumo);
    const antes = await obterRemessa(remessa.remessaId);
    const { saves } = await stored();
    await vincularAssociadosRemessa(toRemessaVincular(antes, [...antes.associados, ...escolhidos]));
    const ligados = new Set([...antes.associados.map((a) => a.associadoId), ...escolhidos.map((a) => a.associadoId)]);
    await vi.waitFor(async () =>
      expect(await changesOf('vinculos')).toHaveLength(ligados.size - antes.associados.length),
    );
    // One save for the call, however many links it made.
    expect((await stored()).saves).toBe(saves + 1);

    await start();
    expect(getDemoStatus().scenario).toBe('grande');
    expect((await obterRemessa(remessa.remessaId)).associados.map((a) => a.associadoId).sort()).toEqual(
      [...ligados].sort(),
    );
  });

  it('puts many saves together in one when loading, the last record of each key, in the order they were made', async () => {
    await start();
    await signInAsDemoUser();
    const store = await openDemoStore();
    const [first] = db.associados.all();
    for (let n = 1; n <= 60; n++) {
      const registro = { ...first, nome: `Cartório Renomeado ${n}` };
      await store.saveChanges([{ colecao: 'associados', chave: String(first.associadoId), registro }]);
    }
    const novo = { ...first, associadoId: 999, cpfCnpj: '11222333000181' };
    await store.saveChanges([{ colecao: 'associados', chave: '999', registro: novo }]);

    await start();
    expect(db.associados.get(String(first.associadoId))?.nome).toBe('Cartório Renomeado 60');
    expect(db.associados.all().at(-1)?.associadoId).toBe(999);
    await vi.waitFor(async () => expect((await stored()).saves).toBe(1));
    expect((await changesOf('associados')).map((change) => change.chave)).toEqual([String(first.associadoId), '999']);
    await start();
    expect(db.associados.get(String(first.associadoId))?.nome).toBe('Cartório Renomeado 60');
  });

  it('follows another tab: its changes at once, and its new scenario as soon as it says so', async () => {
    await start();
    storeSession(await autenticar({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha }));
    const [first] = (await buscarAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 1 })).data;
    const renamed = { ...db.associados.get(String(first.associadoId))!, nome: 'Cartório Renomeado na Outra Aba' };
    const tab = await otherTab();
    const { demo } = await stored();
    const change: SavedChange = {
      colecao: 'associados',
      chave: String(first.associadoId),
      registro: renamed,
    };
    await tab.store.saveChanges([change]);
    tab.tell({ kind: 'alteracoes', seed: `5:padrao:${demo!.seedDate}`, changes: [change] });
    await vi.waitFor(() => expect(db.associados.get(String(first.associadoId))?.nome).toBe(renamed.nome));
    const found = await buscarAssociados({ descricao: 'Renomeado na Outra', filtros: [], numPage: 1, numRows: 10 });
    expect(found.data.map((associado) => associado.associadoId)).toEqual([first.associadoId]);

    await tab.store.saveDemo({ ...demo!, scenario: 'instavel' });
    tab.tell({ kind: 'demo' });
    await vi.waitFor(() => expect(getDemoStatus().scenario).toBe('instavel'));
    await refreshDemoData();
    expect(mockRuntime.failureRate).toBe(0.2);
    expect(db.associados.get(String(first.associadoId))?.nome).toBe('Cartório Renomeado na Outra Aba');
    tab.close();
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
    expect((await stored()).demo?.scenario).toBe('vazio');
    expect(db.associados.count()).toBe(0);
    expect(db.remessas.count()).toBe(0);
    // The signed-in demo user exists in every data set, so the session goes along.
    const usuarios = await searchUsuarios('');
    expect(usuarios.data.map((usuario) => usuario.nome)).toEqual(['Ana Beatriz Costa']);
    expect((await changesOf('sessoes')).map((change) => change.chave)).toEqual([TEST_TOKEN]);
  });

  it('takes the scenario asked for in the address, remembering it for the next visit', async () => {
    await start('grande');
    expect(getDemoStatus().scenario).toBe('grande');
    expect(db.associados.count()).toBe(10_000);
    expect(await stored()).toMatchObject({ demo: { scenario: 'grande' }, changes: [] });

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
    expect((await stored()).changes.map((change) => change.colecao)).toEqual(['sessoes']);
  });

  it('ignores saved data it cannot read and starts again from the seed', async () => {
    const store = await openDemoStore();
    await store.startOver({ version: 5, scenario: 'padrao', seedDate: 'ontem' }, []);
    await start();
    expect(db.associados.count()).toBe(160);
    expect(Date.parse((await stored()).demo!.seedDate)).not.toBeNaN();

    const { demo } = await stored();
    await store.saveChanges([{ colecao: 'associados', chave: '1', registro: { associadoId: 'um' } }]);
    await start();
    expect(db.associados.get('1')?.associadoId).toBe(1);
    expect((await stored()).demo!.seedDate).not.toBe(demo!.seedDate);
  });

  it('starts in memory, saying so, when the browser blocks storage altogether', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

    await start();
    expect(getDemoStatus()).toEqual({ scenario: 'padrao', storage: 'memoria' });
    await signInAsDemoUser();
    expect((await searchUsuarios('Ana Beatriz')).total).toBe(1);
  });

  it('keeps working in memory when the storage is full, and says so', async () => {
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await start();
    await signInAsDemoUser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw full;
    });

    await criarUsuario(newUser);
    await vi.waitFor(() => expect(getDemoStatus().storage).toBe('memoria'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Não foi possível guardar os dados de demonstração'),
      full,
    );
    expect((await searchUsuarios('Zélia')).total).toBe(1);
    vi.restoreAllMocks();
    expect(await changesOf('usuarios')).toEqual([]);
  });
});
