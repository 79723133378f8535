import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import {
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  WRITE_NETWORK_ERROR_MESSAGE,
  WRITE_UNCONFIRMED_ERROR_MESSAGE,
} from '@/lib/http/error-message';
import { F5_BLOCK_PAGE } from '../../gateway-pages';
import type { OperationId } from '@mocks/lib/operation';
import { server } from '@mocks/node';
import { fillAssociado, section, type AssociadoInput } from '../../associados/associado-form-helpers';
import { chooseOption, typeDate } from '../../form-controls';
import { dayFromToday, seededRemessa } from '../../remessas/remessa-helpers';
import { renderApp } from '../../render';

type App = Awaited<ReturnType<typeof renderApp>>;

/** How a form tells a failed save: the shared "Erro!" alert, or the associate form's red banner. */
type FailureShownIn = 'alert' | { banner: string };

/**
 * One form of the panel, as the fault tests drive it: where it is, what a user types, how it is
 * sent and how it shows a failure. Every form of the spec is listed in `formCases`.
 */
export interface FormCase {
  name: string;
  path: string;
  signedIn: boolean;
  /** The call the submit makes, as MSW matches it. */
  route: { method: 'post' | 'put'; url: string | RegExp };
  operationId: OperationId;
  /** An edit form reads its record again right before the write (decision 0016): that call goes first. */
  readsBeforeSave?: OperationId;
  /** Opens what the form lives in (the add-associates dialog) once the page is there. */
  open?: (app: App) => Promise<void>;
  fill: (user: UserEvent) => Promise<void>;
  /** Asserts that everything `fill` typed is still there. */
  expectKept: () => void;
  submit: () => HTMLElement;
  /** Where a keyboard user presses Enter to send (a field of the form; the dialog's button). */
  enterIn: () => HTMLElement;
  shownIn: FailureShownIn;
  /**
   * What a submit that got no answer shows: a write may have been done, so it says so
   * (WRITE_NETWORK_ERROR_MESSAGE, the default); a create looks for the record first and says it was
   * not created; the sign-in only reads.
   */
  noAnswer?: string;
  /**
   * What a submit answered 200 with a gateway's HTML page shows: not the API's answer, so not done
   * (WRITE_UNCONFIRMED_ERROR_MESSAGE, the default); a create looks for the record first
   * (`noAnswer`).
   */
  blocked?: string;
}

/** A create whose POST got no answer and whose record the search does not find. */
const notCreated = (what: string, by: string) =>
  `A resposta do servidor não confirmou o cadastro e, procurado pelo ${by} até quando já deveria aparecer, ${what} não foi encontrado: ele não foi cadastrado. Confira os dados e tente novamente.`;

const button = (name: string) => () => screen.getByRole('button', { name });

/** A money field's text, with Intl's no-break space as a plain one. */
const moneyIn = (input: HTMLElement) => (input as HTMLInputElement).value.replace(/\u00a0/g, ' ');

const novaSenha = 'nova-senha-123';
const novoUsuario = {
  nome: 'Joana Prado',
  email: 'joana.prado@exemplo.com.br',
  cpf: '52998224725',
  cpfShown: '529.982.247-25',
};
const vencimento = dayFromToday(20);

export const novoAssociado: AssociadoInput = {
  nome: 'Cartório Paulista de Teste',
  cpfCnpj: '11222333000181',
  tipo: 'Associados',
  dataAssociacao: '10/02/2020',
  nomeCartorio: '1º Tabelionato de Teste',
  cnpjCartorio: '11444777000161',
  cns: '123456',
  mensalidade: '480',
  telefone: '1132345678',
  email: 'contato@cartorio-teste.com.br',
  cep: '01310100',
  numero: '1578',
  complemento: 'Sala 12',
  usuarios: [
    {
      nome: 'Ana Souza',
      login: 'ana.souza',
      email: 'ana@cartorio-teste.com.br',
      dataNasc: '03/04/1985',
      telefone: '11987654321',
    },
  ],
};

