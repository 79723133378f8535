// Prints the gzip size of the JS and CSS that the live build's sign-in page (/) loads first:
// what index.html loads (the entry and the sign-in route's preloaded chunks) with their static imports.
// Usage: npm run bench:size (builds first unless --no-build, which needs a build made with
// `vite build --manifest`; BENCH_OUT_DIR=/tmp/x builds elsewhere).
// Target: JS <= 150 KB gzip.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { unusedSchemaTexts } from './lib/contract-schemas.mjs';

const BUDGET_KB = 150;
const outDir = process.env.BENCH_OUT_DIR ?? 'dist';
if (!process.argv.includes('--no-build')) {
  // The build operators deploy: no VITE_API_URL, the addresses come from /config.js at start.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  // The manifest (the chunks' imports) only for this script: deployed builds do not carry it.
  execSync(`npx vite build --manifest --outDir ${outDir}`, { stdio: 'inherit', env });
}

const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
// What it built stays deployable: no manifest (its source paths) left in it.
if (!process.argv.includes('--no-build')) rmSync(`${outDir}/.vite`, { recursive: true, force: true });
/** The manifest keys of the chunks that loading `keys` loads (their static imports, deep). */
const staticClosure = (...keys) => {
  const closure = new Set();
  const visit = (key) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return closure;
};
// What index.html, the page nginx answers / with, loads: its entry and the modules it preloads (the
// sign-in route's, written by the build from the router: scripts/lib/route-preloads.ts), with their imports.
const indexHtml = readFileSync(`${outDir}/index.html`, 'utf8');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const sentByIndex = [
  ...indexHtml.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+)"/g),
].map(([, file]) => {
  if (!keyOfFile.has(file)) throw new Error(`index.html loads ${file}, which the manifest does not list`);
  return keyOfFile.get(file);
});
if (!sentByIndex.some((key) => manifest[key].src?.endsWith('-page.tsx')))
  throw new Error('index.html preloads no screen: the sign-in route lost its preloads (scripts/lib/route-preloads.ts)');
const closure = staticClosure(...sentByIndex);

// The public screens (the routes outside RequireSession, src/app/router.tsx) must not load an internal
// screen's code: the frame, /listas, a form or a detail page (scripts/vite/route-chunks.ts).
const internalScreens = Object.keys(manifest).filter((key) =>
  /^src\/(app\/layouts\/authenticated-layout|app\/routes\/listas|features\/(associados|remessas|usuarios)\/[^/]+-page)\.tsx$/.test(
    key,
  ),
);
const publicScreens = Object.keys(manifest).filter((key) =>
  /^src\/features\/(auth|cobranca)\/[^/]+-page\.tsx$/.test(key),
);
const publicWithInternalCode =
  internalScreens.length && publicScreens.length
    ? publicScreens.filter((key) => internalScreens.some((internal) => staticClosure(key).has(internal)))
    : ['(no internal or no public screen in the manifest: src/app/router.tsx moved?)'];

const gzipKb = (file) => gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length / 1024;
gzipKb.fromText = (text) => gzipSync(text, { level: 9 }).length / 1024;
const rows = [];
for (const key of closure) {
  const chunk = manifest[key];
  rows.push({ file: chunk.file, kind: 'js', kb: gzipKb(chunk.file) });
  for (const css of chunk.css ?? []) rows.push({ file: css, kind: 'css', kb: gzipKb(css) });
}
// /config.js, written by the server at start (deploy/serve-nginx.sh), is loaded first too: about
// 0.2 KB, counted with the budget's JS.
rows.push({
  file: 'config.js (written at start)',
  kind: 'js',
  kb: gzipKb.fromText(
    'window.__PAINEL_CONFIG__ = Object.freeze({"apiUrl":"https://api.anoreg.org.br","cepApiUrl":"https://brasilapi.com.br/api","associatePortalUrl":"https://associados.anoreg.org.br/login","requestTimeoutMs":30000});\n',
  ),
});
const total = (kind) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.kb, 0);
const bundleText =
  closure.size && [...closure].map((key) => readFileSync(`${outDir}/${manifest[key].file}`, 'utf8')).join('\n');
// The demo's training exercises (mocks/training) are mock code too: their dialog's title stands for them.
const mockNeedles = [
  'faker',
  'mockServiceWorker',
  'msw/',
  'buildSeed',
  'DEMO_CREDENTIALS',
  'Exercícios de treinamento',
];
const mockTraces = mockNeedles.filter((needle) => bundleText.includes(needle));
const wholeBuild = readdirSync(`${outDir}/assets`)
  .map((file) => readFileSync(`${outDir}/assets/${file}`, 'utf8'))
  .join('\n');
const mockInBuild = [
  ...mockNeedles.filter((needle) => wholeBuild.includes(needle)),
  ...readdirSync(outDir).filter((file) => file.startsWith('mockServiceWorker')),
];
// A contract schema no screen imports is not in the build (a zod call is pure: vite.config.ts).
const unusedSchemasInBuild = unusedSchemaTexts().filter((text) => wholeBuild.includes(text));

console.log('\nFirst load of / (live build), gzip level 9:');
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.kind}  ${row.file}`);
console.log(`  JS total:  ${total('js').toFixed(1)} KB (budget ${BUDGET_KB} KB)`);
console.log(`  CSS total: ${total('css').toFixed(1)} KB`);
console.log(`  Mock code in first load: ${mockTraces.length ? mockTraces.join(', ') : 'none'}`);
console.log(`  Mock code anywhere in the live build: ${mockInBuild.length ? mockInBuild.join(', ') : 'none'}`);
console.log(
  `  Contract schemas no screen uses, in the live build: ${unusedSchemasInBuild.length ? unusedSchemasInBuild.join(' | ') : 'none'}`,
);
console.log(
  `  Internal pages' code loaded by a public screen (${publicScreens.length}): ${publicWithInternalCode.join(', ') || 'none'}`,
);

// Every route's page as nginx answers it (index.html for /, pages/… for the others: the build writes
// them from the router, scripts/lib/route-preloads.ts): what it loads before its screen paints, the
// entry, the preloaded modules and styles (each route's chunks with their imports), gzip level 9.
// A screen's own code shows in its page only: compare these lines before and after a change.
const pageFiles = (dir) =>
  readdirSync(`${outDir}/${dir}`, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pageFiles(`${dir}/${entry.name}`)
      : entry.name.endsWith('.html')
        ? [`${dir}/${entry.name}`]
        : [],
  );
const firstLoadOf = (page) => {
  const html = readFileSync(`${outDir}/${page}`, 'utf8');
  const files = new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"|link rel="(?:modulepreload|stylesheet|preload)")[^>]* (?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g,
      ),
    ].map(([, file]) => file),
  );
  const kb = (kind) =>
    [...files].filter((file) => file.endsWith(`.${kind}`)).reduce((sum, file) => sum + gzipKb(file), 0);
  return { js: kb('js'), css: kb('css') };
};
console.log("\nFirst load of each route's page (live build), gzip level 9, without /config.js:");
for (const page of ['index.html', ...pageFiles('pages').sort()]) {
  const { js, css } = firstLoadOf(page);
  console.log(`  ${js.toFixed(1).padStart(6)} KB js  ${css.toFixed(1).padStart(5)} KB css  ${page}`);
}

if (
  total('js') > BUDGET_KB ||
  mockInBuild.length > 0 ||
  unusedSchemasInBuild.length > 0 ||
  publicWithInternalCode.length > 0
)
  process.exitCode = 1;
