import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/features is a feature: a new one is covered without editing this file. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['./src/lib', './src/utils', './src/components', './src/config'];
/**
 * The panel's live code: all of src/ but the demo's front (src/demo) and src/main.tsx, the one file
 * that starts the demo (a dynamic import in mock mode, behind a build-time constant).
 */
const live = readdirSync(new URL('./src', import.meta.url))
  .filter((name) => name !== 'demo' && name !== 'main.tsx')
  .map((name) => `./src/${name}`);
const demoFront =
  'A demonstração chega ao painel só pelas partes públicas: src/config, src/components, src/utils, src/generated e src/lib/app-events.ts.';

/**
 * Import boundaries, checked on the resolved file: an alias (`@/features/x`) and a relative path
 * (`../usuarios/x`, `../../app/y`, `../../../mocks/z`) reach the same zone.
 */
const dialogsZone = {
  target: ['./src', './mocks', './tests'],
  from: './src/components/dialogs',
  except: ['./index.ts'],
  message: 'Importe os diálogos só pelo módulo público @/components/dialogs.',
};
const zones = [
  {
    target: shared,
    from: ['./src/features', './src/app'],
    message: 'Código compartilhado não importa features nem app (direção: shared → features → app).',
  },
  { target: './src/features', from: './src/app', message: 'Features não importam app.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    message: 'Uma feature não importa outra: mova o que é comum para components/, lib/ ou utils/.',
  })),
  {
    target: [...shared, './src/features', './src/app'],
    from: './mocks',
    message:
      'Código de mock só carrega no modo mock (src/main.tsx carrega src/demo/start-demo.ts por import dinâmico).',
  },
  {
    target: live,
    from: './src/demo',
    message:
      'O painel não importa a demonstração (src/demo): ela começa num lugar só, o import dinâmico de src/main.tsx no modo mock.',
  },
  { target: './src/demo', from: ['./src/features', './src/app'], message: demoFront },
  { target: './src/demo', from: './src/lib', except: ['./app-events.ts'], message: demoFront },
  {
    target: './mocks',
    from: './src/demo',
    message:
      'O backend de mock não tem interface: não importa src/demo (a demonstração importa o mock, nunca o contrário).',
  },
  dialogsZone,
  {
    target: './scripts',
    from: './tests',
    message: 'Scripts não importam testes: o que ambos usam fica em scripts/lib/.',
  },
];

/** Mock packages, by name (the mocks/ folder itself is a zone above). */
const noMockPackages = {
  group: ['msw', 'msw/*', '@faker-js/*', '@msw/data'],
  message: 'Código de mock só carrega no modo mock (src/main.tsx carrega src/demo/start-demo.ts por import dinâmico).',
};

/**
 * date-fns from its index loads each of its ~250 modules, which takes Node 26 seconds (it reads the
 * package's 200 KB package.json for each): one function, one module (docs/decisions/0018-test-speed.md).
 */
const dateFnsIndex = [
  { name: 'date-fns', message: "Importe cada função do seu módulo: import { addDays } from 'date-fns/addDays'." },
  { name: 'date-fns/locale', message: "Importe o idioma do seu módulo: import { ptBR } from 'date-fns/locale/pt-BR'." },
];

export default tseslint.config(
  // tests/lint/fixtures: a deliberate cycle, linted by tests/lint/boundaries.test.ts.
  {
    ignores: [
      'dist',
      'dist-demo',
      '.screenshots',
      '.bench',
      '.playwright',
      'src/generated',
      'mocks/public',
      'node_modules',
      'coverage',
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript modules when following imports (for no-cycle), and resolve the tsconfig aliases.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // The dialogs' own modules import one another.
    files: ['src/components/dialogs/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => zone !== dialogsZone) }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/lib/**', 'src/utils/**', 'src/components/**', 'src/config/**', 'src/features/**', 'src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMockPackages], paths: dateFnsIndex }] },
  },
  {
    files: ['mocks/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { paths: dateFnsIndex }] },
  },
  {
    // mocks/ is the mock backend (database, handlers, server, worker): the demo's screens live in src/demo.
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'primereact', 'primereact/*'],
              message: 'mocks/ é o backend de mock, sem React: a interface da demonstração fica em src/demo.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts load TypeScript through Vite's module runner (`runner.import('/mocks/server.ts')`): not from tests/ either.
    files: ['scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='import'][arguments.0.value=/^\\W*tests\\W/]",
          message: 'Scripts não importam testes: o que ambos usam fica em scripts/lib/.',
        },
      ],
    },
  },
  {
    // Playwright Test's fixtures hand their value on by calling `use`, which is no React hook, and
    // take what they depend on as their first argument: `{}` when nothing.
    files: ['tests/browser/**', 'tests/bench/fixtures.ts', '**/*.spec.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['tests/**', 'mocks/**', '**/*.test.{ts,tsx}', 'scripts/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
