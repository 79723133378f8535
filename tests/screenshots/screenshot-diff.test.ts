// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareScreenshots, runCompare } from '../../scripts/lib/screenshot-diff';

/**
 * `npm run screenshots:compare` on folders of tiny PNGs: what it prints for each screen, the diff
 * PNGs it writes and its exit code.
 */

const GREY = [200, 200, 200, 255];
let root: string;
let before: string;
let after: string;

/** A PNG of `width`×`height` grey pixels, with the listed pixels painted red. */
function writePng(dir: string, name: string, width: number, height: number, red: [number, number][] = []) {
  const png = new PNG({ width, height });
  for (let offset = 0; offset < png.data.length; offset += 4) png.data.set(GREY, offset);
  for (const [x, y] of red) png.data.set([255, 0, 0, 255], (y * width + x) * 4);
  writeFileSync(join(dir, name), PNG.sync.write(png));
}

function run(...options: string[]) {
  const lines: string[] = [];
  const code = runCompare([before, after, ...options], (line) => lines.push(line));
  return { code, lines };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'painel-screenshot-diff-'));
  before = join(root, 'antes');
  after = join(root, 'depois');
  mkdirSync(before);
  mkdirSync(after);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('screenshots:compare', () => {
  it('passes identical screens, naming each one', () => {
    for (const dir of [before, after]) {
      writePng(dir, 'entrar.png', 4, 3);
      writePng(dir, 'listas.png', 5, 5, [[1, 1]]);
    }
    const { code, lines } = run();
    expect(code).toBe(0);
    expect(lines.slice(1)).toEqual(['igual      entrar.png', 'igual      listas.png', 'Telas: 2, todas iguais.']);
    expect(readdirSync(root)).toEqual(['antes', 'depois']);
  });

  it('reports one changed pixel with its count and percentage, and writes its diff PNG', () => {
    writePng(before, 'entrar.png', 4, 5);
    writePng(after, 'entrar.png', 4, 5, [[2, 3]]);
    writePng(before, 'listas.png', 4, 5);
    writePng(after, 'listas.png', 4, 5);
    const { code, lines } = run();
    const diffFile = join(after, 'diff', 'entrar.png');
    expect(code).toBe(1);
    expect(lines.slice(1)).toEqual([
      `DIFERENTE  entrar.png: 1 pixel (5 %) → ${diffFile}`,
      'igual      listas.png',
      'Telas: 2, 1 difere.',
    ]);
    const diff = PNG.sync.read(readFileSync(diffFile));
    expect([diff.width, diff.height]).toEqual([4, 5]);
    expect([...diff.data.subarray((3 * 4 + 2) * 4, (3 * 4 + 2) * 4 + 4)]).toEqual([255, 0, 0, 255]);
    expect(readdirSync(join(after, 'diff'))).toEqual(['entrar.png']);
  });

  it('accepts up to --max-pixels differing pixels, and a colour change under --limiar', () => {
    writePng(before, 'entrar.png', 4, 5);
    writePng(after, 'entrar.png', 4, 5, [[2, 3]]);
    expect(run('--max-pixels', '1')).toMatchObject({
      code: 0,
      lines: expect.arrayContaining(['Telas: 1, 1 com diferenças dentro do aceito.']),
    });
    expect(run('--max-pixels=0').code).toBe(1);
    expect(run('--limiar', '1').code).toBe(0);
  });

  it('reports a screen whose size changed, and fails even when its pixels are allowed', () => {
    writePng(before, 'listas.png', 4, 5);
    writePng(after, 'listas.png', 4, 6);
    const { code, lines } = run('--max-pixels', '100');
    expect(code).toBe(1);
    expect(lines[1]).toBe(
      `DIFERENTE  listas.png: 4 pixels (16,667 %), tamanho 4×5 antes e 4×6 depois → ${join(after, 'diff', 'listas.png')}`,
    );
  });

  it('reports a screen that exists in one folder only', () => {
    writePng(before, 'antiga.png', 2, 2);
    writePng(before, 'entrar.png', 2, 2);
    writePng(after, 'entrar.png', 2, 2);
    writePng(after, 'nova.png', 2, 2);
    const { code, lines } = run();
    expect(code).toBe(1);
    expect(lines.slice(1)).toEqual([
      'SÓ ANTES   antiga.png: não há a tela depois',
      'igual      entrar.png',
      'SÓ DEPOIS  nova.png: não havia a tela antes',
      'Telas: 3, 2 diferem.',
    ]);
  });

  it('writes the diffs where --diff says, removing the PNGs of an earlier comparison', () => {
    const diffDir = join(root, 'diff');
    mkdirSync(diffDir);
    writePng(diffDir, 'de-antes.png', 1, 1);
    writePng(before, 'entrar.png', 2, 2);
    writePng(after, 'entrar.png', 2, 2, [[0, 0]]);
    const results = compareScreenshots({ before, after, diffDir, maxPixels: 0, colorThreshold: 0.1 });
    expect(results).toMatchObject([{ name: 'entrar.png', differentPixels: 1, totalPixels: 4 }]);
    expect(readdirSync(diffDir)).toEqual(['entrar.png']);
  });

  it('refuses a wrong command line with exit code 2', () => {
    const wrong = (...argv: string[]) => {
      const lines: string[] = [];
      return { code: runCompare(argv, (line) => lines.push(line)), message: lines.join('\n') };
    };
    expect(wrong(before)).toEqual({ code: 2, message: expect.stringContaining('Uso: npm run screenshots:compare') });
    expect(wrong(before, join(root, 'nenhuma'))).toEqual({
      code: 2,
      message: `A pasta ${join(root, 'nenhuma')} não existe.`,
    });
    expect(wrong(before, after, '--max-pixels', '-1').code).toBe(2);
    expect(wrong(before, after, '--limiar', '2').code).toBe(2);
    expect(wrong(before, after, '--depressa').message).toContain('Opção desconhecida: --depressa.');
    expect(wrong(before, after)).toEqual({ code: 2, message: `Nenhuma captura (.png) em ${before} nem em ${after}.` });
  });
});
