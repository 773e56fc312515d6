import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**', '*.config.*', 'apps/*/*.config.*', 'apps/web/e2e/**', 'apps/web/scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // shared is pure TypeScript used by the browser and the server alike.
    files: ['packages/shared/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', 'fastify', 'kysely'],
              message: 'packages/shared stays free of Node, React and server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server layering: routes -> service -> repository, never backwards.
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.service.js', '**/*.routes.js'], message: 'A repository only talks to the database.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/*.routes.js'], message: 'Services do not know about HTTP routes.' }] }],
    },
  },
  {
    // A migration is history: it carries the text and functions it needs, so a later change to module
    // code cannot change what an old migration does. The database layer knows no product rules.
    files: ['apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/seed/**'], message: 'db/ (migrations included) never imports module or seed code.' }] },
      ],
    },
  },
  {
    files: ['apps/server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  // ---- Web layering (bulletproof-react's zones): app -> features -> components/lib, never backwards. ----
  ...webBoundaries(),
  // ---- No import cycles anywhere (web, server, shared). ----
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files whose imports are followed, and the parser that reads the TypeScript ones.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Sources import each other as `./x.js` (NodeNext) or `./x` (Vite); both name a .ts/.tsx file.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);

/**
 * A feature never imports another feature (pages that need several compose them in app/routes);
 * components/ and lib/ never import a feature nor app/; features never import app/. One zone per
 * feature folder, read from the tree, so a new feature is covered without touching this file.
 * Paths are relative to the working directory: run ESLint from the repository root (npm run lint).
 */
function webBoundaries() {
  const src = 'apps/web/src';
  const features = readdirSync(new URL(`./${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: compose them in app/routes, or move the shared piece to components/ or lib/.',
    })),
    {
      target: [`${src}/components`, `${src}/lib`],
      from: [`${src}/features`, `${src}/app`],
      message: 'components/ and lib/ are shared by every feature: they never import a feature nor app/.',
    },
    { target: `${src}/features`, from: `${src}/app`, message: 'Features never import app/: the app composes features.' },
  ];
  return [
    {
      files: [`${src}/**/*.{ts,tsx}`],
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
    },
  ];
}
