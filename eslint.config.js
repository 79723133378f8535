import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'associados', 'usuarios', 'remessas', 'cobranca'];

/** Import direction: shared code (lib, utils, components, config) → features → app. */
const sharedCannotImport = {
  group: ['@/features/*', '@/app/*'],
  message: 'Código compartilhado não importa features nem app (direção: shared → features → app).',
};
const noMockCode = {
  group: ['msw', 'msw/*', '@faker-js/*', '@msw/data', '**/mocks/**', '@mocks/*'],
  message: 'Código de mock só carrega no modo mock (import dinâmico em src/main.tsx).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'src/generated', 'mocks/public', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ['src/lib/**', 'src/utils/**', 'src/components/**', 'src/config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedCannotImport, noMockCode] }] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMockCode,
            { group: ['@/app/*'], message: 'Features não importam app.' },
            {
              group: features.filter((other) => other !== feature).map((other) => `@/features/${other}/*`),
              message: 'Uma feature não importa outra: mova o que é comum para components/, lib/ ou utils/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMockCode] }] },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**', 'mocks/**', '**/*.test.{ts,tsx}', 'scripts/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
