import type { Locator, Page, Request } from '@playwright/test';
import { db } from '@mocks/db';
import { accessibilityViolations } from '../../browser/axe';
import { expect, test, type PanelPage } from '../../browser/fixtures';

/**
 * Two members of staff, each in a browser of their own (two contexts), on the live build under nginx
 * with the mock server behind it over HTTP.
 */
const CHANGED_BY_OTHER = 'Este associado foi alterado por outra pessoa enquanto você editava.';

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
async function openEditForm(page: Page, associadoId: number) {
  await page.goto(`/associados/form/editar/${associadoId}`);
  await expect(section(page, 'Associação').getByLabel('Nome', { exact: true })).not.toHaveValue('');
}

async function saveAndLeave(page: Page) {
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(/\/listas\?type=associates$/);
}

/** Presses Tab until `locator` has the focus, as a keyboard user would. */
async function tabTo(page: Page, locator: Locator, max = 20) {
  for (let step = 0; step < max; step++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('O foco não chegou ao elemento esperado pelo teclado.');
}

const record = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!;

test.describe('two members of staff editing one associate (live build, mock server over HTTP)', () => {
  let a: PanelPage;
  let b: PanelPage;
  test.beforeEach(async ({ liveSite, openSignedIn }) => {
    await liveSite.mock.reset('padrao');
    a = await openSignedIn();
    b = await openSignedIn();
  });

  test('both change the street number: A’s save sends nothing, the dialog (axe clean) is answered by keyboard, then saves the choice', async ({
    liveSite,
  }) => {
    const associado = db.associados.all()[4];
    const aPuts = associadoPuts(a.page, liveSite.mock.url);

    await openEditForm(a.page, associado.associadoId);
    await openEditForm(b.page, associado.associadoId);
    await section(b.page, 'Endereço').getByLabel('Número', { exact: true }).fill('200');
    await saveAndLeave(b.page);

    await section(a.page, 'Endereço').getByLabel('Número', { exact: true }).fill('300');
    await section(a.page, 'Endereço').getByLabel('Complemento', { exact: true }).fill('Sala 9');
    await a.page.getByRole('button', { name: 'Salvar alterações' }).click();
    const dialog = a.page.getByRole('dialog', { name: CHANGED_BY_OTHER });
    await expect(dialog).toBeVisible();
    expect(aPuts).toEqual([]);

    const numero = dialog.getByRole('group', { name: 'Número' });
    await expect(numero.getByRole('radio', { name: 'Manter o meu: 300' })).toHaveCount(1);
    await expect(numero.getByRole('radio', { name: 'Usar o da outra pessoa: 200' })).toHaveCount(1);
    expect(await accessibilityViolations(a.page)).toEqual([]);

    // Keyboard only: into the field's choices, the arrow picks "the other person's", Tab to save.
    await tabTo(a.page, numero.getByRole('radio', { name: 'Manter o meu: 300' }));
    await a.page.keyboard.press('ArrowDown');
    await expect(numero.getByRole('radio', { name: 'Usar o da outra pessoa: 200' })).toBeChecked();
    await tabTo(a.page, dialog.getByRole('button', { name: 'Salvar com estas escolhas' }));
    await a.page.keyboard.press('Enter');
    await expect(a.page).toHaveURL(/\/listas\?type=associates$/);

    expect(aPuts).toHaveLength(1);
    expect(aPuts[0]).toMatchObject({ endereco: { numero: '200', complemento: 'Sala 9' } });
    expect(record(associado.associadoId).endereco).toMatchObject({ numero: '200', complemento: 'Sala 9' });
    expect([...a.errors, ...b.errors]).toEqual([]);
  });
});
