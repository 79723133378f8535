import type { Page } from '@playwright/test';

/**
 * Every screen of the panel as a person sees it, in the demo: at least one state for each route of
 * the router (tests/tooling/screens-complete.test.ts fails, naming these lists, when a route has
 * none), and what shows that state is ready, or what a person does to reach it. `npm run
 * screenshots` takes each of them; the layout journeys (tests/e2e/layout.e2e.ts) measure the tables
 * of the signed-in ones.
 */
export interface ScreenState {
  /** The screenshot's file name: `listas-associados`. */
  name: string;
  /** The address, with the demo's records (`/associados/info/1`). */
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

const row = (page: Page, table: string, index: number) =>
  page.getByRole('table', { name: table }).getByRole('row').nth(index).waitFor();
const button = (page: Page, name: string) => page.getByRole('button', { name }).waitFor();

export const SIGNED_IN_SCREENS: readonly ScreenState[] = [
  { name: 'listas-associados', path: '/listas', ready: (page) => row(page, 'Associados', 10) },
  { name: 'listas-remessas', path: '/listas?type=shipments&size=50', ready: (page) => row(page, 'Remessas', 36) },
  { name: 'listas-usuarios', path: '/listas?type=users&size=100', ready: (page) => row(page, 'Usuários', 50) },
  // Twelve months and the year's total.
  { name: 'arrecadacao', path: '/arrecadacao', ready: (page) => row(page, 'Arrecadação por mês', 13) },
  {
    name: 'usuario-novo',
    path: '/usuarios/form/cadastro',
    ready: (page) => page.getByLabel('Nome', { exact: true }).waitFor(),
  },
  { name: 'usuario-editar', path: '/usuarios/form/editar/1', ready: (page) => button(page, 'Salvar alterações') },
  // The associate's form is whole once its last section, Usuários, is there.
  { name: 'associado-novo', path: '/associados/form/cadastro', ready: (page) => button(page, 'Adicionar usuário') },
  {
    name: 'associado-cadastrado',
    path: '/associados/form/cadastrado',
    ready: (page) =>
      page
        .getByRole('link', { name: 'Novo associado' })
        .or(page.getByRole('button', { name: 'Novo associado' }))
        .first()
        .waitFor(),
  },
  { name: 'associado-editar', path: '/associados/form/editar/1', ready: (page) => button(page, 'Adicionar usuário') },
  {
    name: 'associado-info',
    path: '/associados/info/1',
    ready: (page) => row(page, 'Últimas remessas do associado', 1),
  },
  { name: 'remessa-nova', path: '/remessas/form/cadastro', ready: (page) => button(page, 'Cadastrar remessa') },
  { name: 'remessa-editar', path: '/remessas/form/editar/2', ready: (page) => button(page, 'Salvar alterações') },
  { name: 'remessa-info-preparacao', path: '/remessas/info/2', ready: (page) => row(page, 'Associados da remessa', 1) },
  {
    name: 'remessa-info-enviada',
    path: '/remessas/info/9',
    // The payers' Pago em follow the summary, with the whole remessa.
    ready: (page) =>
      page
        .getByRole('table', { name: 'Associados da remessa' })
        .getByText(/^Pago em /)
        .first()
        .waitFor(),
  },
  {
    name: 'remessa-adicionar-associado',
    path: '/remessas/info/2',
    ready: async (page) => {
      await row(page, 'Associados da remessa', 1);
      await page.getByRole('button', { name: 'Adicionar associado' }).click();
      await row(page, 'Associados disponíveis', 10);
    },
  },
];

export const PUBLIC_SCREENS: readonly ScreenState[] = [
  { name: 'entrar', path: '/', ready: (page) => button(page, 'Entrar') },
  {
    name: 'acessibilidade',
    path: '/acessibilidade',
    ready: (page) => page.getByRole('heading', { name: 'Encontrou um problema?' }).waitFor(),
  },
  { name: 'esqueceu-senha', path: '/esqueceu-senha', ready: (page) => button(page, 'Enviar') },
  { name: 'esqueceu-senha-associado', path: '/esqueceu-senha-associado', ready: (page) => button(page, 'Enviar') },
  { name: 'cadastrar-senha', path: '/cadastrar-senha/token-exemplo', ready: (page) => button(page, 'SALVAR') },
  {
    name: 'cadastrar-senha-associado',
    path: '/cadastrar-senha-associado/token-exemplo',
    ready: (page) => button(page, 'SALVAR'),
  },
  { name: 'cobranca-disponivel', path: '/cobranca/demo-disponivel', ready: (page) => button(page, 'Download') },
  {
    name: 'cobranca-erro',
    path: '/cobranca/demo-falha',
    ready: (page) => page.getByText('Ocorreu um erro, entre em contato com o suporte.').waitFor(),
  },
];
