// The baseline of the screenshots taken from a git ref, to check a change against it:
//   npm run screenshots:baseline -- main [playwright test options]   then   npm run screenshots
// builds the ref's demo (its files exported into a temporary folder that uses this checkout's
// node_modules) and has this checkout's Playwright Test take every screen of it into
// .screenshots/baseline/ (`--update-snapshots=all`, the old baseline removed first). The screens and
// the steps are this checkout's (tests/screenshots/screens.spec.ts); only the app is the ref's.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [ref, ...playwrightOptions] = process.argv.slice(2);
if (!ref || ref.startsWith('--')) {
  console.error('Uso: npm run screenshots:baseline -- <ref do git> [opções do playwright test]');
  process.exit(2);
}
const commit = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { encoding: 'utf8' });
if (commit.status !== 0) {
  console.error(`O git não conhece a ref ${ref}.`);
  process.exit(2);
}

const tree = mkdtempSync(join(tmpdir(), 'painel-baseline-'));
let status: number;
try {
  console.log(`Referência: ${ref} (${commit.stdout.trim().slice(0, 10)})`);
  execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', commit.stdout.trim(), tree], {
    stdio: 'inherit',
  });
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
  const demo = join(tree, 'dist-demo');
  execFileSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', demo, '--logLevel', 'error'], {
    cwd: tree,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  rmSync('.screenshots/baseline', { recursive: true, force: true });
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--project=screenshots-*', '--update-snapshots=all', ...playwrightOptions],
    {
      stdio: 'inherit',
      env: { ...process.env, DEMO_DIR: demo },
    },
  );
  status = run.status ?? 1;
} finally {
  rmSync(tree, { recursive: true, force: true });
}
if (status === 0) console.log(`Referência em .screenshots/baseline/: compare com npm run screenshots.`);
process.exit(status);
