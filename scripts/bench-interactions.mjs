// How quickly the panel answers staff, on a modest office PC: Chromium's CPU slowed 4×, the live
// build under nginx against the mock server over HTTP (as staff use it; it answers in 250 ms),
// median of 5 runs, each in a fresh browser profile signed in on /listas.
//   - opening an associate's edit form from the list (Editar): the press (the pointerdown's time, as
//     the page gets it; Playwright's checks before it are not the panel's) → the frame in which the
//     form paints the record in Nome, enabled (budget 500 ms), and the longest main-thread block
//     meanwhile (budget 100 ms); with where that time goes (the GET leaving, the render after it);
//   - each list and form interaction: the longest event duration of the interaction, the figure INP
//     is made of (Event Timing API; budget 100 ms): a tab, the page size (ArrowDown on its
//     select), typing in the search, a row's menu, typing in a masked field.
// Usage: npm run bench:interactions (BENCH_OUT_DIR for the build, a temporary folder by default).
/* global window, document -- functions passed to page.evaluate run in the page */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ms } from './lib/figures.mjs';
import { installProbes, now, worstSince } from './lib/page-probes.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const MOCK_LATENCY_MS = 250;
const BUDGET = { openFormMs: 500, longestBlockMs: 100, eventMs: 100 };
/** The associate form's Nome (`campo-<field>`, src/components/form/controlled-field.tsx). */
const NOME_FIELD_ID = 'campo-nome';
const outDir = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'painel-bench-interactions');

const modules = await startModuleRunner();
const { DEMO_CREDENTIALS } = await modules.import('/mocks/db/seed.ts');
const { startLiveSite } = await modules.import('/scripts/lib/live-site.ts');
const { launchBrowser } = await modules.import('/scripts/lib/browser.ts');

const live = await startLiveSite(outDir);
// The mock answers every call in the middle of the demo's 100–400 ms, always the same: a random
// latency made the median of five runs wander by over 100 ms from one run of the bench to the next.
const { mockRuntime } = await modules.import('/mocks/lib/runtime.ts');
mockRuntime.latency = { min: MOCK_LATENCY_MS, max: MOCK_LATENCY_MS };
const { site } = live;
const browser = await launchBrowser();

async function signedInPage() {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 768 },
  });
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('table', { name: 'Associados' }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.waitForTimeout(500);
  return { context, page };
}

/** One interaction: what `act` does, then its longest event and block. */
async function interaction(page, act) {
  const since = await now(page);
  await act();
  return worstSince(page, since);
}

