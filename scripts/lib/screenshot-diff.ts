// Pixel-by-pixel comparison of two folders of screenshots (`npm run screenshots:compare`): every PNG
// of one folder against the PNG of the same name in the other, with pixelmatch.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface CompareOptions {
  before: string;
  after: string;
  /** Where a diff PNG is written for each screen that differs; its old PNGs are removed first. */
  diffDir: string;
  /** Differing pixels a screen may have and still pass. */
  maxPixels: number;
  /** pixelmatch's colour threshold, 0 to 1: how far two colours may be and still count as the same. */
  colorThreshold: number;
}

export type ScreenResult =
  | { name: string; kind: 'only-before' | 'only-after' }
  | {
      name: string;
      kind: 'compared';
      differentPixels: number;
      totalPixels: number;
      beforeSize: Size;
      afterSize: Size;
      /** The diff PNG, when the screen differs. */
      diffFile?: string;
    };

interface Size {
  width: number;
  height: number;
}

/** pixelmatch's own default. */
export const DEFAULT_COLOR_THRESHOLD = 0.1;
/** Fills the part of the larger picture that the smaller one lacks, so that part always counts as different. */
const PADDING = [255, 0, 255, 255];

const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;
const identical = (result: ScreenResult): boolean =>
  result.kind === 'compared' && result.differentPixels === 0 && sameSize(result.beforeSize, result.afterSize);
const pngNames = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.png'));

function padded(png: PNG, size: Size): PNG {
  if (sameSize(png, size)) return png;
  const canvas = new PNG(size);
  for (let offset = 0; offset < canvas.data.length; offset += 4) canvas.data.set(PADDING, offset);
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas;
}

/** Compares every screen of both folders, in name order, writing a diff PNG for each one that differs. */
export function compareScreenshots(options: CompareOptions): ScreenResult[] {
  const before = new Set(pngNames(options.before));
  const after = new Set(pngNames(options.after));
  if (existsSync(options.diffDir)) for (const old of pngNames(options.diffDir)) rmSync(join(options.diffDir, old));
  return [...new Set([...before, ...after])].sort().map((name): ScreenResult => {
    if (!after.has(name)) return { name, kind: 'only-before' };
    if (!before.has(name)) return { name, kind: 'only-after' };
    const pngBefore = PNG.sync.read(readFileSync(join(options.before, name)));
    const pngAfter = PNG.sync.read(readFileSync(join(options.after, name)));
    const size = {
      width: Math.max(pngBefore.width, pngAfter.width),
      height: Math.max(pngBefore.height, pngAfter.height),
    };
    const diff = new PNG(size);
    const differentPixels = pixelmatch(
      padded(pngBefore, size).data,
      padded(pngAfter, size).data,
      diff.data,
      size.width,
      size.height,
      { threshold: options.colorThreshold },
    );
    const result: ScreenResult = {
      name,
      kind: 'compared',
      differentPixels,
      totalPixels: size.width * size.height,
      beforeSize: { width: pngBefore.width, height: pngBefore.height },
      afterSize: { width: pngAfter.width, height: pngAfter.height },
    };
    if (identical(result)) return result;
    mkdirSync(options.diffDir, { recursive: true });
    const diffFile = join(options.diffDir, name);
    writeFileSync(diffFile, PNG.sync.write(diff));
    return { ...result, diffFile };
  });
}

const sizeText = (size: Size) => `${size.width}×${size.height}`;
const count = (value: number) => value.toLocaleString('pt-BR');
/** `counted(2, 'tela', 'telas')` → `'2 telas'`. */
const counted = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;
const percent = (part: number, whole: number) =>
  `${((part / whole) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 3 })} %`;

/** Whether a screen fails the comparison: missing on one side, resized, or over the pixels allowed. */
export function fails(result: ScreenResult, maxPixels: number): boolean {
  if (result.kind !== 'compared') return true;
  return !sameSize(result.beforeSize, result.afterSize) || result.differentPixels > maxPixels;
}

