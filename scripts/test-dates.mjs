// The tests tagged `dates` (tests whose outcome could depend on the day: the seed's dates, "today" in
// a rule, a date written or read) at the moments that break naive date code, in the panel's time zone
// and in UTC. The rest of the suite runs at one fixed moment (tests/suite-clock.ts), so it passes on
// any day; this shows that the dates themselves hold on the hard days too.
//
//   npm run test:dates                  every moment below, in both time zones
//   npm run test:dates -- 2028-02-29    one moment (local time, or `hoje`), in both time zones
import { spawnSync } from 'node:child_process';

// 21:30 in São Paulo is already the next day in UTC: code that takes a day from toISOString() or
// parses a calendar date as UTC shows the wrong one. 00:30 is the other side of the same mistake.
const MOMENTS = [
  { nome: 'último dia de um mês', agora: '2026-11-30T21:30:00' },
  { nome: '29 de fevereiro', agora: '2028-02-29T21:30:00' },
  { nome: '31 de dezembro', agora: '2026-12-31T21:30:00' },
  { nome: '1º de janeiro', agora: '2027-01-01T00:30:00' },
  { nome: 'hoje', agora: 'hoje' },
];
const ZONES = ['America/Sao_Paulo', 'UTC'];

// Only the files that tag a test (Vitest imports every file it is given to read its tags).
const tagged = spawnSync('git', ['grep', '--untracked', '-l', "tags: \\['dates'\\]", '--', 'src', 'mocks', 'tests'], {
  encoding: 'utf8',
})
  .stdout.split('\n')
  .filter(Boolean);
if (tagged.length === 0) throw new Error("Nenhum teste marcado com tags: ['dates'].");

const chosen = process.argv[2];
const moments = chosen ? [{ nome: chosen, agora: chosen }] : MOMENTS;
const results = [];

for (const moment of moments) {
  for (const zone of ZONES) {
    const label = `${moment.nome} (${moment.agora}), ${zone}`;
    console.log(`\n==> ${label}`);
    const started = Date.now();
    const run = spawnSync('npx', ['vitest', 'run', '--tags-filter=dates', '--reporter=dot', ...tagged], {
      stdio: 'inherit',
      env: { ...process.env, PAINEL_TEST_NOW: moment.agora, PAINEL_TEST_TZ: zone },
    });
    results.push({ label, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
  }
}

console.log('\nTestes de datas:');
for (const { label, ok, seconds } of results)
  console.log(`  ${ok ? 'ok    ' : 'FALHOU'}  ${label}  ${seconds.toFixed(0)} s`);
if (results.some((result) => !result.ok)) process.exit(1);