/** The associate form after fillAssociado(novoAssociado): every field, as shown. */
export function expectAssociadoKept() {
  const associacao = section('Associação');
  expect(associacao.getByLabelText('Nome')).toHaveValue(novoAssociado.nome);
  expect(associacao.getByLabelText('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
  expect(associacao.getByLabelText('Data de associação')).toHaveValue(novoAssociado.dataAssociacao);
  expect(associacao.getByLabelText('Nome do cartório')).toHaveValue(novoAssociado.nomeCartorio);
  expect(associacao.getByLabelText('CNPJ do cartório')).toHaveValue('11.444.777/0001-61');
  expect(associacao.getByLabelText('CNS')).toHaveValue('12.345-6');
  expect(moneyIn(section('Informações de cobrança').getByLabelText('Mensalidade'))).toBe('R$ 480,00');
  expect(section('Contato').getByLabelText('Telefone')).toHaveValue('(11) 3234-5678');
  expect(section('Contato').getByLabelText('E-mail')).toHaveValue(novoAssociado.email);
  const endereco = section('Endereço');
  expect(endereco.getByLabelText('CEP')).toHaveValue('01310-100');
  expect(endereco.getByLabelText('Logradouro')).not.toHaveValue('');
  expect(endereco.getByLabelText('Número')).toHaveValue(novoAssociado.numero);
  expect(endereco.getByLabelText('Complemento')).toHaveValue(novoAssociado.complemento);
  const usuario = within(screen.getByRole('group', { name: 'Usuário 1' }));
  expect(usuario.getByLabelText('Nome')).toHaveValue('Ana Souza');
  expect(usuario.getByLabelText('Login')).toHaveValue('ana.souza');
  expect(usuario.getByLabelText('E-mail')).toHaveValue('ana@cartorio-teste.com.br');
  expect(usuario.getByLabelText('Data de nascimento')).toHaveValue('03/04/1985');
  expect(usuario.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
}

/** A remessa in preparation with associates, whose add-associates dialog offers more. */
const remessaEmPreparacao = () => seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
let chosenAssociado = '';

/** The new-password page, the same form for staff and associates: only the address differs. */
function novaSenhaCase(name: string, path: string): FormCase {
  return {
    name,
    path,
    signedIn: false,
    route: { method: 'post', url: '*/api/autenticacao/redefinir-senha' },
    operationId: 'redefinirSenha',
    fill: async (user) => {
      await user.type(await screen.findByLabelText('Nova senha'), novaSenha);
      await user.type(screen.getByLabelText('Confirma nova senha'), novaSenha);
    },
    expectKept: () => {
      expect(screen.getByLabelText('Nova senha')).toHaveValue(novaSenha);
      expect(screen.getByLabelText('Confirma nova senha')).toHaveValue(novaSenha);
    },
    submit: button('SALVAR'),
    enterIn: () => screen.getByLabelText('Confirma nova senha'),
    shownIn: 'alert',
  };
}

export const formCases: FormCase[] = [
  {
    name: 'Entrar (/)',
    path: '/',
    signedIn: false,
    route: { method: 'post', url: '*/api/autenticacao' },
    operationId: 'autenticar',
    fill: async (user) => {
      await user.type(await screen.findByLabelText('CPF'), '11144477735');
      await user.type(screen.getByLabelText('Senha'), 'demo123');
      await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
    },
    expectKept: () => {
      expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
      expect(screen.getByLabelText('Senha')).toHaveValue('demo123');
      expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
    },
    submit: button('Entrar'),
    enterIn: () => screen.getByLabelText('Senha'),
    shownIn: 'alert',
    noAnswer: NETWORK_ERROR_MESSAGE,
    // An answer without a session (a proxy's page): a failed sign-in (docs/decisions/0011).
    blocked: 'CPF ou senha incorretos.',
  },
  {
    name: 'Esqueceu sua senha? (/esqueceu-senha)',
    path: '/esqueceu-senha',
    signedIn: false,
    route: { method: 'post', url: '*/api/autenticacao/esquecimento-senha' },
    operationId: 'solicitarEsquecimentoSenha',
    fill: async (user) => {
      await user.type(await screen.findByLabelText('E-mail'), 'ana.costa@anoreg.org.br');
    },
    expectKept: () => expect(screen.getByLabelText('E-mail')).toHaveValue('ana.costa@anoreg.org.br'),
    submit: button('Enviar'),
    enterIn: () => screen.getByLabelText('E-mail'),
    shownIn: 'alert',
  },
  {
    name: 'Esqueceu sua senha? do associado (/esqueceu-senha-associado)',
    path: '/esqueceu-senha-associado',
    signedIn: false,
    route: { method: 'post', url: '*/api/autenticacao/esquecimento-senha-associado' },
    operationId: 'solicitarEsquecimentoSenhaAssociado',
    fill: async (user) => {
      await user.type(await screen.findByLabelText('E-mail'), 'contato@cartorio.com.br');
    },
    expectKept: () => expect(screen.getByLabelText('E-mail')).toHaveValue('contato@cartorio.com.br'),
    submit: button('Enviar'),
    enterIn: () => screen.getByLabelText('E-mail'),
    shownIn: 'alert',
  },
  novaSenhaCase('Criar nova senha (/cadastrar-senha/{token})', '/cadastrar-senha/token-do-link'),
  novaSenhaCase(
    'Criar nova senha do associado (/cadastrar-senha-associado/{token})',
    '/cadastrar-senha-associado/token-do-link',
  ),
  {
    name: 'Novo usuário',
    path: '/usuarios/form/cadastro',
    signedIn: true,
    route: { method: 'post', url: '*/api/usuarios' },
    operationId: 'criarUsuario',
    // A create first notes the records that already hold the same data (createOnce).
    readsBeforeSave: 'buscarUsuarios',
    fill: async (user) => {
      await user.type(await screen.findByLabelText('Nome'), novoUsuario.nome);
      await user.type(screen.getByLabelText('E-mail'), novoUsuario.email);
      await user.type(screen.getByLabelText('CPF'), novoUsuario.cpf);
    },
    expectKept: () => {
      expect(screen.getByLabelText('Nome')).toHaveValue(novoUsuario.nome);
      expect(screen.getByLabelText('E-mail')).toHaveValue(novoUsuario.email);
      expect(screen.getByLabelText('CPF')).toHaveValue(novoUsuario.cpfShown);
    },
    submit: button('Cadastrar usuário'),
    enterIn: () => screen.getByLabelText('Nome'),
    shownIn: 'alert',
    noAnswer: notCreated('o usuário', 'CPF'),
  },
  {
    name: 'Edição do usuário',
    path: '/usuarios/form/editar/2',
    signedIn: true,
    route: { method: 'put', url: '*/api/usuarios' },
    operationId: 'atualizarUsuario',
    readsBeforeSave: 'obterUsuario',
    fill: async (user) => {
      const nome = await screen.findByLabelText('Nome');
      await waitFor(() => expect(nome).not.toHaveValue(''));
      await user.clear(nome);
      await user.type(nome, 'Nome Editado no Teste');
      await user.clear(screen.getByLabelText('E-mail'));
      await user.type(screen.getByLabelText('E-mail'), 'editado@exemplo.com.br');
    },
    expectKept: () => {
      expect(screen.getByLabelText('Nome')).toHaveValue('Nome Editado no Teste');
      expect(screen.getByLabelText('E-mail')).toHaveValue('editado@exemplo.com.br');
    },
    submit: button('Salvar alterações'),
    enterIn: () => screen.getByLabelText('Nome'),
    shownIn: 'alert',
  },
  {
    name: 'Novo associado',
    path: '/associados/form/cadastro',
    signedIn: true,
    route: { method: 'post', url: '*/api/associados' },
    operationId: 'criarAssociado',
    // A create first notes the records that already hold the same data (createOnce).
    readsBeforeSave: 'buscarAssociados',
    fill: async (user) => {
      await screen.findByRole('heading', { name: 'Novo associado' });
      await fillAssociado(user, novoAssociado);
    },
    expectKept: expectAssociadoKept,
    submit: button('Cadastrar associado'),
    enterIn: () => section('Associação').getByLabelText('Nome'),
    shownIn: { banner: 'Erro no cadastro.' },
    noAnswer: notCreated('o associado', 'CPF/CNPJ'),
  },
  {
    name: 'Editar associado',
    path: '/associados/form/editar/1',
    signedIn: true,
    route: { method: 'put', url: /\/api\/associados\/?$/ },
    operationId: 'atualizarAssociado',
    readsBeforeSave: 'obterAssociado',
    fill: async (user) => {
      await screen.findByRole('region', { name: 'Associação' });
      const nome = section('Associação').getByLabelText('Nome');
      await waitFor(() => expect(nome).not.toHaveValue(''));
      await user.clear(nome);
      await user.type(nome, 'Associado Editado no Teste');
      const numero = section('Endereço').getByLabelText('Número');
      await user.clear(numero);
      await user.type(numero, '999');
    },
    expectKept: () => {
      expect(section('Associação').getByLabelText('Nome')).toHaveValue('Associado Editado no Teste');
      expect(section('Endereço').getByLabelText('Número')).toHaveValue('999');
    },
    submit: button('Salvar alterações'),
    enterIn: () => section('Associação').getByLabelText('Nome'),
    shownIn: { banner: 'Erro na edição.' },
  },
  {
    name: 'Nova remessa',
    path: '/remessas/form/cadastro',
    signedIn: true,
    route: { method: 'post', url: '*/api/remessas' },
    operationId: 'criarRemessa',
    // A create first notes the records that already hold the same data (createOnce).
    readsBeforeSave: 'buscarRemessas',
    fill: async (user) => {
      await screen.findByRole('heading', { name: 'Nova remessa' });
      await chooseOption(user, 'Tipo de remessa', 'Arrecadação de Fundos');
      await chooseOption(user, 'Pagantes', 'Internos');
      await user.type(screen.getByLabelText('Nome'), 'Fundo 2030');
      await user.type(screen.getByLabelText('Descrição'), 'Fundo de apoio às serventias');
      await user.type(screen.getByLabelText('Parágrafo personalizado'), 'Dúvidas: financeiro@anoreg.org.br');
      await user.type(screen.getByLabelText('Valor da remessa'), '1234,5');
      await typeDate(user, 'Data de vencimento', vencimento.shown);
    },
    expectKept: () => {
      expect(screen.getByLabelText('Tipo de remessa')).toHaveDisplayValue('Arrecadação de Fundos');
      expect(screen.getByLabelText('Pagantes')).toHaveDisplayValue('Internos');
      expect(screen.getByLabelText('Nome')).toHaveValue('Fundo 2030');
      expect(screen.getByLabelText('Descrição')).toHaveValue('Fundo de apoio às serventias');
      expect(screen.getByLabelText('Parágrafo personalizado')).toHaveValue('Dúvidas: financeiro@anoreg.org.br');
      expect(moneyIn(screen.getByLabelText('Valor da remessa'))).toBe('R$ 1.234,50');
      expect(screen.getByLabelText('Data de vencimento')).toHaveValue(vencimento.shown);
    },
    submit: button('Cadastrar remessa'),
    enterIn: () => screen.getByLabelText('Descrição'),
    shownIn: 'alert',
    noAnswer:
      'A resposta do servidor não confirmou o cadastro e, procurada até quando já deveria aparecer, nenhuma remessa nova com estes dados foi encontrada: ela não foi cadastrada. Confira os dados e tente novamente.',
  },
  {
    name: 'Editar remessa',
    path: '/remessas/form/editar/{remessaEmPreparacao}',
    signedIn: true,
    route: { method: 'put', url: '*/api/remessas' },
    operationId: 'atualizarRemessa',
    readsBeforeSave: 'obterRemessa',
    fill: async (user) => {
      await screen.findByRole('heading', { name: 'Editar remessa' });
      const descricao = await screen.findByLabelText('Descrição');
      await user.clear(descricao);
      await user.type(descricao, 'Descrição editada no teste');
    },
    expectKept: () => expect(screen.getByLabelText('Descrição')).toHaveValue('Descrição editada no teste'),
    submit: button('Salvar alterações'),
    enterIn: () => screen.getByLabelText('Descrição'),
    shownIn: 'alert',
  },
  {
    name: 'Adicionar associado à remessa (diálogo)',
    path: '/remessas/info/{remessaEmPreparacao}',
    signedIn: true,
    route: { method: 'post', url: '*/api/remessas/vincular' },
    operationId: 'vincularAssociadosRemessa',
    open: async ({ user }) => {
      await user.click(await screen.findByRole('button', { name: 'Adicionar associado' }));
      const dialog = await screen.findByRole('dialog', { name: /Adicionar associado à remessa/ });
      await within(dialog).findByRole('table', { name: 'Associados disponíveis' }, { timeout: 4000 });
    },
    fill: async (user) => {
      const table = within(await screen.findByRole('table', { name: 'Associados disponíveis' }));
      const box = await waitFor(() => {
        const free = table
          .getAllByRole('checkbox', { name: /^Selecionar / })
          .find((checkbox) => !(checkbox as HTMLInputElement).disabled);
        if (!free) throw new Error('nenhum associado disponível');
        return free;
      });
      chosenAssociado = box.getAttribute('aria-label') ?? '';
      await user.click(box);
    },
    expectKept: () => {
      const dialog = within(screen.getByRole('dialog', { name: /Adicionar associado à remessa/ }));
      expect(dialog.getByRole('checkbox', { name: chosenAssociado })).toBeChecked();
      expect(dialog.getByText('1 associado selecionado')).toBeInTheDocument();
    },
    submit: () =>
      within(screen.getByRole('dialog', { name: /Adicionar associado à remessa/ })).getByRole('button', {
        name: 'Adicionar',
      }),
    enterIn: () =>
      within(screen.getByRole('dialog', { name: /Adicionar associado à remessa/ })).getByRole('button', {
        name: 'Adicionar',
      }),
    shownIn: 'alert',
    // A vincular that got no answer is never sent again blindly: the remessa is read back first.
    noAnswer:
      'O servidor não confirmou a inclusão dos associados e, conferida a remessa até quando já deveria mostrá-los, eles não estão nela: não foram incluídos. Tente de novo.',
  },
];

/** The case's address, with the seeded record it needs. */
/** A form that creates a record: after a failure that may have reached the server, it looks for it. */
export const createsARecord = (form: FormCase) => form.path.endsWith('/form/cadastro');

export const pathOf = (form: FormCase) =>
  form.path.replace('{remessaEmPreparacao}', String(remessaEmPreparacao().remessaId));

/** Renders the app at the form, opens it and returns the app. */
export async function openForm(form: FormCase, { strict = false }: { strict?: boolean } = {}) {
  const app = await renderApp(pathOf(form), { signedIn: form.signedIn, strict });
  await form.open?.(app);
  return app;
}

/** Answers the form's submit with `resolver` from now on. */
export function answerSubmitWith(form: FormCase, resolver: HttpResponseResolver) {
  server.use(http[form.route.method](form.route.url, resolver));
}

/** A server that takes `ms` before answering the submit as the mock would. */
export function slowSubmit(form: FormCase, ms: number) {
  server.use(
    http[form.route.method](form.route.url, async () => {
      await delay(ms);
      return undefined;
    }),
  );
}

/** Waits for the failure to show and returns its text; closes the alert (the banner stays). */
export async function readFailure(user: UserEvent, form: FormCase): Promise<string> {
  if (form.shownIn === 'alert') {
    const alert = await screen.findByRole('dialog', { name: /Erro!/ });
    const text = alert.querySelector('.app-dialog__description')?.textContent ?? '';
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Erro!/ })).not.toBeInTheDocument());
    return text;
  }
  const title = form.shownIn.banner;
  const banner = await screen.findByText(title);
  const box = banner.closest('.form-banner') as HTMLElement;
  expect(box).toHaveAttribute('role', 'alert');
  return box.querySelector('.form-banner__message')?.textContent ?? '';
}

