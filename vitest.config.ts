import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests (shared, web logic) and server integration tests. The server suite runs on SQLite, and
 * once more on PostgreSQL when TEST_DATABASE_URL is set (CI sets it): same files, another database.
 */
const alias = { '@chef/shared': fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)) };
const server = (name: string, db: string, exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    exclude,
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Server test files build their own app on their own database; two at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { resolve: { alias }, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // The layering rules of eslint.config.js fire on a bad tree; forks, as the test changes directory.
      { test: { name: 'lint', include: ['eslint.config.test.ts'], pool: 'forks', testTimeout: 60_000, hookTimeout: 60_000 } },
      server('server', 'sqlite'),
      // The process test is about the embedded SQLite default (durability, shutdown), the open-file one
      // about the process: once is enough.
      ...(process.env.TEST_DATABASE_URL
        ? [server('server-pg', 'postgres', ['apps/server/test/process.test.ts', 'apps/server/test/open-files.test.ts'])]
        : []),
    ],
  },
});
