import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations } from '../browser/axe';
import { bodyRows, expect, test, typeDate } from '../browser/fixtures';

/*
 * The demo's training exercises (src/demo/training): each done start to finish by following the
 * panel only, which moves on by itself as the work is done, ends concluded and is remembered.
 */

const toolbar = (page: Page) => page.getByRole('complementary', { name: 'Modo demonstração' });
const exercisesDialog = (page: Page) => page.getByRole('dialog', { name: 'Exercícios de treinamento' });
const panel = (page: Page) => page.getByRole('region', { name: /^Exercício: / });
const exercise = (page: Page, titulo: string) => exercisesDialog(page).getByRole('article', { name: titulo });
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openExercises(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Exercícios' }).click();
  await expect(exercisesDialog(page)).toBeVisible();
}

async function start(page: Page, titulo: string) {
  await openExercises(page);
  await exercise(page, titulo)
    .getByRole('button', { name: /^(Começar|Recomeçar)$/ })
    .click();
  await expect(exercisesDialog(page)).toBeHidden();
}

/** The panel says this step in its polite live region (a screen reader hears it), having moved there by itself. */
async function step(page: Page, n: number, of: number) {
  await expect(
    panel(page).locator('[aria-live="polite"]').getByText(`Passo ${n} de ${of}`, { exact: true }),
  ).toBeVisible();
}

/**
 * The panel points at `target` (the outline is around it), does not lie over it and leaves it to the
 * trainee's click, in the very frame the target comes into view: scrolled to the window's top edge,
 * its bottom edge and its middle in turn (as a trainee scrolls to it), in the frame painted after each
 * scroll a click at its centre reaches the target itself, not the panel (the outline may slide there). Then
 * Playwright's actionability (a trial click: nothing pressed) finds no other element that would take it.
 * The focus is never in the panel.
 */
async function pointsAt(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const [box, outline] = await Promise.all([target.boundingBox(), page.locator('.treino-destaque').boundingBox()]);
      return !!box && !!outline && Math.abs(box.x - 4 - outline.x) < 2 && Math.abs(box.y - 4 - outline.y) < 2;
    })
    .toBe(true);
  for (const block of ['start', 'end', 'center'] as const)
    expect(await target.evaluate(reachedInTheFrameAfterScrolling, block), `scrolled to the window's ${block}`).toBe(
      'the control',
    );
  await target.scrollIntoViewIfNeeded();
  const [box, own] = await Promise.all([target.boundingBox(), panel(page).boundingBox()]);
  const overlaps =
    !!box &&
    !!own &&
    box.x < own.x + own.width &&
    own.x < box.x + box.width &&
    box.y < own.y + own.height &&
    own.y < box.y + box.height;
  expect(overlaps, 'the panel lies over the control it asks for').toBe(false);
  await target.click({ trial: true, timeout: 3_000 });
  expect(await page.evaluate(() => !!document.activeElement?.closest('.treino'))).toBe(false);
}

/**
 * In the page: scrolls the element to the window's `block` edge and, in the frame that follows (its
 * scroll events handled, before it is painted), tells what a click at its centre reaches: the element
 * (or its label), the panel, or something else.
 */
async function reachedInTheFrameAfterScrolling(element: Element, block: ScrollLogicalPosition) {
  element.scrollIntoView({ block, inline: 'nearest' });
  await new Promise(requestAnimationFrame);
  const { left, top, width, height } = element.getBoundingClientRect();
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  const labels = [...((element as HTMLInputElement).labels ?? [])];
  if (hit && [element, ...labels].some((own) => own.contains(hit))) return 'the control';
  return hit?.closest('.treino') ? 'the panel' : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
}

/**
 * The office screens the exercises are done on: a laptop's, and the smallest the panel is drawn for.
 * Where the panel stands and what it points at is one piece of code for every step of every exercise:
 * the longest exercise (Cobrar a mensalidade do mês: a reload, a dialog, the send) is done at both,
 * the other two at the smallest, where the panel has the least room (each run 12–25 s of the suite).
 */
const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
];
const SMALLEST = SCREENS[1];

