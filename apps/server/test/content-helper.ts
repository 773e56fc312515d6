import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envelopeSchema } from '@chef/shared';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { expect } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/index.js';
import { readSeedData } from '../src/db/seed/content.js';
import { createPostgresDatabase, type TestApp } from './helper.js';

/**
 * Counts the queries Kysely runs (raw and precompiled ones included: every result passes here): a
 * list page must cost the same whatever its size.
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

/**
 * Like buildTestApp (a fresh SQLite file, or a fresh PostgreSQL database with TEST_DB=postgres), with
 * the database counted by a QueryCounter and a web app folder holding a small index.html (SEO pages).
 */
export async function buildContentApp(env: Record<string, string> = {}): Promise<TestApp & { queries: QueryCounter; dataDir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-content-'));
  const webDist = path.join(dir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const database =
    process.env.TEST_DB === 'postgres'
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
      : { url: `file:${path.join(dir, 'chef.db')}`, drop: async () => {} };
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'staff@example.com',
    ADMIN_PASSWORD: 'staff-secret-1',
    WEB_DIST: webDist,
    PUBLIC_URL: 'https://chef.example.com',
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const queries = new QueryCounter();
  const db = createDb(config.databaseUrl).withPlugin(queries);
  const app = await buildApp({ config, db, logger: false, clock: () => clock.now });
  return {
    app,
    db,
    clock,
    queries,
    dataDir: dir,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const INDEX_HTML = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Chef Robot: recipes, articles and the companion app." />
    <title>Chef Robot</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A web build's manifest as Vite writes it: the entry, a route chunk, a chunk they share. */
export const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared-def.js'], css: ['assets/index-abc.css'] },
  '_shared-def.js': { file: 'assets/shared-def.js' },
  'src/features/recipe/pages/RecipeDetailPage.tsx': {
    file: 'assets/RecipeDetailPage-123.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-def.js', '_Paper-456.js'],
    css: ['assets/recipe-789.css'],
  },
  '_Paper-456.js': { file: 'assets/Paper-456.js' },
  'src/features/home/pages/HomePage.tsx': {
    file: 'assets/HomePage-321.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Paper-456.js'],
  },
};

/** The answer is exactly what the route's zod schema describes: valid, and with no field beyond it. */
export function expectShape<T extends z.ZodType>(schema: T, body: unknown) {
  const parsed = envelopeSchema(schema).safeParse(body);
  if (!parsed.success) throw new Error(`response does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  expect(parsed.data).toEqual(body);
}

/** The demo content the seed loads (expected values come from the same files). */
export const seed = readSeedData();
