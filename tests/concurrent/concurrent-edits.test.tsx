import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { associadoFormShown, fillUsuario, section, usuarioBlock } from '../associados/associado-form-helpers';
import { location, renderApp } from '../render';
import { findTable, openRowMenu, rowTexts } from '../listas/listas-helpers';
import { expectContractViolations } from '../expected-reports';
import { captureRequests } from '../requests';
import { typeDate } from '../form-controls';
import { dayFromToday, seededRemessa } from '../remessas/remessa-helpers';

/**
 * Two members of staff on the same record (docs/decisions/0016-concurrent-edits.md). The
 * colleague's save is a change in the mock database (what their browser's PUT leaves there); the
 * person's save is checked by what the server receives.
 */

const ASSOCIADO_CHANGED = 'Este associado foi alterado por outra pessoa enquanto você editava.';
const USUARIO_CHANGED = 'Este usuário foi alterado por outra pessoa enquanto você editava.';
const REMESSA_CHANGED = 'Esta remessa foi alterada por outra pessoa enquanto você editava.';
const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

/** An associate of the seed with two users. */
function associadoWithUsuarios() {
  const associado = db.associados
    .all()
    .find((a) => db.usuarios.findMany((q) => q.where({ associadoId: a.associadoId })).length === 2);
  if (!associado) throw new Error('semente sem associado com dois usuários');
  return { associado, usuarios: db.usuarios.findMany((q) => q.where({ associadoId: associado.associadoId })) };
}

/** A colleague's saved change to an associate. */
const colleagueSavesAssociado = (
  associadoId: number,
  change: (record: ReturnType<typeof db.associados.all>[number]) => void,
) => db.associados.update((q) => q.where({ associadoId }), { data: change });

const colleagueSavesUsuario = (
  usuarioId: number,
  change: (record: ReturnType<typeof db.usuarios.all>[number]) => void,
) => db.usuarios.update((q) => q.where({ usuarioId }), { data: change });

const colleagueSavesRemessa = (
  remessaId: number,
  change: (record: ReturnType<typeof db.remessas.all>[number]) => void,
) => db.remessas.update((q) => q.where({ remessaId }), { data: change });