/** The failures every submit must survive, and the text each must show. */
export const submitFailures: {
  kind: string;
  respond: HttpResponseResolver;
  shows: string | ((form: FormCase) => string);
  neverShows?: string;
}[] = [
  {
    kind: '400 com mensagem',
    respond: () => HttpResponse.json({ message: 'CPF já cadastrado para outro usuário.' }, { status: 400 }),
    shows: 'CPF já cadastrado para outro usuário.',
  },
  {
    kind: '500 com mensagem',
    respond: () =>
      HttpResponse.json(
        { message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
        { status: 500 },
      ),
    shows: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  },
  {
    kind: '500 sem corpo',
    respond: () => new HttpResponse(null, { status: 500 }),
    shows: DEFAULT_ERROR_MESSAGE,
  },
  {
    kind: '500 com página HTML',
    respond: () =>
      new HttpResponse(
        '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>',
        {
          status: 500,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        },
      ),
    shows: DEFAULT_ERROR_MESSAGE,
    neverShows: 'Internal Server Error',
  },
  {
    kind: '500 com HTML declarado como JSON',
    respond: () =>
      new HttpResponse('<html><body>Proxy Error</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'application/json' },
      }),
    shows: DEFAULT_ERROR_MESSAGE,
    neverShows: 'Proxy Error',
  },
  {
    kind: '500 com stack trace em texto',
    respond: () =>
      new HttpResponse(
        'java.lang.NullPointerException: null\n\tat br.org.anoreg.painel.Servico.salvar(Servico.java:42)',
        {
          status: 500,
          headers: { 'Content-Type': 'text/plain' },
        },
      ),
    shows: DEFAULT_ERROR_MESSAGE,
    neverShows: 'NullPointerException',
  },
  {
    kind: '500 com stack trace na mensagem',
    respond: () =>
      HttpResponse.json(
        {
          message:
            "TypeError: Cannot read properties of undefined (reading 'id')\n    at salvar (/srv/api/src/servico.js:42:13)",
        },
        { status: 500 },
      ),
    shows: DEFAULT_ERROR_MESSAGE,
    neverShows: 'Cannot read properties',
  },
  {
    kind: 'erro de rede',
    respond: () => HttpResponse.error(),
    shows: (form) => form.noAnswer ?? WRITE_NETWORK_ERROR_MESSAGE,
  },
  {
    kind: '200 com a página de bloqueio de um gateway',
    respond: () => HttpResponse.html(F5_BLOCK_PAGE),
    shows: (form) => form.blocked ?? form.noAnswer ?? WRITE_UNCONFIRMED_ERROR_MESSAGE,
    neverShows: 'Request Rejected',
  },
];