for (const viewport of SCREENS)
  test.describe(`training exercises in the demo, at ${viewport.width}×${viewport.height}: every step's control pointed at and left free to press`, () => {
    if (viewport === SMALLEST)
      test('Cadastrar um associado: the panel moves on as the form is filled, saved and the associate found, and remembers it is done', async ({
        openSignedIn,
      }) => {
        const { page, errors } = await openSignedIn({ viewport });
        // The exercises' code is not part of the demo's first load: it comes when Exercícios is pressed.
        const loadedTraining = () =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes('training-ui')),
          );
        expect(await loadedTraining()).toBe(false);
        await openExercises(page);
        expect(await loadedTraining()).toBe(true);
        expect(await accessibilityViolations(page), 'the exercises dialog').toEqual([]);
        for (const titulo of ['Cadastrar um associado', 'Cobrar a mensalidade do mês', 'Conferir quem pagou'])
          await expect(exercise(page, titulo)).toContainText(/Duração: \d+ min.*Não feito/);
        // By keyboard: Começar pressed with Enter.
        await exercise(page, 'Cadastrar um associado').getByRole('button', { name: 'Começar' }).focus();
        await page.keyboard.press('Enter');
        await expect(exercisesDialog(page)).toBeHidden();
        await step(page, 1, 8);
        await expect(panel(page)).toContainText('Na aba Associados da tela Listas, pressione Novo associado.');
        expect(await accessibilityViolations(page), 'the panel of an exercise').toEqual([]);
        await pointsAt(page, page.getByRole('link', { name: 'Novo associado' }));
        await page.getByRole('link', { name: 'Novo associado' }).click();

        await step(page, 2, 8);
        const associacao = section(page, 'Associação');
        await pointsAt(page, associacao.getByLabel('Nome', { exact: true }));
        await associacao.getByLabel('Nome', { exact: true }).fill('Cartório Treinamento');
        await associacao.getByLabel('CPF/CNPJ').pressSequentially('11222333000181');
        await associacao.getByLabel('Tipo de associado').selectOption({ label: 'Associados' });
        await typeDate(page, associacao.getByLabel('Data de associação'), '10022020');
        await associacao.getByLabel('Nome do cartório').fill('1º Tabelionato Treinamento');
        await associacao.getByLabel('CNPJ do cartório').pressSequentially('11444777000161');

        await step(page, 3, 8);
        const endereco = section(page, 'Endereço');
        await pointsAt(page, endereco.getByLabel('CEP'));
        await endereco.getByLabel('CEP').pressSequentially('01310100');
        await page.keyboard.press('Tab');
        await expect(endereco.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
        await endereco.getByLabel('Número').fill('1578');

        await step(page, 4, 8);
        const mensalidade = section(page, 'Informações de cobrança').getByLabel('Mensalidade');
        await pointsAt(page, mensalidade);
        await mensalidade.click();
        await mensalidade.pressSequentially('480');

        await step(page, 5, 8);
        const usuario = page.getByRole('group', { name: 'Usuário 1' });
        await pointsAt(page, usuario.getByLabel('Nome'));
        await usuario.getByLabel('Nome').fill('Ana Treinamento');
        await usuario.getByLabel('Login').fill('ana.treinamento');
        await usuario.getByLabel('E-mail').fill('ana@cartorio-treino.com.br');
        await typeDate(page, usuario.getByLabel('Data de nascimento'), '03041985');
        await usuario.getByLabel('Telefone').pressSequentially('11987654321');

        await step(page, 6, 8);
        await pointsAt(page, page.getByRole('button', { name: 'Cadastrar associado' }));
        await section(page, 'Contato').getByLabel('Telefone').pressSequentially('1132345678');
        await section(page, 'Contato').getByLabel('E-mail').fill('contato@cartorio-treino.com.br');
        await page.getByRole('button', { name: 'Cadastrar associado' }).click();

        await step(page, 7, 8);
        await pointsAt(page, page.getByRole('link', { name: 'Ver lista de associados' }));
        await page.getByRole('link', { name: 'Ver lista de associados' }).click();
        await step(page, 8, 8);
        await pointsAt(page, page.getByRole('searchbox', { name: 'Pesquisar associados' }));
        await page.getByRole('searchbox', { name: 'Pesquisar associados' }).fill('Cartório Treinamento');

        await expect(panel(page).getByText('Exercício concluído')).toBeVisible();
        await expect(panel(page)).toContainText(
          'Associado Cartório Treinamento cadastrado com 1 usuário e encontrado na lista.',
        );
        await panel(page).getByRole('button', { name: 'Fechar' }).click();
        await expect(panel(page)).toHaveCount(0);

        await page.reload();
        await expect(bodyRows(page, 'Associados').first()).toBeVisible();
        await openExercises(page);
        await expect(exercise(page, 'Cadastrar um associado')).toContainText('Concluído');
        await expect(exercise(page, 'Cadastrar um associado').getByRole('button', { name: 'Recomeçar' })).toBeVisible();
        await expect(exercise(page, 'Cobrar a mensalidade do mês')).toContainText('Não feito');
        expect(errors).toEqual([]);
      });

    test('Cobrar a mensalidade do mês: left and resumed after a reload, every payer added at MAX and the send, then concluded', async ({
      openSignedIn,
    }) => {
      const { page, errors } = await openSignedIn({ viewport });
      await start(page, 'Cobrar a mensalidade do mês');
      await step(page, 1, 9);
      await pointsAt(page, page.getByRole('tab', { name: 'Remessas' }));
      // Shown again: the same step, said again.
      await panel(page).getByRole('button', { name: 'Mostrar de novo' }).click();
      await step(page, 1, 9);
      await page.getByRole('tab', { name: 'Remessas' }).click();
      await step(page, 2, 9);

      // Left, then resumed where it was, after a reload.
      await panel(page).getByRole('button', { name: 'Sair do exercício' }).click();
      await expect(panel(page)).toHaveCount(0);
      await page.reload();
      await expect(bodyRows(page, 'Remessas').first()).toBeVisible();
      await expect(panel(page)).toHaveCount(0);
      await openExercises(page);
      await expect(exercise(page, 'Cobrar a mensalidade do mês')).toContainText('Em andamento: passo 2 de 9');
      await exercise(page, 'Cobrar a mensalidade do mês').getByRole('button', { name: 'Continuar' }).click();
      await step(page, 2, 9);
      await pointsAt(page, page.getByRole('link', { name: 'Nova remessa' }));

      await page.getByRole('link', { name: 'Nova remessa' }).click();
      await step(page, 3, 9);
      await pointsAt(page, page.getByLabel('Tipo de remessa', { exact: true }));
      await page.getByLabel('Tipo de remessa', { exact: true }).selectOption({ label: 'Mensalidade' });
      await step(page, 4, 9);
      await pointsAt(page, page.getByRole('button', { name: 'Cadastrar remessa' }));
      await page.getByLabel('Nome', { exact: true }).fill('Mensalidade de setembro');
      await page.getByLabel('Descrição', { exact: true }).fill('Mensalidade 09/2026');
      await typeDate(page, page.getByLabel('Data de vencimento'), format(addDays(new Date(), 10), 'ddMMyyyy'));
      await page.getByLabel('Pagantes', { exact: true }).selectOption({ label: 'Associados' });
      await page.getByRole('button', { name: 'Cadastrar remessa' }).click();

      await step(page, 5, 9);
      await expect(page.getByRole('heading', { name: 'Informações da remessa' })).toBeVisible();
      await pointsAt(page, page.getByRole('button', { name: 'Adicionar associado' }));
      await page.getByRole('button', { name: 'Adicionar associado' }).click();
      await step(page, 6, 9);
      const adicionar = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
      await expect(bodyRows(adicionar, 'Associados disponíveis').first()).toBeVisible();
      await pointsAt(page, adicionar.getByLabel('Itens por página', { exact: true }));
      await adicionar.getByLabel('Itens por página', { exact: true }).selectOption({ label: 'MAX' });
      await step(page, 7, 9);
      // "1–114 de 114": every associate the dialog offers, on one page (its rows are drawn as they scroll into view).
      const report = adicionar.locator('.list-pager__report');
      await expect(report).toHaveText(/^1–(\d+) de \1$/);
      const total = Number(/de (\d+)/.exec((await report.textContent())!)![1]);
      await pointsAt(page, adicionar.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
      await adicionar.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
      await step(page, 8, 9);
      await pointsAt(page, adicionar.getByRole('button', { name: 'Adicionar', exact: true }));
      await adicionar.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await expect(adicionar).toBeHidden();
      // The focus back on the button that opened the dialog (the page scrolls to it).
      await expect(page.getByRole('button', { name: 'Adicionar associado' })).toBeFocused();

      await step(page, 9, 9);
      await pointsAt(page, page.getByRole('button', { name: 'Iniciar envio' }));
      await page.getByRole('button', { name: 'Iniciar envio' }).click();
      const confirmacao = page.getByRole('dialog', { name: 'Iniciar envio' });
      await confirmacao.getByRole('button', { name: 'Iniciar envio' }).click();

      await expect(panel(page).getByText('Exercício concluído')).toBeVisible();
      await expect(panel(page)).toContainText(`Remessa Mensalidade 09/2026 enviada para ${total} associados.`);
      await page
        .getByRole('dialog', { name: /Sucesso!/ })
        .getByRole('button', { name: 'OK' })
        .click();

      // Remembered after a reload: the panel still says it is done until closed, the list marks it.
      await page.reload();
      await expect(panel(page).getByText('Exercício concluído')).toBeVisible();
      await panel(page).getByRole('button', { name: 'Fechar' }).click();
      await openExercises(page);
      await expect(exercise(page, 'Cobrar a mensalidade do mês')).toContainText('Concluído');
      expect(errors).toEqual([]);
    });

    if (viewport === SMALLEST)
      test('Conferir quem pagou: a month, a remessa, who has not paid, exported and a link copied; a step skipped; Restaurar starts the exercises again', async ({
        demo,
        openSignedIn,
      }) => {
        const { page, context, errors } = await openSignedIn({ viewport, acceptDownloads: true });
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url });
        await start(page, 'Conferir quem pagou');
        await step(page, 1, 6);
        const arrecadacao = page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Arrecadação' });
        await pointsAt(page, arrecadacao);
        await arrecadacao.click();
        await step(page, 2, 6);

        // The recent months come last: the first from the end with a remessa still Enviado.
        const meses = page
          .getByRole('table', { name: 'Arrecadação por mês' })
          .getByRole('button', { name: /^\d{2}\/\d{4}$/ });
        await expect(meses.first()).toBeVisible();
        await pointsAt(page, meses.first());
        let remessas: Locator | undefined;
        for (let index = (await meses.count()) - 1; index >= 0 && !remessas; index--) {
          const mes = (await meses.nth(index).textContent())!.trim();
          await meses.nth(index).click();
          const table = page.getByRole('table', { name: `Remessas de ${mes}` });
          await expect(table).toBeVisible();
          if ((await table.locator('tbody tr').filter({ hasText: 'Enviado' }).count()) > 0) remessas = table;
        }
        await step(page, 3, 6);
        const abrir = remessas!
          .locator('tbody tr')
          .filter({ hasText: 'Enviado' })
          .first()
          .getByRole('link', { name: 'Ver informações' });
        await pointsAt(page, abrir);
        await remessas!
          .locator('tbody tr')
          .filter({ hasText: 'Enviado' })
          .first()
          .getByRole('link', { name: 'Ver informações' })
          .click();

        await step(page, 4, 6);
        const enviado = page
          .getByRole('group', { name: 'Filtrar pagantes por situação' })
          .getByRole('button', { name: /^Enviado: / });
        await pointsAt(page, enviado);
        await enviado.click();
        await step(page, 5, 6);
        await pointsAt(page, page.getByRole('button', { name: 'Exportar pagantes' }));
        await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Exportar pagantes' }).click(),
        ]);
        await step(page, 6, 6);
        await pointsAt(page, page.getByRole('button', { name: 'Copiar link do boleto' }).first());
        await bodyRows(page, 'Associados da remessa')
          .first()
          .getByRole('button', { name: 'Copiar link do boleto' })
          .click();

        await expect(panel(page).getByText('Exercício concluído')).toBeVisible();
        await expect(panel(page)).toContainText(
          /Remessa .+ conferida: \d+ de \d+ pagantes pagaram; a lista de quem não pagou foi exportada e um link de boleto copiado\./,
        );
        await panel(page).getByRole('button', { name: 'Fechar' }).click();

        // A step can be skipped: the panel goes to the next one.
        await start(page, 'Cadastrar um associado');
        await step(page, 1, 8);
        await panel(page).getByRole('button', { name: 'Pular passo' }).focus();
        await page.keyboard.press('Enter');
        await step(page, 2, 8);

        // Restaurar dados de demonstração: the data and the exercises start again.
        await toolbar(page).getByRole('button', { name: 'Abrir ferramentas da demonstração' }).click();
        await toolbar(page).getByRole('button', { name: 'Restaurar dados de demonstração' }).click();
        await page
          .getByRole('dialog', { name: 'Restaurar dados de demonstração?' })
          .getByRole('button', { name: 'Restaurar' })
          .click();
        await expect(toolbar(page).getByText('Dados de demonstração restaurados.')).toBeVisible();
        await expect(panel(page)).toHaveCount(0);
        await openExercises(page);
        for (const titulo of ['Cadastrar um associado', 'Cobrar a mensalidade do mês', 'Conferir quem pagou']) {
          await expect(exercise(page, titulo)).toContainText('Não feito');
          await expect(exercise(page, titulo).getByRole('button', { name: 'Começar' })).toBeVisible();
        }
        expect(errors).toEqual([]);
      });
  });
