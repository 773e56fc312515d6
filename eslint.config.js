import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', '**/test-results/**', '**/playwright-report/**'] },
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
);
