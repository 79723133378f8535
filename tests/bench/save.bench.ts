// A save of the associate edit form, click → /listas under way, on the live build (README, Benchmarks),
// on loopback and with 100 ms of network latency, median of 7: it shows what the read before the PUT
// (the three-way merge) costs. Each run edits the street number only, so no conflict dialog opens.
import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { BENCH_PROTOCOLS } from '../browser/serving-protocol';
import { distinct, liveBench as test, median, ms, repeat, timeFrom } from './fixtures';

const RUNS = 7;
const LATENCIES = [0, 100];

/** One save: open the form, change the number, click → the list's address, at the next frame. */
async function measureSave(page: Page, address: string, associadoId: number, numero: string) {
  await page.goto(address);
  const nome = page.getByRole('region', { name: 'Associação' }).getByLabel('Nome', { exact: true });
  await nome.waitFor();
  while ((await nome.inputValue()) === '') await page.waitForTimeout(20);
  await page.getByRole('region', { name: 'Endereço' }).getByLabel('Número', { exact: true }).fill(numero);
  await page.evaluate(() => performance.clearResourceTimings());
  const { start, end } = await timeFrom(
    page,
    'click',
    () => location.pathname === '/listas',
    undefined,
    () => page.getByRole('button', { name: 'Salvar alterações' }).click(),
  );
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

test('a save of the associate form', async ({ live, freshPage }) => {
  const associadoId = db.associados.all()[5]!.associadoId;
  const address = `${live.url}/associados/form/editar/${associadoId}`;
  const results = [];
  for (const latency of LATENCIES) {
    const { context, page, cdp } = await freshPage();
    const served = await live.signIn(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // One run to warm the form's code and the connection, not counted.
    await measureSave(page, address, associadoId, '1');
    const runs = await repeat(RUNS, (run) => measureSave(page, address, associadoId, String(99 + run)));
    results.push({ latency, served, total: median(runs.map((r) => r.total)), read: median(runs.map((r) => r.read)) });
    await context.close();
  }
  console.log(
    `\nSave of the associate form, click → /listas, over ${BENCH_PROTOCOLS[live.protocol].label} (median of ${RUNS})`,
  );
  console.log(`  (sign-in: ${distinct(results.map((result) => result.served))})`);
  console.log('network latency   click → next screen   of which the GET before the PUT');
  for (const { latency, total, read } of results)
    console.log(`${String(latency).padStart(8)} ms     ${ms(total)}              ${read ? ms(read) : '   (no GET)'}`);
});
