// The look before and after a change, in one command:
//   npm run screenshots:baseline -- main [--max-pixels N] [--limiar 0.1]
// takes the screenshots of a git ref (antes) and of this checkout as it is, uncommitted changes
// included (depois), then compares them with `npm run screenshots:compare` and exits with its code.
// Both sets are taken by this checkout's scripts/screenshots.ts, so the screens and the steps are
// the same; the ref's files are exported into a temporary folder that uses this checkout's
// node_modules. Writes .screenshots/antes, .screenshots/depois and .screenshots/diff (or under
// SCREENSHOTS_DIR).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [ref, ...compareOptions] = process.argv.slice(2);
if (!ref || ref.startsWith('--')) {
  console.error('Uso: npm run screenshots:baseline -- <ref do git> [--max-pixels N] [--limiar 0.1]');
  process.exit(2);
}
const commit = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { encoding: 'utf8' });
if (commit.status !== 0) {
  console.error(`O git não conhece a ref ${ref}.`);
  process.exit(2);
}

const out = resolve(process.env.SCREENSHOTS_DIR ?? '.screenshots');
const before = join(out, 'antes');
const after = join(out, 'depois');
const run = resolve('scripts/run.ts');
const screenshots = resolve('scripts/screenshots.ts');
// Each side builds its own demo: a DEMO_DIR given for one build would stand for both.
const env = { ...process.env };
delete env.DEMO_DIR;

/** This checkout's screenshots script run on the code in `dir`, into `target` (emptied first). */
function takeScreenshots(dir: string, target: string) {
  rmSync(target, { recursive: true, force: true });
  execFileSync('node', [run, screenshots], { cwd: dir, stdio: 'inherit', env: { ...env, SCREENSHOTS_DIR: target } });
}

const tree = mkdtempSync(join(tmpdir(), 'painel-baseline-'));
try {
  console.log(`Antes: ${ref} (${commit.stdout.trim().slice(0, 10)})`);
  execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', commit.stdout.trim(), tree], {
    stdio: 'inherit',
  });
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
  takeScreenshots(tree, before);
} finally {
  rmSync(tree, { recursive: true, force: true });
}
console.log('Depois: esta cópia de trabalho');
takeScreenshots(process.cwd(), after);
const compare = spawnSync(
  'node',
  ['scripts/run.ts', 'scripts/compare-screenshots.ts', before, after, '--diff', join(out, 'diff'), ...compareOptions],
  { stdio: 'inherit' },
);
process.exit(compare.status ?? 1);
