import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lerProgresso, PROGRESSO_KEY } from '@/demo/training/progress';
import { DemoToolbar, TOOLBAR_NOTICE_KEY } from '@/demo/toolbar/demo-toolbar';
import { solicitarEsquecimentoSenha } from '@/generated/api/autenticacao/autenticacao';
import { buscarUsuarios, criarUsuario } from '@/generated/api/usuarios/usuarios';
import { db } from '@mocks/db';
import { sendEmail } from '@mocks/lib/mailbox';
import { mockRuntime } from '@mocks/lib/runtime';
import { openDemoStore } from '@mocks/demo-store';
import { startBrowserPersistence } from '@mocks/persistence';
import { signInAsDemoUser } from '../auth';

const withoutLatency = () => {
  mockRuntime.latency = { min: 0, max: 0 };
};

async function renderToolbar() {
  const reloadPage = vi.fn();
  const user = userEvent.setup();
  render(<DemoToolbar reloadPage={reloadPage} />);
  return { user, reloadPage, toolbar: screen.getByRole('complementary', { name: 'Modo demonstração' }) };
}

async function openTools(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Abrir ferramentas da demonstração' }));
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  window.history.replaceState(null, '', '/');
  await startBrowserPersistence();
  withoutLatency();
  await signInAsDemoUser();
});

afterEach(() => {
  mockRuntime.onDataChanged = undefined;
  mockRuntime.beforeEachCall = undefined;
  mockRuntime.failureRate = 0;
  withoutLatency();
  sessionStorage.clear();
});

