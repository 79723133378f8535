// How quickly the panel answers staff, on a modest office PC: Chromium's CPU slowed 4×, the live
// build under nginx against the mock server (it answers in 250 ms), served as staff are served:
// over HTTP/2 and TLS through a front like the association's load balancer (BENCH_PROTOCOL=http1:
// plain HTTP/1.1 straight to nginx, as before; scripts/lib/bench-protocol.ts), median of 5 runs,
// each in a fresh browser profile signed in on /listas, whose answers (panel and API) are checked
// to have come over that protocol.
//   - opening an associate's edit form from the list (Editar): the press (the pointerdown's time, as
//     the page gets it; Playwright's checks before it are not the panel's) → the frame in which the
//     form paints the record in Nome, enabled (budget 500 ms), and the longest main-thread block
//     meanwhile (budget 100 ms); with where that time goes (the GET leaving, the render after it);
//   - each list and form interaction: the longest event duration of the interaction, the figure INP
//     is made of (Event Timing API; budget 100 ms): a tab, the page size (ArrowDown on its
//     select), typing in the search, a row's menu, typing in a masked field.
// Usage: npm run bench:interactions (BENCH_PROTOCOL=h2|http1, INTERACTIONS_RUNS=5, BENCH_OUT_DIR for
// the build, a temporary folder by default).
/* global window, document -- functions passed to page.evaluate run in the page */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ms, printFigures } from './lib/figures.mjs';
import { now, probedSignedInPage, worstSince } from './lib/page-probes.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';

const RUNS = Number(process.env.INTERACTIONS_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const MOCK_LATENCY_MS = 250;
const BUDGET = { openFormMs: 500, longestBlockMs: 100, eventMs: 100 };
/** The associate form's Nome (`campo-<field>`, src/components/form/controlled-field.tsx). */
const NOME_FIELD_ID = 'campo-nome';
const outDir = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'painel-bench-interactions');

const modules = await startModuleRunner();
const { startLiveSite } = await modules.import('/scripts/lib/live-site.ts');
const { BENCH_PROTOCOLS, benchProtocol } = await modules.import('/scripts/lib/bench-protocol.ts');
const { launchBrowser } = await modules.import('/scripts/lib/browser.ts');

const live = await startLiveSite(outDir, { protocol: benchProtocol() });
// The mock answers every call in the middle of the demo's 100–400 ms, always the same: a random
// latency made the median of five runs wander by over 100 ms from one run of the bench to the next.
const { mockRuntime } = await modules.import('/mocks/lib/runtime.ts');
mockRuntime.latency = { min: MOCK_LATENCY_MS, max: MOCK_LATENCY_MS };
const browser = await launchBrowser(live.chromiumFlags);

/** One interaction: what `act` does, then its longest event and block. */
async function interaction(page, act) {
  const since = await now(page);
  await act();
  return worstSince(page, since);
}

async function run() {
  const { context, page, served } = await probedSignedInPage(browser, live, CPU_SLOWDOWN);
  const figures = { served };

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

  await page.goto(`${live.url}/listas`);
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
console.log(
  `\nInteractions, CPU ${CPU_SLOWDOWN}× slower, over ${BENCH_PROTOCOLS[live.protocol].label}, median of ${RUNS} (longest event = INP's figure):`,
);
console.log(`  (sign-in and /listas, every run: ${[...new Set(runs.map((run) => run.served))].join('; ')})`);
console.log(`  (Editar → form usable, each run: ${runs.map((run) => ms(run.openForm.ms).trim()).join(', ')})`);
printFigures(rows);
