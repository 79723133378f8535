import { db } from '@mocks/db';
import { expect, test } from '../../browser/engines';

/**
 * What only Firefox showed (the journeys both engines take: ./journeys.e2e.ts): the browser's own
 * question before leaving, raised by a reload right after a save.
 */

test('a reload right after Salvar alterações does not ask whether to leave', async ({
  enginePage: page,
  firefoxPage,
}) => {
  const [associado] = db.associados.all();
  const revisado = `${associado.nome} (revisado)`;
  await page.goto('/');
  await (await page.find({ role: 'textbox', name: 'CPF' })).type('11144477735');
  await (await page.find({ label: 'Senha' })).type('demo123');
  await (await page.find({ role: 'button', name: 'Entrar' })).click();
  await page.find({ role: 'table', name: 'Associados' });
  // A page of its own, which has not downloaded the list's code.
  await page.goto(`/associados/form/editar/${associado.associadoId}`);
  const nome = await (await page.find({ role: 'region', name: 'Associação' })).find({ role: 'textbox', name: 'Nome' });
  await nome.type(' (revisado)');

  // The list's code is held back: the form stays on the page once the save is done, as it does for a
  // moment on any line and for long on a slow one. The panel asking for that code is the save done.
  let holding = true;
  let leaving = () => {};
  const left = new Promise<void>((resolve) => (leaving = resolve));
  await firefoxPage.setCacheEnabled(false);
  await firefoxPage.setRequestInterception(true);
  firefoxPage.on('request', (request) => {
    if (holding && /^\/assets\/listas-[\w-]+\.js$/.test(new URL(request.url()).pathname)) return leaving();
    void request.continue();
  });
  const asked: string[] = [];
  firefoxPage.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await (await page.find({ role: 'button', name: 'Salvar alterações' })).click();
  await left;
  holding = false;
  expect(db.associados.findFirst((q) => q.where({ associadoId: associado.associadoId }))?.nome).toBe(revisado);

  await firefoxPage.reload();
  const reloaded = await (
    await page.find({ role: 'region', name: 'Associação' })
  ).find({ role: 'textbox', name: 'Nome' });
  expect(await reloaded.value()).toBe(revisado);
  expect(asked).toEqual([]);
});