async function replace(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

async function openAssociadoForm(associadoId: number) {
  const app = await renderApp(`/associados/form/editar/${associadoId}`, { signedIn: true });
  await waitFor(() => expect(section('Associação').getByLabelText('Nome')).not.toHaveValue(''));
  await associadoFormShown();
  return app;
}

const putBodies = (
  requests: ReturnType<typeof captureRequests>,
  operation: 'atualizarAssociado' | 'atualizarUsuario' | 'atualizarRemessa',
) => requests.of(operation).map((request) => request.body as Record<string, unknown>);

describe('an edit form starts from the record as the server has it now', () => {
  it('associate: opened from its page after a colleague saved a new name, the form shows that name', async () => {
    const { associado } = associadoWithUsuarios();
    const { user } = await renderApp(`/associados/info/${associado.associadoId}`, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Informações do associado' })).toBeInTheDocument();
    await screen.findAllByText(associado.nome);

    await colleagueSavesAssociado(associado.associadoId, (record) => {
      record.nome = 'Nome salvo pela colega';
    });
    await user.click(screen.getByRole('link', { name: 'Editar informações' }));
    await screen.findByRole('region', { name: 'Associação' });
    await waitFor(() => expect(section('Associação').getByLabelText('Nome')).toHaveValue('Nome salvo pela colega'));
    // Taken before anything was typed: the form is not marked as changed.
    expect(save()).toBeDisabled();
  });

  it('associate: a fresh answer that comes after the person started typing fills only the fields they have not changed', async () => {
    const { associado } = associadoWithUsuarios();
    const { user } = await renderApp(`/associados/info/${associado.associadoId}`, { signedIn: true });
    await screen.findAllByText(associado.nome);
    // The next read of the associate waits until released (a slow network), then answers as the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/associados/${associado.associadoId}`, async () => {
        await held;
        return undefined;
      }),
    );
    await colleagueSavesAssociado(associado.associadoId, (record) => {
      record.nome = 'Nome salvo pela colega';
    });

    await user.click(screen.getByRole('link', { name: 'Editar informações' }));
    await screen.findByRole('heading', { name: 'Editar associado' });
    const nome = await section('Associação').findByLabelText('Nome');
    await associadoFormShown();
    // The cached copy shows at once, and the person starts typing.
    expect(nome).toHaveValue(associado.nome);
    const numero = section('Endereço').getByLabelText('Número');
    await replace(user, numero, '742');
    release();
    await waitFor(() => expect(nome).toHaveValue('Nome salvo pela colega'));
    expect(numero).toHaveValue('742');
    expect(save()).toBeEnabled();
  });

  it('a name a colleague changed and changed back after the form took it is saved as they left it', async () => {
    const { associado } = associadoWithUsuarios();
    const { user } = await renderApp(`/associados/info/${associado.associadoId}`, { signedIn: true });
    await screen.findAllByText(associado.nome);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/associados/${associado.associadoId}`, async () => {
        await held;
        return undefined;
      }),
    );
    await colleagueSavesAssociado(associado.associadoId, (record) => {
      record.nome = 'Nome salvo pela colega';
    });
    await user.click(screen.getByRole('link', { name: 'Editar informações' }));
    await screen.findByRole('heading', { name: 'Editar associado' });
    const nome = await section('Associação').findByLabelText('Nome');
    await associadoFormShown();
    const numero = section('Endereço').getByLabelText('Número');
    await replace(user, numero, '742');
    release();
    await waitFor(() => expect(nome).toHaveValue('Nome salvo pela colega'));
    // The colleague changes it back; the person saves.
    await colleagueSavesAssociado(associado.associadoId, (record) => {
      record.nome = associado.nome;
    });
    const requests = captureRequests();
    await user.click(save());
    await waitFor(() => expect(putBodies(requests, 'atualizarAssociado')).toHaveLength(1));
    expect(putBodies(requests, 'atualizarAssociado')[0]).toMatchObject({
      nome: associado.nome,
      endereco: expect.objectContaining({ numero: '742' }) as unknown,
    });
  });

  it('user: opened again from the list after a colleague saved a new e-mail, the form shows that e-mail', async () => {
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    const { user, router } = await renderApp('/usuarios/form/editar/2', { signedIn: true });
    expect(await screen.findByDisplayValue(usuario.email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    // Back on the list as the person sees it: the form has closed (an address changed is not enough).
    const table = await findTable('Usuários');
    expect(location(router)).toBe('/listas?type=users');

    await colleagueSavesUsuario(2, (record) => {
      record.email = 'novo.email@anoreg.org.br';
    });
    await user.type(screen.getByLabelText('Pesquisar usuários'), usuario.nome);
    await waitFor(() => expect(rowTexts(table)).toHaveLength(1));
    const menu = await openRowMenu(user, table, usuario.nome);
    await user.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('novo.email@anoreg.org.br'));
  });

  it('remessa: opened from its page after a colleague saved a new description, the form shows it', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await screen.findByRole('table', { name: 'Associados da remessa' });
    await colleagueSavesRemessa(remessa.remessaId, (record) => {
      record.descricao = 'Descrição salva pela colega';
    });
    await user.click(screen.getByRole('link', { name: 'Editar' }));
    await waitFor(() => expect(screen.getByLabelText('Descrição')).toHaveValue('Descrição salva pela colega'));
  });
});

describe('the record read again before a save is sent back only if it came whole', () => {
  it('associate: its users came as null on that read; nothing is sent and the banner says why, keeping what was typed', async () => {
    const { associado } = associadoWithUsuarios();
    const { user } = await openAssociadoForm(associado.associadoId);
    await replace(user, section('Endereço').getByLabelText('Número'), '742');
    expectContractViolations();
    server.use(
      http.get(`*/api/associados/${associado.associadoId}`, async ({ request }) => {
        const original = await getResponse(handlers, request);
        return HttpResponse.json({ ...((await original!.json()) as object), usuarios: null });
      }),
    );
    const requests = captureRequests();
    await user.click(save());

    expect(
      await screen.findByText(
        /Os dados do associado não vieram completos ou legíveis do servidor \(lista de usuários\)/,
      ),
    ).toBeVisible();
    expect(requests.of('obterAssociado')).toHaveLength(1);
    expect(requests.of('atualizarAssociado')).toHaveLength(0);
    expect(section('Endereço').getByLabelText('Número')).toHaveValue('742');
  });
});

describe('a save keeps what a colleague saved meanwhile', () => {
  it('associate: the colleague’s name survives, the person’s street number is saved', async () => {
    const { associado } = associadoWithUsuarios();
    const { user, router } = await openAssociadoForm(associado.associadoId);

    await colleagueSavesAssociado(associado.associadoId, (record) => {
      record.nome = 'Nome salvo pela colega';
    });
    await replace(user, section('Endereço').getByLabelText('Número'), '742');
    const requests = captureRequests();
    await user.click(save());

    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    // One extra GET right before the PUT.
    expect(requests.all.map((request) => request.operationId).slice(0, 2)).toEqual([
      'obterAssociado',
      'atualizarAssociado',
    ]);
    const [body] = putBodies(requests, 'atualizarAssociado');
    expect(body.nome).toBe('Nome salvo pela colega');
    expect(body.endereco).toMatchObject({ numero: '742' });
    expect(db.associados.findFirst((q) => q.where({ associadoId: associado.associadoId }))).toMatchObject({
      nome: 'Nome salvo pela colega',
      endereco: expect.objectContaining({ numero: '742' }),
    });
  });

  it('associate users: matched by id; the colleague’s change to one user stays, mine to another and my new user are saved', async () => {
    const { associado, usuarios } = associadoWithUsuarios();
    const requests = captureRequests();
    const { user, router } = await openAssociadoForm(associado.associadoId);

    await colleagueSavesUsuario(usuarios[0].usuarioId, (record) => {
      record.email = 'colega@cartorio.com.br';
    });
    await replace(user, usuarioBlock(2).getByLabelText('Nome'), 'Nome da Pessoa');
    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    await fillUsuario(user, 3, {
      nome: 'Nova Pessoa',
      login: 'nova.pessoa',
      email: 'nova@exemplo.com.br',
      dataNasc: '01/02/2000',
      telefone: '21912345678',
    });
    await user.click(save());

    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    const [body] = putBodies(requests, 'atualizarAssociado');
    expect(body.usuarios).toEqual([
      expect.objectContaining({
        usuarioId: usuarios[0].usuarioId,
        email: 'colega@cartorio.com.br',
        nome: usuarios[0].nome,
      }),
      expect.objectContaining({ usuarioId: usuarios[1].usuarioId, nome: 'Nome da Pessoa', email: usuarios[1].email }),
      expect.objectContaining({ usuarioId: null, login: 'nova.pessoa' }),
    ]);
  });

  it('user: the colleague’s name stays, my e-mail is saved', async () => {
    const requests = captureRequests();
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    const { user, router } = await renderApp('/usuarios/form/editar/2', { signedIn: true });
    const email = await screen.findByDisplayValue(usuario.email);
    await colleagueSavesUsuario(2, (record) => {
      record.nome = 'Nome salvo pela colega';
    });
    await replace(user, email, 'meu.email@anoreg.org.br');
    await user.click(save());
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(putBodies(requests, 'atualizarUsuario')).toEqual([
      { usuarioId: 2, nome: 'Nome salvo pela colega', email: 'meu.email@anoreg.org.br', cpf: usuario.cpf },
    ]);
  });

  it('remessa: never sends back a situação it did not change, and keeps the colleague’s description', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const requests = captureRequests();
    const { user, router } = await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    await screen.findByDisplayValue(remessa.descricao);

    await colleagueSavesRemessa(remessa.remessaId, (record) => {
      record.descricao = 'Descrição salva pela colega';
      record.situacaoRemessa = {
        situacaoRemessaId: SituacaoRemessaId.ERRO_NO_ENVIO,
        situacaoRemessaNome: 'Erro no envio',
      };
    });
    await replace(user, screen.getByLabelText('Nome'), 'Nome meu');
    await user.click(save());

    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
    expect(putBodies(requests, 'atualizarRemessa')[0]).toMatchObject({
      descricao: 'Descrição salva pela colega',
      observacao: 'Nome meu',
      situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.ERRO_NO_ENVIO },
    });
  });
});

describe('a field both changed is a conflict; nothing is sent until the person chooses', () => {
  it('associate: lists each field with both values as the form shows them; the choices are saved', async () => {
    const { associado, usuarios } = associadoWithUsuarios();
    const requests = captureRequests();
    const { user, router } = await openAssociadoForm(associado.associadoId);

    await colleagueSavesAssociado(associado.associadoId, (record) => {
      record.endereco.numero = '200';
      record.associacao.mensalidade = 510;
      record.associacao.dataAssociacao = '2019-03-05';
    });
    await colleagueSavesUsuario(usuarios[0].usuarioId, (record) => {
      record.telefone = '11999998888';
    });
    await replace(user, section('Endereço').getByLabelText('Número'), '300');
    const mensalidade = section('Informações de cobrança').getByLabelText('Mensalidade');
    await replace(user, mensalidade, '1234,5');
    await typeDate(user, section('Associação').getByLabelText('Data de associação'), '07/08/2021');
    await replace(user, usuarioBlock(1).getByLabelText('Telefone'), '1133334444');
    await user.click(save());

    const dialog = await screen.findByRole('dialog', { name: ASSOCIADO_CHANGED });
    expect(putBodies(requests, 'atualizarAssociado')).toEqual([]);
    const field = (label: string) => within(within(dialog).getByRole('group', { name: label }));
    expect(field('Número').getByRole('radio', { name: 'Manter o meu: 300' })).toBeInTheDocument();
    expect(field('Número').getByRole('radio', { name: 'Usar o da outra pessoa: 200' })).toBeInTheDocument();
    expect(field('Mensalidade').getByRole('radio', { name: 'Manter o meu: R$ 1.234,50' })).toBeInTheDocument();
    expect(field('Mensalidade').getByRole('radio', { name: 'Usar o da outra pessoa: R$ 510,00' })).toBeInTheDocument();
    expect(field('Data de associação').getByRole('radio', { name: 'Manter o meu: 07/08/2021' })).toBeInTheDocument();
    expect(
      field('Data de associação').getByRole('radio', { name: 'Usar o da outra pessoa: 05/03/2019' }),
    ).toBeInTheDocument();
    const telefone = field(`Usuário ${usuarios[0].nome} — Telefone`);
    expect(telefone.getByRole('radio', { name: 'Manter o meu: (11) 3333-4444' })).toBeInTheDocument();
    expect(telefone.getByRole('radio', { name: 'Usar o da outra pessoa: (11) 99999-8888' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('group')).toHaveLength(4);

    const confirm = within(dialog).getByRole('button', { name: 'Salvar com estas escolhas' });
    expect(confirm).toBeDisabled();
    await user.click(field('Número').getByRole('radio', { name: /Usar o da outra pessoa/ }));
    await user.click(field('Mensalidade').getByRole('radio', { name: /Manter o meu/ }));
    await user.click(field('Data de associação').getByRole('radio', { name: /Usar o da outra pessoa/ }));
    await user.click(telefone.getByRole('radio', { name: /Manter o meu/ }));
    await user.click(confirm);

    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    const bodies = putBodies(requests, 'atualizarAssociado');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      endereco: { numero: '200' },
      associacao: { mensalidade: 1234.5, dataAssociacao: '2019-03-05' },
    });
    expect((bodies[0].usuarios as { usuarioId: number; telefone: string }[])[0]).toMatchObject({
      usuarioId: usuarios[0].usuarioId,
      telefone: '1133334444',
    });
  });

  it('associate: Cancelar closes the dialog, sends nothing and keeps what was typed', async () => {
    const { associado } = associadoWithUsuarios();
    const requests = captureRequests();
    const { user } = await openAssociadoForm(associado.associadoId);
    await colleagueSavesAssociado(associado.associadoId, (record) => {
      record.endereco.numero = '200';
    });
    const numero = section('Endereço').getByLabelText('Número');
    await replace(user, numero, '300');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: ASSOCIADO_CHANGED });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(numero).toHaveValue('300');
    expect(save()).toBeEnabled();
    expect(putBodies(requests, 'atualizarAssociado')).toEqual([]);
  });

  it('user: the dialog says the user was changed; taking theirs saves theirs', async () => {
    const requests = captureRequests();
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    const { user, router } = await renderApp('/usuarios/form/editar/2', { signedIn: true });
    const nome = await screen.findByDisplayValue(usuario.nome);
    await colleagueSavesUsuario(2, (record) => {
      record.nome = 'Nome da colega';
    });
    await replace(user, nome, 'Meu nome');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: USUARIO_CHANGED });
    await user.click(within(dialog).getByRole('radio', { name: 'Usar o da outra pessoa: Nome da colega' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(putBodies(requests, 'atualizarUsuario')).toEqual([expect.objectContaining({ nome: 'Nome da colega' })]);
  });

  it('remessa: amounts in R$ and dates as dd/MM/yyyy in the dialog', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const theirsDay = dayFromToday(40);
    const mineDay = dayFromToday(50);
    const requests = captureRequests();
    const { user, router } = await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    await screen.findByDisplayValue(remessa.descricao);
    await colleagueSavesRemessa(remessa.remessaId, (record) => {
      record.dataVencimento = theirsDay.iso;
    });
    await typeDate(user, 'Data de vencimento', mineDay.shown);
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: REMESSA_CHANGED });
    const group = within(within(dialog).getByRole('group', { name: 'Data de vencimento' }));
    expect(group.getByRole('radio', { name: `Usar o da outra pessoa: ${theirsDay.shown}` })).toBeInTheDocument();
    await user.click(group.getByRole('radio', { name: `Manter o meu: ${mineDay.shown}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
    expect(putBodies(requests, 'atualizarRemessa')).toEqual([expect.objectContaining({ dataVencimento: mineDay.iso })]);
  });
});

