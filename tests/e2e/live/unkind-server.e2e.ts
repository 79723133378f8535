import type { Page } from '@playwright/test';
import { situacaoRemessaLabels } from '@/config/domain';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { expect, test } from '../../browser/fixtures';
import type { UnkindGateway } from '../../browser/unkind-gateway';

/**
 * Writes that cannot lie (issue 34). The live build under nginx, the mock server over HTTP, and
 * between them the tests' unkind gateway (tests/browser/unkind-gateway.ts): a 200 with a firewall's
 * HTML page, a write held past the time limit before the server receives it, values as another
 * system stored them, a 401 at the wrong moment. What the server receives is read at the gateway.
 */
const TIME_LIMIT_MS = 2500;
/** A time limit that leaves a person time to read a message and press again before an attempt's deadline (twice it). */
const SECOND_PRESS_TIME_LIMIT_MS = 4000;
const SLOW = { timeout: 20_000 };

test.describe('the panel against an unkind gateway (live build)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(TIME_LIMIT_MS) }, gateway: true } });

  let gateway: UnkindGateway;
  test.beforeEach(async ({ liveSite }) => {
    gateway = liveSite.gateway;
    gateway.reset();
    await liveSite.mock.reset('padrao');
  });

  const section = (page: Page, name: string) => page.getByRole('region', { name });
  const seenOf = (method: string, path: RegExp) =>
    gateway.seen.filter((request) => request.method === method && path.test(request.path));
  const ASSOCIADO = /^\/api\/associados\/\d+$/;
  const PUT_ASSOCIADO = /^\/api\/associados\/?$/;

  async function openAssociadoForm(page: Page, associadoId: number) {
    await page.goto(`/associados/form/editar/${associadoId}`);
    await expect(section(page, 'Endereço').getByLabel('Bairro')).toBeVisible(SLOW);
    await expect(section(page, 'Endereço').getByLabel('Bairro')).not.toHaveValue('', SLOW);
  }

  test('a phone another system stored with the country code goes back exactly as it came', async ({ openSignedIn }) => {
    const associado = db.associados.all()[5];
    const stored = associado.contato.telefone;
    const asStored = `55${stored}`;
    // That system holds 55 + the number: it answers it so, and takes it back so.
    gateway.rules.push(
      {
        method: 'GET',
        path: ASSOCIADO,
        answer: (body) => ({ ...body, contato: { ...(body.contato as object), telefone: asStored } }),
      },
      {
        method: 'PUT',
        path: PUT_ASSOCIADO,
        request: (body) => {
          const contato = body.contato as { telefone: string };
          return contato.telefone === asStored ? { ...body, contato: { ...contato, telefone: stored } } : body;
        },
      },
    );
    const { page, errors } = await openSignedIn();
    await openAssociadoForm(page, associado.associadoId);
    await expect(section(page, 'Contato').getByLabel('Telefone')).toHaveValue(asStored);
    await expect(section(page, 'Contato').getByText(/Mostrado como está gravado/)).toBeVisible(SLOW);
    await section(page, 'Endereço').getByLabel('Bairro').fill('Centro Histórico');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL(/\/listas\?type=associates$/, SLOW);

    const [put] = seenOf('PUT', PUT_ASSOCIADO);
    expect((put.body as { contato: { telefone: string } }).contato.telefone).toBe(asStored);
    const saved = db.associados.findFirst((q) => q.where({ associadoId: associado.associadoId }))!;
    expect(saved.contato.telefone).toBe(stored);
    expect(saved.endereco.bairro).toBe('Centro Histórico');
    expect(errors).toEqual([]);
  });

  test('a save answered 200 with a firewall’s block page is not saved: the form stays and says how to check', async ({
    openSignedIn,
  }) => {
    const associado = db.associados.all()[6];
    gateway.rules.push({ method: 'PUT', path: PUT_ASSOCIADO, block: true });
    const { page } = await openSignedIn();
    await openAssociadoForm(page, associado.associadoId);
    await section(page, 'Endereço').getByLabel('Bairro').fill('Bairro Bloqueado');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();

    const banner = page.getByRole('alert').filter({ hasText: 'Erro na edição.' });
    await expect(banner).toBeVisible(SLOW);
    await expect(banner).toContainText('A resposta recebida não veio da API');
    await expect(banner).toContainText('confira antes de tentar outra vez');
    expect(new URL(page.url()).pathname).toBe(`/associados/form/editar/${associado.associadoId}`);
    await expect(section(page, 'Endereço').getByLabel('Bairro')).toHaveValue('Bairro Bloqueado');
    expect(db.associados.findFirst((q) => q.where({ associadoId: associado.associadoId }))!.endereco.bairro).toBe(
      associado.endereco.bairro,
    );
  });

  test('a create answered 200 with a block page lands on no success page: it is looked for, and not there', async ({
    openSignedIn,
  }) => {
    gateway.rules.push({ method: 'POST', path: /^\/api\/usuarios$/, block: true });
    const { page } = await openSignedIn();
    await page.goto('/usuarios/form/cadastro');
    await page.getByLabel('Nome').fill('Joana Prado');
    await page.getByLabel('E-mail').fill('joana@exemplo.com.br');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByRole('button', { name: 'Cadastrar usuário' }).click();

    const alert = page.getByRole('dialog', { name: /Erro!/ });
    await expect(alert).toBeVisible(SLOW);
    await expect(alert).toContainText('o usuário não foi encontrado: ele não foi cadastrado');
    expect(new URL(page.url()).pathname).toBe('/usuarios/form/cadastro');
    expect(seenOf('POST', /^\/api\/usuarios\/busca$/).length).toBeGreaterThanOrEqual(2);
  });

  async function fillNovaRemessa(page: Page, descricao: string) {
    await page.goto('/remessas/form/cadastro');
    await expect(page.getByLabel('Tipo de remessa')).toBeVisible(SLOW);
    await page.getByLabel('Tipo de remessa').selectOption({ label: 'Arrecadação de Fundos' });
    await page.getByLabel('Pagantes').selectOption({ label: 'Internos' });
    await page.getByLabel('Descrição').fill(descricao);
    await page.getByLabel('Valor da remessa').fill('1234,50');
    const vencimento = page.getByLabel('Data de vencimento');
    await vencimento.click();
    const day = new Date(Date.now() + 20 * 86_400_000);
    await page.keyboard.type(
      `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`,
    );
    await page.keyboard.press('Tab');
  }

  test('a remessa the server receives after the time limit is looked for until it must have landed, and found: one remessa', async ({
    openSignedIn,
  }) => {
    const descricao = 'Fundo recebido tarde';
    gateway.rules.push({ method: 'POST', path: /^\/api\/remessas$/, holdMs: TIME_LIMIT_MS * 1.6, once: true });
    const { page } = await openSignedIn();
    await fillNovaRemessa(page, descricao);
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();

    const success = page.getByRole('dialog', { name: /Sucesso!/ });
    await expect(success).toBeVisible(SLOW);
    await expect(success).toContainText('a remessa foi cadastrada');
    const created = db.remessas.findMany((q) => q.where({ descricao }));
    expect(created).toHaveLength(1);
    await expect(page).toHaveURL(new RegExp(`/remessas/info/${created[0].remessaId}$`), SLOW);
    // The search went on after the time limit, and compared the amount it sent.
    expect(seenOf('POST', /^\/api\/remessas\/busca$/).length).toBeGreaterThanOrEqual(2);
    expect(created[0].valorRemessa).toBe(1234.5);
  });

  test('a hurried person who closes the message and presses again is asked first; one remessa', async ({
    openSignedIn,
  }) => {
    const descricao = 'Fundo com pressa';
    // The write lands late, and the searches meanwhile get a firewall's page instead of an answer.
    const { page } = await openSignedIn();
    await fillNovaRemessa(page, descricao);
    gateway.rules.push(
      { method: 'POST', path: /^\/api\/remessas$/, holdMs: TIME_LIMIT_MS * 1.4, once: true },
      { method: 'POST', path: /^\/api\/remessas\/busca$/, block: true },
    );
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    const error = page.getByRole('dialog', { name: /Erro!/ });
    await expect(error).toBeVisible(SLOW);
    await expect(error).toContainText('Ela pode ter sido');
    await error.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    const question = page.getByRole('dialog', { name: 'Cadastrar de novo?' });
    await expect(question).toBeVisible(SLOW);
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => db.remessas.findMany((q) => q.where({ descricao })).length, SLOW).toBe(1);
    expect(seenOf('POST', /^\/api\/remessas$/)).toHaveLength(1);
  });

  test('an associate whose users came without usuarioId: the save sends nothing and says why', async ({
    openSignedIn,
  }) => {
    const associado = db.associados
      .all()
      .find((candidate) => db.usuarios.findMany((q) => q.where({ associadoId: candidate.associadoId })).length > 0)!;
    gateway.rules.push({
      method: 'GET',
      path: ASSOCIADO,
      answer: (body) => ({
        ...body,
        usuarios: (body.usuarios as Record<string, unknown>[]).map(({ usuarioId: _id, ...usuario }) => usuario),
      }),
    });
    const { page } = await openSignedIn();
    await openAssociadoForm(page, associado.associadoId);
    await section(page, 'Endereço').getByLabel('Bairro').fill('Centro');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Erro na edição.' });
    await expect(banner).toBeVisible(SLOW);
    await expect(banner).toContainText('identificação de cada usuário');
    expect(seenOf('PUT', PUT_ASSOCIADO)).toHaveLength(0);
  });

  test('a name a colleague changed, and changed back after the form took it, is saved as they left it', async ({
    openSignedIn,
  }) => {
    const associado = db.associados.all()[9];
    const colleagueSaves = (nome: string) =>
      db.associados.update((q) => q.where({ associadoId: associado.associadoId }), {
        data(record) {
          record.nome = nome;
        },
      });
    const { page } = await openSignedIn();
    await page.goto(`/associados/info/${associado.associadoId}`);
    const editar = page.getByRole('link', { name: 'Editar informações' });
    await expect(editar).toBeVisible(SLOW);
    await colleagueSaves('Nome salvo pela colega');
    // The form opens from the page's copy; the fresh reads it makes as it opens are slow to come.
    const slowReads = { method: 'GET', path: ASSOCIADO, held: true };
    gateway.rules.push(slowReads);
    await editar.click();
    const nome = section(page, 'Associação').getByLabel('Nome', { exact: true });
    await expect(nome).toHaveValue(associado.nome, SLOW);
    await section(page, 'Endereço').getByLabel('Número').fill('742');
    gateway.rules.splice(gateway.rules.indexOf(slowReads), 1);
    gateway.release();
    await expect(nome).toHaveValue('Nome salvo pela colega', SLOW);
    await colleagueSaves(associado.nome);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.poll(() => seenOf('PUT', PUT_ASSOCIADO).length, SLOW).toBe(1);
    expect(seenOf('PUT', PUT_ASSOCIADO)[0].body).toMatchObject({
      nome: associado.nome,
      endereco: expect.objectContaining({ numero: '742' }) as unknown,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a remessa a colleague started sending is not saved: the save’s read sees it', async ({ openSignedIn }) => {
    const remessa = db.remessas.findFirst((q) =>
      q.where((r) => r.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO),
    )!;
    const { page } = await openSignedIn();
    await page.goto(`/remessas/form/editar/${remessa.remessaId}`);
    const descricao = page.getByLabel('Descrição');
    await expect(descricao).toHaveValue(remessa.descricao, SLOW);
    await db.remessas.update((q) => q.where({ remessaId: remessa.remessaId }), {
      data(record) {
        record.situacaoRemessa = {
          situacaoRemessaId: SituacaoRemessaId.ENVIANDO,
          situacaoRemessaNome: situacaoRemessaLabels[SituacaoRemessaId.ENVIANDO],
        };
      },
    });
    await descricao.fill(`${remessa.descricao} revisada`);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    const alert = page.getByRole('dialog', { name: /Erro!/ });
    await expect(alert).toBeVisible(SLOW);
    await expect(alert).toContainText('Esta remessa não pode mais ser alterada');
    expect(seenOf('PUT', /^\/api\/remessas$/)).toHaveLength(0);
  });

  test('a late 401 leaves another person’s stored session alone; the draft it keeps is not in clear', async ({
    openSignedIn,
  }) => {
    const associado = db.associados.all()[7];
    const { page } = await openSignedIn();
    await openAssociadoForm(page, associado.associadoId);
    await section(page, 'Endereço').getByLabel('Bairro').fill('Bairro Secreto Rascunho');
    // Another tab signed someone else in; its storage event has not reached this tab yet.
    const other = JSON.stringify({ accessToken: 'token-de-outra-pessoa', titular: 'outra-pessoa' });
    await page.evaluate((value) => localStorage.setItem('anoreg-painel:sessao', value), other);
    gateway.rules.push({ method: 'GET', path: ASSOCIADO, status: 401, once: true });
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);

    expect(await page.evaluate(() => localStorage.getItem('anoreg-painel:sessao'))).toBe(other);
    await expect
      .poll(
        () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('rascunho')).length),
        SLOW,
      )
      .toBe(1);
    const drafts = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(drafts).not.toContain('Bairro Secreto');
    expect(drafts).not.toContain(associado.nome);
  });

  test('the remembered password never enters the page; signing in uses the encrypted record', async ({ openPage }) => {
    const { page } = await openPage('/');
    await page.getByLabel('CPF').fill('111.444.777-35');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/, SLOW);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('anoreg-painel:lembrar-me')), SLOW).not.toBeNull();
    await page.goto('/');
    // Signed in still: sign out first, then the sign-in page opens with the record.
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);
    await expect(page.getByLabel('CPF')).toHaveValue('111.444.777-35', SLOW);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
    expect(await page.content()).not.toContain('demo123');
    await expect(page.getByText(/Há uma senha lembrada neste navegador/)).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/, SLOW);
  });

  test('after the idle time without use the panel warns, then ends the session; Continuar conectado keeps it', async ({
    browser,
  }) => {
    // A context of its own, on Playwright's clock instead of the suite's (tests/suite-clock.ts): the
    // two cannot both move Date, and this journey reads no date. The project's options (locale, time
    // zone, the address) apply to it as to the fixtures' contexts.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    // Signed in once on /listas: under Playwright's clock the list (its table, which the fixtures'
    // signIn waits for, and a retry of its read) waits for timers that only the steps below run.
    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/, SLOW);
    // The panel checks once a second: jump, then let a few seconds of timers run.
    const after = async (time: string) => {
      await page.clock.fastForward(time);
      await page.clock.runFor(2000);
    };
    await after('29:05');
    const warning = page.getByRole('dialog', { name: 'Sua sessão vai ser encerrada' });
    await expect(warning).toBeVisible(SLOW);
    await warning.getByRole('button', { name: 'Continuar conectado' }).click();
    await after('02:00');
    expect(new URL(page.url()).pathname).toBe('/listas');
    // 2 + 27 minutes since Continuar conectado: the warning again, then the end.
    await after('27:05');
    await expect(warning).toBeVisible(SLOW);
    await after('01:05');
    await expect(page.getByText('Sua sessão foi encerrada por falta de uso.', { exact: false })).toBeVisible(SLOW);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test.describe('with a time limit of 4 s and a create held 6 s', () => {
    // The first attempt's own deadline is twice the time limit from its POST: 8 s, 2 s after the
    // create has landed, which leaves a busy machine time to read the message and press again before it.
    test.use({
      liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(SECOND_PRESS_TIME_LIMIT_MS) }, gateway: true },
    });

    test('a hurried person who presses again while the first create may still be landing, and confirms whatever is asked: the panel waits for its deadline, looking, and finds it; one remessa', async ({
      openSignedIn,
    }) => {
      const descricao = 'Fundo com a busca fora do ar';
      const { page } = await openSignedIn();
      await fillNovaRemessa(page, descricao);
      // Whatever the panel asks before a second create, this person confirms at once.
      const question = page.getByRole('dialog', { name: 'Cadastrar de novo?' });
      await page.addLocatorHandler(question, () =>
        question.getByRole('button', { name: 'Conferi, cadastrar' }).click(),
      );
      gateway.rules.push({ method: 'POST', path: /^\/api\/remessas$/, holdMs: 6_000, once: true });
      await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
      await expect.poll(() => seenOf('POST', /^\/api\/remessas$/).length, SLOW).toBe(1);
      // The search is down once, at the moment the panel looks (after the time limit).
      gateway.rules.unshift({ method: 'POST', path: /^\/api\/remessas\/busca$/, status: 503, once: true });
      const error = page.getByRole('dialog', { name: /Erro!/ });
      await expect(error).toBeVisible(SLOW);
      await expect(error).toContainText('Ela pode ter sido');
      await error.getByRole('button', { name: 'OK' }).click();

      await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /^Conferindo se a remessa anterior foi cadastrada… até \d{2}:\d{2}:\d{2}$/ }),
      ).toBeVisible();
      const success = page.getByRole('dialog', { name: /Sucesso!/ });
      await expect(success).toBeVisible(SLOW);
      await expect(success).toContainText('a remessa foi cadastrada');
      const created = db.remessas.findMany((q) => q.where({ descricao }));
      expect(created).toHaveLength(1);
      await expect(page).toHaveURL(new RegExp(`/remessas/info/${created[0].remessaId}$`), SLOW);
      expect(seenOf('POST', /^\/api\/remessas$/)).toHaveLength(1);
    });
  });
});
