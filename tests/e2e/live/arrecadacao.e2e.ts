import { db } from '@mocks/db';
import { presentRemessa } from '@mocks/db/presenters';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { SituacaoRemessaId } from '@/generated/model';
import { expect, test } from '../../browser/fixtures';
import { cellsOf, expectedLine, lineOf, mesAtras, TABLE } from '../arrecadacao-helpers';

test.describe('Arrecadação on the live build under nginx', () => {
  test.use({ liveSiteOptions: { prism: true } });

  test("comes from the Remessas tab, and each month's figures are the sums of what the server holds", async ({
    newPanelContext,
  }) => {
    const context = await newPanelContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const searches: { numRows: number }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/remessas/busca')
        searches.push(request.postDataJSON() as { numRows: number });
    });
    await page.goto('/');
    await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/listas/);
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await page.getByRole('link', { name: 'Ver arrecadação' }).click();
    await expect(page).toHaveURL(/\/arrecadacao$/);
    await expect(page.getByRole('table', { name: TABLE })).toBeVisible();

    const remessas = db.remessas.all().map(presentRemessa);
    const enviada = (remessa: (typeof remessas)[number]) =>
      remessa.situacaoRemessa.situacaoRemessaId !== SituacaoRemessaId.EM_PREPARACAO;
    expect(searches.map((search) => search.numRows)).toContain(remessas.length);
    for (const back of [0, 1, 6, 11]) {
      const mes = mesAtras(back);
      await expect.poll(async () => (await lineOf(page, mes)).slice(0, 5)).toEqual(expectedLine(mes));
    }

    // Mensalidade only: the month's count is the Mensalidades due in it.
    await page.getByLabel('Tipo de remessa').selectOption({ label: 'Mensalidade' });
    await expect(page).toHaveURL(/\/arrecadacao\?tipo=1$/);
    const mes = mesAtras(1);
    const iso = `${mes.slice(3)}-${mes.slice(0, 2)}`;
    const mensalidades = remessas.filter(
      (remessa) =>
        remessa.dataVencimento.startsWith(iso) && remessa.tipoRemessa.tipoRemessaId === 1 && enviada(remessa),
    );
    await expect(cellsOf(page, mes).nth(1)).toHaveText(String(mensalidades.length));
    expect(errors).toEqual([]);
  });
});