/** One line per screen: `DIFERENTE  1280x720-entrar.png: 1.234 pixels (0,134 %) → diff/1280x720-entrar.png`. */
export function describe(result: ScreenResult): string {
  if (result.kind !== 'compared')
    return result.kind === 'only-before'
      ? `SÓ ANTES   ${result.name}: não há a tela depois`
      : `SÓ DEPOIS  ${result.name}: não havia a tela antes`;
  if (identical(result)) return `igual      ${result.name}`;
  const sizes = sameSize(result.beforeSize, result.afterSize)
    ? ''
    : `, tamanho ${sizeText(result.beforeSize)} antes e ${sizeText(result.afterSize)} depois`;
  const pixels = `${counted(result.differentPixels, 'pixel', 'pixels')} (${percent(result.differentPixels, result.totalPixels)})`;
  return `DIFERENTE  ${result.name}: ${pixels}${sizes} → ${result.diffFile}`;
}

const USAGE =
  'Uso: npm run screenshots:compare -- <pasta-antes> <pasta-depois> [--diff <pasta>] [--max-pixels N] [--limiar 0.1]';

/** The command line: two folders, then options. A string is the message for a wrong one. */
export function parseCompareArgs(argv: string[]): CompareOptions | string {
  const folders: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (!arg.startsWith('--')) {
      folders.push(arg);
      continue;
    }
    const match = /^--(diff|max-pixels|limiar)(?:=(.*))?$/.exec(arg);
    if (!match) return `Opção desconhecida: ${arg.split('=')[0]}. ${USAGE}`;
    const value = match[2] ?? argv[++index];
    if (value === undefined) return `Falta o valor de --${match[1]}. ${USAGE}`;
    flags.set(match[1], value);
  }
  if (folders.length !== 2) return USAGE;
  const [before, after] = folders;
  for (const folder of folders)
    if (!existsSync(folder) || !statSync(folder).isDirectory()) return `A pasta ${folder} não existe.`;
  const maxPixels = Number(flags.get('max-pixels') ?? 0);
  if (!Number.isInteger(maxPixels) || maxPixels < 0)
    return 'O número de pixels diferentes aceitos (--max-pixels) deve ser um inteiro, 0 ou mais.';
  const colorThreshold = Number(flags.get('limiar') ?? DEFAULT_COLOR_THRESHOLD);
  if (!(colorThreshold >= 0 && colorThreshold <= 1)) return 'O limiar de cor (--limiar) deve estar entre 0 e 1.';
  return { before, after, diffDir: flags.get('diff') ?? join(after, 'diff'), maxPixels, colorThreshold };
}

/**
 * The whole command: prints a line per screen and a summary; returns the exit code (0 when every
 * screen passes, 1 when one fails, 2 for a wrong command line).
 * `process.exit(runCompare(process.argv.slice(2), console.log))`
 */
export function runCompare(argv: string[], print: (line: string) => void): number {
  const options = parseCompareArgs(argv);
  if (typeof options === 'string') {
    print(options);
    return 2;
  }
  const results = compareScreenshots(options);
  if (results.length === 0) {
    print(`Nenhuma captura (.png) em ${options.before} nem em ${options.after}.`);
    return 2;
  }
  print(
    `Antes: ${options.before}  Depois: ${options.after}  (limiar de cor ${options.colorThreshold}, até ${count(options.maxPixels)} pixels diferentes por tela)`,
  );
  results.forEach((result) => print(describe(result)));
  const failed = results.filter((result) => fails(result, options.maxPixels)).length;
  const differ = results.filter((result) => !identical(result)).length;
  const verdict =
    failed > 0
      ? counted(failed, 'difere', 'diferem')
      : differ > 0
        ? `${count(differ)} com diferenças dentro do aceito`
        : 'todas iguais';
  print(`Telas: ${count(results.length)}, ${verdict}.`);
  return failed === 0 ? 0 : 1;
}
