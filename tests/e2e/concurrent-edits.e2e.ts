import type { Browser, Locator, Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { accessibilityViolations } from './axe';
import { openFresh, signIn, useLiveSite } from './fixtures';

/**
 * Issue 22: two members of staff, each in a browser of their own (two contexts), on the live build
 * under nginx with the mock server behind it over HTTP.
 */
const SLOW = { timeout: 15_000 };
const CHANGED_BY_OTHER = 'Este associado foi alterado por outra pessoa enquanto você editava.';

/** A person at a browser of their own, signed in through the sign-in page. */
async function staff(browser: Browser, siteUrl: string) {
  const person = await openFresh(browser, `${siteUrl}/`);
  await signIn(person.page);
  return person;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The bodies of the associate PUTs a page sends. */
function associadoPuts(page: Page, apiUrl: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PUT' && request.url().startsWith(`${apiUrl}/api/associados`))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** Opens the edit form and waits until it holds the record. */
async function openEditForm(page: Page, siteUrl: string, associadoId: number) {
  await page.goto(`${siteUrl}/associados/form/editar/${associadoId}`);
  await expect
    .poll(() => section(page, 'Associação').getByLabel('Nome', { exact: true }).inputValue(), SLOW)
    .not.toBe('');
}

async function saveAndLeave(page: Page) {
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.waitForURL('**/listas?type=associates', SLOW);
}

async function isFocused(locator: Locator) {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `locator` has the focus, as a keyboard user would. */
async function tabTo(page: Page, locator: Locator, max = 20) {
  for (let step = 0; step < max; step++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('O foco não chegou ao elemento esperado pelo teclado.');
}

const record = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!;

describe('two members of staff editing one associate (live build, mock server over HTTP)', () => {
  const { browser, mock, site } = useLiveSite('painel-concurrent-');
  beforeEach(() => mock.reset('padrao'));

  it('A opens the page, B saves a new name, A edits the street number and saves: B’s name survives, A’s number is saved', async () => {
    const associado = db.associados.all()[3];
    const a = await staff(browser, site.url);
    const b = await staff(browser, site.url);
    const aPuts = associadoPuts(a.page, mock.url);

    await a.page.goto(`${site.url}/associados/info/${associado.associadoId}`);
    await a.page.getByRole('heading', { name: 'Informações do associado' }).waitFor(SLOW);
    await a.page.getByText(associado.nome).first().waitFor(SLOW);

    await openEditForm(b.page, site.url, associado.associadoId);
    await section(b.page, 'Associação').getByLabel('Nome', { exact: true }).fill('Nome salvo por B');
    await saveAndLeave(b.page);
    expect(record(associado.associadoId).nome).toBe('Nome salvo por B');

    await a.page.getByRole('link', { name: 'Editar informações' }).click();
    await expect
      .poll(() => section(a.page, 'Associação').getByLabel('Nome', { exact: true }).inputValue(), SLOW)
      .toBe('Nome salvo por B');
    await section(a.page, 'Endereço').getByLabel('Número', { exact: true }).fill('742');
    await saveAndLeave(a.page);

    expect(aPuts).toHaveLength(1);
    expect(aPuts[0]).toMatchObject({ nome: 'Nome salvo por B', endereco: { numero: '742' } });
    expect(record(associado.associadoId)).toMatchObject({ nome: 'Nome salvo por B', endereco: { numero: '742' } });
    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('both change the street number: A’s save sends nothing, the dialog (axe clean) is answered by keyboard, then saves the choice', async () => {
    const associado = db.associados.all()[4];
    const a = await staff(browser, site.url);
    const b = await staff(browser, site.url);
    const aPuts = associadoPuts(a.page, mock.url);

    await openEditForm(a.page, site.url, associado.associadoId);
    await openEditForm(b.page, site.url, associado.associadoId);
    await section(b.page, 'Endereço').getByLabel('Número', { exact: true }).fill('200');
    await saveAndLeave(b.page);

    await section(a.page, 'Endereço').getByLabel('Número', { exact: true }).fill('300');
    await section(a.page, 'Endereço').getByLabel('Complemento', { exact: true }).fill('Sala 9');
    await a.page.getByRole('button', { name: 'Salvar alterações' }).click();
    const dialog = a.page.getByRole('dialog', { name: CHANGED_BY_OTHER });
    await dialog.waitFor(SLOW);
    expect(aPuts).toEqual([]);

    const numero = dialog.getByRole('group', { name: 'Número' });
    await numero.getByRole('radio', { name: 'Manter o meu: 300' }).waitFor();
    expect(await numero.getByRole('radio', { name: 'Manter o meu: 300' }).count()).toBe(1);
    expect(await numero.getByRole('radio', { name: 'Usar o da outra pessoa: 200' }).count()).toBe(1);
    expect(await accessibilityViolations(a.page)).toEqual([]);

    // Keyboard only: into the field's choices, the arrow picks "the other person's", Tab to save.
    await tabTo(a.page, numero.getByRole('radio', { name: 'Manter o meu: 300' }));
    await a.page.keyboard.press('ArrowDown');
    expect(await numero.getByRole('radio', { name: 'Usar o da outra pessoa: 200' }).isChecked()).toBe(true);
    await tabTo(a.page, dialog.getByRole('button', { name: 'Salvar com estas escolhas' }));
    await a.page.keyboard.press('Enter');
    await a.page.waitForURL('**/listas?type=associates', SLOW);

    expect(aPuts).toHaveLength(1);
    expect(aPuts[0]).toMatchObject({ endereco: { numero: '200', complemento: 'Sala 9' } });
    expect(record(associado.associadoId).endereco).toMatchObject({ numero: '200', complemento: 'Sala 9' });
    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
