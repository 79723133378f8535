// Compares two folders of `npm run screenshots` pixel by pixel (scripts/lib/screenshot-diff.ts):
//   npm run screenshots:compare -- /tmp/antes /tmp/depois [--diff pasta] [--max-pixels N] [--limiar 0.1]
// Prints every screen (igual, DIFERENTE with its pixels and percentage, SÓ ANTES, SÓ DEPOIS), writes
// a diff PNG for each one that differs (into <depois>/diff unless --diff), and exits 1 when a screen
// differs by more than --max-pixels (0), changed size or exists on one side only.
import { runCompare } from './lib/screenshot-diff';

process.exitCode = runCompare(process.argv.slice(3), (line) => process.stdout.write(`${line}\n`));
