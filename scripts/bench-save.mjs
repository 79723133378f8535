// What a save costs a person: click on Salvar alterações of the associate edit form → the next
// screen (/listas?type=associates) under way, median of 7 runs, on the LIVE build served by nginx
// (deploy/serve-nginx.sh) calling the mock server, in headless Chromium, over HTTP/2 and TLS
// through a front like the association's load balancer (BENCH_PROTOCOL=http1: plain HTTP/1.1
// straight to nginx, as before; scripts/lib/bench-protocol.ts; the sign-in's answers are checked
// to have come over that protocol). Issue 22 adds one GET of the record right before the PUT (the
// three-way merge): this shows what it costs, on this machine's loopback and with 100 ms of network
// latency per request (Chrome DevTools emulation, about a connection from another city).
// Each run edits the street number only, so no conflict dialog opens; the GET and PUT times come
// from the browser's resource timing.
// Usage: npm run bench:save  (BENCH_PROTOCOL=h2|http1, BENCH_OUT_DIR=<build folder>, default a
// temporary one; --no-build measures a build already there, e.g. one of an earlier commit, to compare
// before and after).
/* global window, document, location, Element, requestAnimationFrame -- functions passed to page.evaluate run in the page */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ms } from './lib/figures.mjs';
import { startModuleRunner } from './lib/vite-runner.mjs';

const RUNS = 7;
const LATENCIES = [0, 100];
const outDir = process.env.BENCH_OUT_DIR ?? join(tmpdir(), 'painel-bench-save');

const modules = await startModuleRunner();
const { db } = await modules.import('/mocks/db/index.ts');
const { startLiveSite } = await modules.import('/scripts/lib/live-site.ts');
const { BENCH_PROTOCOLS, benchProtocol } = await modules.import('/scripts/lib/bench-protocol.ts');
const { launchBrowser } = await modules.import('/scripts/lib/browser.ts');

const build = !process.argv.includes('--no-build');
if (build) console.log(`Live build into ${outDir}`);
const live = await startLiveSite(outDir, { build, protocol: benchProtocol() });
const browser = await launchBrowser(live.chromiumFlags);

/** One save: open the form, change the number, click → the list's address, at the next frame. */
async function measureSave(page, associadoId, numero) {
  await page.goto(`${live.url}/associados/form/editar/${associadoId}`);
  const field = page.getByRole('region', { name: 'Endereço' }).getByLabel('Número', { exact: true });
  const nome = page.getByRole('region', { name: 'Associação' }).getByLabel('Nome', { exact: true });
  await nome.waitFor();
  while ((await nome.inputValue()) === '') await page.waitForTimeout(20);
  await field.fill(numero);
  await page.evaluate(() => {
    performance.clearResourceTimings();
    window.__result = new Promise((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]')) return;
          const start = performance.now();
          const check = () =>
            location.pathname === '/listas'
              ? requestAnimationFrame(() => setTimeout(() => resolve({ start, end: performance.now() }), 0))
              : requestAnimationFrame(check);
          check();
        },
        { capture: true, once: true },
      );
    });
  });
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  const { start, end } = await page.evaluate(() => window.__result);
  const calls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/api\/associados\/?(\d+)?$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, start: entry.startTime, duration: entry.duration })),
  );
  const saved = db.associados.findFirst((q) => q.where({ associadoId }));
  if (saved?.endereco.numero !== numero) throw new Error(`O número ${numero} não foi salvo.`);
  // The PUT goes to /api/associados/, the record's GET to /api/associados/{id}: the read before it.
  const put = calls.find((call) => !/\/\d+$/.test(call.url) && call.start >= start);
  const read = calls.find((call) => /\/\d+$/.test(call.url) && call.start >= start && call.start < (put?.start ?? 0));
  return { total: end - start, read: read?.duration ?? 0 };
}

const results = [];
try {
  for (const latency of LATENCIES) {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    const served = await live.signIn(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const associadoId = db.associados.all()[5].associadoId;
    // One run to warm the form's code and the connection, not counted.
    await measureSave(page, associadoId, '1');
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureSave(page, associadoId, String(100 + run)));
    results.push({ latency, served, total: median(runs.map((r) => r.total)), read: median(runs.map((r) => r.read)) });
    await context.close();
  }
} finally {
  await browser.close();
  await live.close();
  await modules.close();
}

console.log(
  `\nSave of the associate form, click → /listas, over ${BENCH_PROTOCOLS[live.protocol].label} (median of ${RUNS})`,
);
console.log(`  (sign-in: ${[...new Set(results.map((result) => result.served))].join('; ')})`);
console.log('network latency   click → next screen   of which the GET before the PUT');
for (const { latency, total, read } of results)
  console.log(`${String(latency).padStart(8)} ms     ${ms(total)}              ${read ? ms(read) : '   (no GET)'}`);