describe('a draft given back after signing in again merges like a save', () => {
  async function signInAgain(user: UserEvent) {
    await user.type(await screen.findByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
    await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
  }

  /** Edits the number, the session ends on the server, the save gets a 401, the colleague saves. */
  async function draftThenColleague(change: Parameters<typeof colleagueSavesAssociado>[1]) {
    const { associado } = associadoWithUsuarios();
    const app = await openAssociadoForm(associado.associadoId);
    await replace(app.user, section('Endereço').getByLabelText('Número'), '742');
    db.sessoes.clear();
    await app.user.click(save());
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    await colleagueSavesAssociado(associado.associadoId, change);
    await signInAgain(app.user);
    await screen.findByText(/Recuperamos o que você tinha preenchido/);
    return { ...app, associado };
  }

  it('applies only the fields the person changed: the colleague’s name shows and is saved with my number', async () => {
    const requests = captureRequests();
    const { user, router } = await draftThenColleague((record) => {
      record.nome = 'Nome salvo pela colega';
    });
    await waitFor(() => expect(section('Associação').getByLabelText('Nome')).toHaveValue('Nome salvo pela colega'));
    await associadoFormShown();
    expect(section('Endereço').getByLabelText('Número')).toHaveValue('742');
    await user.click(save());
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    expect(putBodies(requests, 'atualizarAssociado')).toEqual([
      expect.objectContaining({ nome: 'Nome salvo pela colega', endereco: expect.objectContaining({ numero: '742' }) }),
    ]);
  });

  it('a field the colleague changed too goes through the same dialog', async () => {
    const requests = captureRequests();
    const { user, router } = await draftThenColleague((record) => {
      record.endereco.numero = '200';
    });
    await waitFor(() => expect(section('Endereço').getByLabelText('Número')).toHaveValue('742'));
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: ASSOCIADO_CHANGED });
    expect(putBodies(requests, 'atualizarAssociado')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Manter o meu: 742' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    expect(putBodies(requests, 'atualizarAssociado')).toEqual([
      expect.objectContaining({ endereco: expect.objectContaining({ numero: '742' }) }),
    ]);
  });
});