describe('the demo toolbar', () => {
  it('marks the demonstration and shows the scenario, with its tools collapsed until asked for', async () => {
    const { user, toolbar } = await renderToolbar();
    expect(within(toolbar).getByText('Modo demonstração')).toBeVisible();
    expect(toolbar).toHaveTextContent('Cenário: Padrão');
    expect(screen.queryByRole('button', { name: 'Restaurar dados de demonstração' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Abrir ferramentas da demonstração' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openTools(user);
    expect(screen.getByRole('button', { name: 'Recolher ferramentas da demonstração' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Cenário' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Padrão/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Restaurar dados de demonstração' })).toBeVisible();
  });

  it('lists the e-mails the panel sent, newest first, with their app links', async () => {
    const { user } = await renderToolbar();
    await solicitarEsquecimentoSenha({ email: 'ana.costa@anoreg.org.br' });
    await criarUsuario({ nome: 'Zélia Amaral', email: 'zelia.amaral@anoreg.org.br', cpf: '52998224725' });

    await user.click(screen.getByRole('button', { name: 'Caixa de e-mails' }));
    const mailbox = await screen.findByRole('dialog', { name: 'Caixa de e-mails' });
    const emails = within(mailbox).getAllByRole('listitem');
    expect(emails).toHaveLength(2);
    expect(emails[0]).toHaveTextContent('Bem-vindo ao painel da associação');
    expect(emails[0]).toHaveTextContent('zelia.amaral@anoreg.org.br');
    expect(emails[1]).toHaveTextContent('Cadastro de nova senha');
    expect(emails[1]).toHaveTextContent('ana.costa@anoreg.org.br');
    expect(emails[1]).toHaveTextContent('Olá, Ana Beatriz Costa. Recebemos um pedido para cadastrar uma nova senha.');
    expect(emails[1]).toHaveTextContent(/Enviado em\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);

    const [token] = db.tokensSenha
      .findMany((q) => q.where((record) => record.usuarioId === 1))
      .map((record) => record.token);
    const link = within(emails[1]).getByRole('link', { name: 'Abrir link' });
    expect(link).toHaveAttribute('href', `/cadastrar-senha/${token}`);
    expect(link).not.toHaveAttribute('target');

    // Same tab, no reload: the router follows the address and the mailbox closes.
    await user.click(link);
    expect(window.location.pathname).toBe(`/cadastrar-senha/${token}`);
    expect(screen.queryByRole('dialog', { name: 'Caixa de e-mails' })).not.toBeInTheDocument();
  });

  it('shows e-mail text as text and follows only app paths and http(s) links', async () => {
    const { user } = await renderToolbar();
    await sendEmail({
      para: 'x@exemplo.com.br',
      assunto: '<b>Assunto</b>',
      texto: '<img src=x onerror="alert(1)">Olá',
      link: 'javascript:alert(1)',
    });
    await sendEmail({
      para: 'y@exemplo.com.br',
      assunto: 'Portal',
      texto: 'Veja o portal.',
      link: 'https://associados.anoreg.org.br/login',
    });

    await user.click(screen.getByRole('button', { name: 'Caixa de e-mails' }));
    const mailbox = await screen.findByRole('dialog', { name: 'Caixa de e-mails' });
    expect(within(mailbox).getByText('<img src=x onerror="alert(1)">Olá')).toBeInTheDocument();
    expect(mailbox.querySelector('img')).toBeNull();
    expect(within(mailbox).getByRole('heading', { name: '<b>Assunto</b>' })).toBeInTheDocument();
    const [external] = within(mailbox).getAllByRole('link', { name: 'Abrir link' });
    expect(external).toHaveAttribute('href', 'https://associados.anoreg.org.br/login');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(mailbox).getAllByRole('link', { name: 'Abrir link' })).toHaveLength(1);
    expect(within(mailbox).getByText('Link: javascript:alert(1)')).toBeInTheDocument();
  });

  it('shows the newest 100 e-mails of many (a national remessa sends 12,500 boletos), saying how many there are', async () => {
    const { user } = await renderToolbar();
    for (let n = 1; n <= 105; n++)
      await sendEmail({ para: `escritorio${n}@exemplo.com.br`, assunto: `Boleto ${n}`, texto: 'Boleto.', link: null });

    await user.click(screen.getByRole('button', { name: 'Caixa de e-mails' }));
    const mailbox = await screen.findByRole('dialog', { name: 'Caixa de e-mails' });
    expect(screen.getByRole('button', { name: 'Caixa de e-mails' })).toHaveAccessibleDescription('105 e-mails');
    expect(mailbox).toHaveTextContent('Os 100 e-mails mais recentes de 105.');
    const emails = within(mailbox).getAllByRole('listitem');
    expect(emails).toHaveLength(100);
    expect(emails[0]).toHaveTextContent('Boleto 105');
    expect(emails[99]).toHaveTextContent('Boleto 6');
  });

  it('says so when nothing was sent yet', async () => {
    const { user } = await renderToolbar();
    await user.click(screen.getByRole('button', { name: 'Caixa de e-mails' }));
    expect(await screen.findByText('Nenhum e-mail enviado ainda.')).toBeInTheDocument();
  });

  it('switches to instável without a reload, since the data stays the same', async () => {
    const { user, reloadPage, toolbar } = await renderToolbar();
    await openTools(user);
    await user.click(screen.getByRole('radio', { name: /Instável/ }));
    expect(screen.getByText(/1 chamada em cada 5 falha/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar este cenário' }));

    expect(await within(toolbar).findByText('Cenário Instável em uso.')).toBeInTheDocument();
    expect(toolbar).toHaveTextContent('Cenário: Instável');
    // Done, the tools fold away again.
    expect(screen.getByRole('button', { name: 'Abrir ferramentas da demonstração' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(mockRuntime.failureRate).toBe(0.2);
    expect((await (await openDemoStore()).read()).demo?.scenario).toBe('instavel');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('asks before trading the data for another data set, and reloads the page with it', async () => {
    const { user, reloadPage } = await renderToolbar();
    await openTools(user);
    await user.click(screen.getByRole('radio', { name: /Vazio/ }));
    expect(screen.getByText(/Só existe o usuário de demonstração, para você conseguir entrar/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar este cenário' }));

    const confirm = await screen.findByRole('dialog', { name: 'Usar o cenário Vazio?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(db.associados.count()).toBe(160);

    await user.click(screen.getByRole('button', { name: 'Usar este cenário' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Usar o cenário Vazio?' })).getByRole('button', {
        name: 'Trocar cenário',
      }),
    );
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(db.associados.count()).toBe(0);
    expect(sessionStorage.getItem(TOOLBAR_NOTICE_KEY)).toBe('Cenário Vazio em uso.');
  });

  it('lists the training exercises from Exercícios, with what each teaches, how long it takes and whether it is done', async () => {
    localStorage.setItem(
      PROGRESSO_KEY,
      JSON.stringify({ atual: null, concluidos: { 'conferir-pagamentos': 'Feito.' } }),
    );
    const { user } = await renderToolbar();
    await user.click(screen.getByRole('button', { name: 'Exercícios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exercícios de treinamento' });
    const cadastrar = within(dialog).getByRole('article', { name: 'Cadastrar um associado' });
    expect(cadastrar).toHaveTextContent('O formulário do associado, com a busca do endereço pelo CEP');
    expect(cadastrar).toHaveTextContent('Duração: 10 min');
    expect(cadastrar).toHaveTextContent('Não feito');
    expect(within(cadastrar).getByRole('button', { name: 'Começar' })).toBeVisible();
    const conferir = within(dialog).getByRole('article', { name: 'Conferir quem pagou' });
    expect(conferir).toHaveTextContent('Concluído');
    expect(within(conferir).getByRole('button', { name: 'Recomeçar' })).toBeVisible();
    expect(within(dialog).getByRole('article', { name: 'Cobrar a mensalidade do mês' })).toBeVisible();

    // Começar: the panel names the exercise and its first step, and keeps the focus where it was.
    await user.click(within(cadastrar).getByRole('button', { name: 'Começar' }));
    const panel = await screen.findByRole('region', { name: 'Exercício: Cadastrar um associado' });
    expect(panel).toHaveTextContent('Passo 1 de 8');
    expect(panel).not.toContainElement(document.activeElement as HTMLElement);
    expect(lerProgresso().atual).toMatchObject({ id: 'cadastrar-associado', passo: 0, pausado: false });
    localStorage.removeItem(PROGRESSO_KEY);
  });

  it('ends the exercise under way when the data set changes, keeping the exercises done', async () => {
    localStorage.setItem(
      PROGRESSO_KEY,
      JSON.stringify({
        atual: { id: 'cadastrar-associado', passo: 3, marcas: { associado: 160 }, eventos: [], pausado: false },
        concluidos: { 'conferir-pagamentos': 'Remessa conferida.' },
      }),
    );
    const { user, reloadPage } = await renderToolbar();
    await openTools(user);
    await user.click(screen.getByRole('radio', { name: /Vazio/ }));
    await user.click(screen.getByRole('button', { name: 'Usar este cenário' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Usar o cenário Vazio?' })).getByRole('button', {
        name: 'Trocar cenário',
      }),
    );
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(lerProgresso()).toEqual({ atual: null, concluidos: { 'conferir-pagamentos': 'Remessa conferida.' } });
    localStorage.removeItem(PROGRESSO_KEY);
  });

  it('restores the demo data and the training exercises after a confirm, and tells so after the reload', async () => {
    localStorage.setItem(
      PROGRESSO_KEY,
      JSON.stringify({ atual: null, concluidos: { 'cadastrar-associado': 'Feito.' } }),
    );
    const { user, reloadPage } = await renderToolbar();
    await criarUsuario({ nome: 'Zélia Amaral', email: 'zelia.amaral@anoreg.org.br', cpf: '52998224725' });
    await openTools(user);

    await user.click(screen.getByRole('button', { name: 'Restaurar dados de demonstração' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restaurar dados de demonstração?' });
    expect(confirm).toHaveTextContent('inclusive os e-mails da caixa');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect((await buscarUsuarios({ descricao: 'Zélia', tipoUsuario: '', numPage: 1, numRows: 10 })).total).toBe(1);
    expect(reloadPage).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Restaurar dados de demonstração' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restaurar dados de demonstração?' })).getByRole('button', {
        name: 'Restaurar',
      }),
    );
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    withoutLatency();
    expect((await buscarUsuarios({ descricao: 'Zélia', tipoUsuario: '', numPage: 1, numRows: 10 })).total).toBe(0);
    expect(db.emails.count()).toBe(0);
    // The training exercises start again too.
    expect(localStorage.getItem(PROGRESSO_KEY)).toBeNull();

    // After the reload, the toolbar says what happened.
    render(<DemoToolbar reloadPage={reloadPage} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Dados de demonstração restaurados.');
  });

  it('shows a notice, without breaking, when the browser cannot keep the data', async () => {
    const { toolbar } = await renderToolbar();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await criarUsuario({ nome: 'Zélia Amaral', email: 'zelia.amaral@anoreg.org.br', cpf: '52998224725' });
    expect(await within(toolbar).findByRole('alert')).toHaveTextContent(
      'Não foi possível guardar os dados de demonstração neste navegador (armazenamento cheio ou bloqueado). A demonstração continua, mas as alterações valem só nesta aba e até recarregar a página.',
    );
  });
});
