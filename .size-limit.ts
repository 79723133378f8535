import { readdirSync, readFileSync } from 'node:fs';
import type { SizeLimitConfig } from 'size-limit';

// The JS that `/` (the sign-in page) downloads before it paints, in the live build (`npm run size`
// builds it first): what dist/index.html loads (the entry and its modulepreloads) and the sign-in
// route's own chunk with its static imports, gzip level 9. /config.js (about 0.2 KB, written by the
// server at start) is not in dist/ and not counted.
const dist = 'dist';
const signInChunk = readdirSync(`${dist}/assets`).find((file) => /^sign-in-page-.*\.js$/.test(file));
if (!signInChunk) throw new Error(`${dist}/assets has no sign-in-page chunk: run npm run build first`);

const loadedByIndex = [
  ...readFileSync(`${dist}/index.html`, 'utf8').matchAll(
    /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g,
  ),
].map(([, file]) => file);

const firstLoad = new Set<string>();
const addWithImports = (file: string) => {
  if (firstLoad.has(file)) return;
  firstLoad.add(file);
  for (const [, imported] of readFileSync(`${dist}/${file}`, 'utf8').matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g))
    addWithImports(`assets/${imported}`);
};
[...loadedByIndex, `assets/${signInChunk}`].forEach(addWithImports);

export default [
  {
    name: 'First load of / (JS, gzip)',
    path: [...firstLoad].map((file) => `${dist}/${file}`),
    gzip: true,
    limit: '150 KiB',
  },
] satisfies SizeLimitConfig;
