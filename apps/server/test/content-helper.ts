import fs from 'node:fs';
import path from 'node:path';
import { envelopeSchema } from '@chef/shared';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { expect } from 'vitest';
import type { z } from 'zod';
import { readSeedData } from '../src/seed/content.js';
import { buildTestApp, type TestApp } from './helper.js';

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
 * the database counted by a QueryCounter and a web app folder holding a small index.html and Vite
 * manifest (SEO pages and their preloads).
 */
export async function buildContentApp(env: Record<string, string> = {}): Promise<TestApp & { queries: QueryCounter }> {
  const queries = new QueryCounter();
  const t = await buildTestApp(env, {
    prepare: (dataDir) => ({ WEB_DIST: writeWebDist(dataDir), PUBLIC_URL: 'https://chef.example.com' }),
    wrapDb: (db) => db.withPlugin(queries),
  });
  return { ...t, queries };
}

/**
 * A web app folder in `dataDir`, as the build leaves it but small: index.html, the Vite manifest, and
 * the files given (path in the folder -> content). Returns its path, for WEB_DIST.
 */
export function writeWebDist(dataDir: string, files: Record<string, string | Uint8Array> = {}): string {
  const webDist = path.join(dataDir, 'web');
  const all = { 'index.html': INDEX_HTML, '.vite/manifest.json': JSON.stringify(MANIFEST), ...files };
  for (const [name, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    fs.writeFileSync(path.join(webDist, name), content);
  }
  return webDist;
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
  'src/app/routes/home/RecipeDetailRoute.tsx': {
    file: 'assets/RecipeDetailRoute-123.js',
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
