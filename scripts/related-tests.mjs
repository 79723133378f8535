// Prints the unit and integration test files related to what changed (scripts/check.sh runs them):
// against HEAD (staged, unstaged and new files), or against the git ref given (`HEAD~1`, `main`).
// Prints `--all` for a change that affects every test, and `--changed` when no test run has been
// recorded yet (a fresh clone): Vitest's own selection then.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isTestFile, MODULES_RUN_DIR, selectTests } from './lib/related-tests.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

const ref = process.argv[2] ?? 'HEAD';
const changed = [
  ...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]),
];
const testFiles = [...git('ls-files'), ...git('ls-files', '--others', '--exclude-standard')].filter(
  (file) => isTestFile(file) && existsSync(file),
);
const records = existsSync(MODULES_RUN_DIR) ? readdirSync(MODULES_RUN_DIR) : [];

if (records.length === 0) {
  console.log('--changed');
} else {
  const modulesRun = new Map(
    records.map((name) => {
      const { testFile, modules } = JSON.parse(readFileSync(join(MODULES_RUN_DIR, name), 'utf8'));
      return [testFile, modules];
    }),
  );
  const sourceOf = (test) => readFileSync(test, 'utf8');
  const { all, tests } = selectTests({ changed, testFiles, modulesRun, sourceOf });
  console.log(all ? '--all' : tests.join('\n'));
}
