import { expect, test } from '../../browser/fixtures';

/**
 * What the integration tests (tests/listas/read-on-intent.test.tsx) cannot see: the browser's own
 * pointer over the live build's chunks. Resting the pointer on a row's Editar downloads the form's
 * code and reads the record before the click; the form then opens on them, asking nothing again.
 */
test("the pointer resting on a row's Editar loads the form's code and reads the record, and the form opens on them", async ({
  signedInPage: page,
}) => {
  const editar = page.getByRole('table', { name: 'Associados' }).getByRole('link', { name: 'Editar' }).first();
  const recordPath = `/api/associados/${(await editar.getAttribute('href'))!.split('/').at(-1)}`;
  const isFormCode = (url: string) => /\/associado-form-page-[^/]*\.js$/.test(new URL(url).pathname);
  const reads: string[] = [];
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === recordPath) reads.push(request.method());
    if (isFormCode(request.url())) formCode.push(request.url());
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === recordPath);
  const codeLoaded = page.waitForResponse((response) => isFormCode(response.url()));

  await editar.hover();
  await Promise.all([answered, codeLoaded]);
  await expect(page).toHaveURL(/\/listas/);

  await editar.click();
  await expect(page).toHaveURL(/\/associados\/form\/editar\/\d+$/);
  const nome = page.getByRole('region', { name: 'Associação' }).getByLabel('Nome', { exact: true });
  await expect(nome).toBeEnabled();
  await expect(nome).not.toHaveValue('');
  expect(reads).toEqual(['GET']);
  expect(formCode).toHaveLength(1);
});
