import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config.ts';

/*
 * `npm run test:dates`: the tests tagged `dates` (their outcome could depend on the day: the seed's
 * dates, "today" in a rule, a date written or read) at the moments that break naive date code, in
 * the panel's time zone and in UTC, one project each. The rest of the suite runs at one fixed moment
 * (tests/suite-clock.ts), so it passes on any day; this shows the dates hold on the hard days too.
 * They test the modules that compute dates, in Node: a screen's wiring is the unit suite's, at its
 * moment (docs/decisions/0028-suite-clock.md).
 * `PAINEL_TEST_NOW=2028-02-29T23:59 npm run test:dates` (local time, or `hoje`) tries one moment.
 */

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

const chosen = process.env.PAINEL_TEST_NOW?.trim();
const moments = chosen ? [{ nome: chosen, agora: chosen }] : MOMENTS;

// Only the files that tag a test: Vitest imports every file it is given to read its tags.
const tagged = execFileSync(
  'git',
  ['grep', '--untracked', '-l', "tags: \\['dates'\\]", '--', 'src', 'mocks', 'tests'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean);
if (tagged.length === 0) throw new Error("Nenhum teste marcado com tags: ['dates'].");

export default defineConfig(async (configEnv) => {
  const unit = await unitConfig(configEnv);
  return {
    ...unit,
    test: {
      ...unit.test,
      include: tagged,
      // No DOM, no app, no mock server: tests/setup.ts then only sets the moment and watches console.error.
      environment: 'node',
      projects: moments.flatMap(({ nome, agora }) =>
        ZONES.map((zone) => ({
          extends: true,
          test: {
            name: `${nome} (${agora}), ${zone}`,
            // A process per moment and zone: a worker thread cannot move its own clock's time zone.
            pool: 'forks' as const,
            // One process runs the project's files in one module graph (isolate: false). Its files are
            // small and importing zod, faker and date-fns is most of their time: spread over two
            // processes, each paid it again (20 processes and 12–13 s of CPU against 10 and 8–9 s).
            maxWorkers: 1,
            env: { PAINEL_TEST_NOW: agora, TZ: zone },
          },
        })),
      ),
    },
  };
});