async function run() {
  const { context, page } = await signedInPage();
  const figures = {};

  // Editar on the first row → the edit form with the record in its fields, taking input: from the
  // press to the frame in which the page paints Nome filled and enabled, as the page itself sees
  // them (Playwright's checks before the press and its polling after the paint, slowed 4× too,
  // would add their own round trips; both are printed beside it).
  await page.evaluate((id) => {
    window.__formUsableAt = undefined;
    window.__pressedAt = undefined;
    document.addEventListener('pointerdown', (event) => (window.__pressedAt ??= event.timeStamp), {
      capture: true,
      once: true,
    });
    const check = () => {
      const field = document.getElementById(id);
      if (field && field.value !== '' && !field.disabled) window.__formUsableAt = performance.now();
      else window.requestAnimationFrame(check);
    };
    window.requestAnimationFrame(check);
  }, NOME_FIELD_ID);
  const since = await now(page);
  await page.getByRole('table', { name: 'Associados' }).getByRole('link', { name: 'Editar' }).first().click();
  const nome = page.getByRole('region', { name: 'Associação' }).getByLabel('Nome', { exact: true });
  await nome.waitFor();
  await page.waitForFunction((field) => field.value !== '' && !field.disabled, await nome.elementHandle());
  // The field the page watched is the one a person finds by its label.
  if ((await nome.getAttribute('id')) !== NOME_FIELD_ID) throw new Error(`Nome is no longer #${NOME_FIELD_ID}`);
  const marks = await page.evaluate(() => {
    const read = performance
      .getEntriesByType('resource')
      .find((entry) => /\/api\/associados\/\d+$/.test(entry.name) && entry.startTime >= window.__pressedAt);
    return { pressed: window.__pressedAt, usable: window.__formUsableAt, read };
  });
  const seenByPlaywright = (await now(page)) - since;
  const open = await worstSince(page, since);
  figures.openForm = {
    ms: marks.usable - marks.pressed,
    sinceClickCall: marks.usable - since,
    playwright: seenByPlaywright,
    readLeaves: marks.read ? marks.read.startTime - marks.pressed : NaN,
    afterAnswer: marks.read ? marks.usable - marks.read.responseEnd : NaN,
    block: open.block,
    event: open.event,
  };

  figures.maskedField = await interaction(page, async () => {
    const cep = page.getByLabel('CEP', { exact: true });
    await cep.click();
    await cep.press('Control+A');
    await cep.pressSequentially('01310100', { delay: 60 });
  });

  await page.goto(`${site.url}/listas`);
  await page.getByRole('table', { name: 'Associados' }).waitFor();
  await page.waitForTimeout(500);
  figures.search = await interaction(page, () =>
    page.getByLabel('Pesquisar associados').pressSequentially('Silva', { delay: 120 }),
  );
  // The page size as a keyboard user chooses it: the select (the kit's native <select>), then ArrowDown,
  // which picks the next size, 25, and loads it.
  figures.pageSize = await interaction(page, async () => {
    await page.getByLabel('Itens por página', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/size=25/);
  });
  figures.tab = await interaction(page, async () => {
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('table', { name: 'Usuários' }).waitFor();
  });
  figures.rowMenu = await interaction(page, async () => {
    await page
      .getByRole('button', { name: /^Ações de / })
      .first()
      .click();
    await page.getByRole('menu').waitFor();
  });
  await context.close();
  return figures;
}

const runs = [];
try {
  for (let index = 0; index < RUNS; index++) runs.push(await run());
} finally {
  await browser.close();
  await live.close();
  await modules.close();
}

const med = (pick) => median(runs.map(pick));
const rows = [
  ['Editar → edit form usable (from the press)', med((r) => r.openForm.ms), BUDGET.openFormMs],
  ['… the record’s GET leaves, after the press', med((r) => r.openForm.readLeaves)],
  ['… from its answer to the form usable', med((r) => r.openForm.afterAnswer)],
  ["… from Playwright's click call (its checks first)", med((r) => r.openForm.sinceClickCall)],
  ["… as Playwright's polling sees it", med((r) => r.openForm.playwright)],
  ['… longest block meanwhile', med((r) => r.openForm.block), BUDGET.longestBlockMs],
  ['… longest event', med((r) => r.openForm.event), BUDGET.eventMs],
  ['typing in a masked field (CEP)', med((r) => r.maskedField.event), BUDGET.eventMs],
  ['typing in the search', med((r) => r.search.event), BUDGET.eventMs],
  ['page size: ArrowDown on its select, to 25', med((r) => r.pageSize.event), BUDGET.eventMs],
  ['a tab (Usuários)', med((r) => r.tab.event), BUDGET.eventMs],
  ["a row's menu (Ações)", med((r) => r.rowMenu.event), BUDGET.eventMs],
];
console.log(`\nInteractions, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} (longest event = INP's figure):`);
console.log(`  (Editar → form usable, each run: ${runs.map((run) => ms(run.openForm.ms).trim()).join(', ')})`);
const labelWidth = Math.max(...rows.map(([label]) => label.length));
for (const [label, value, budget] of rows) {
  const verdict = budget === undefined ? '' : `  (budget ${budget} ms)${value > budget ? '  OVER' : ''}`;
  console.log(`  ${label.padEnd(labelWidth)} ${ms(value)}${verdict}`);
}
