import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIndexesAfter } from '../src/db/bulk-load.js';
import type { Db } from '../src/db/index.js';
import { writeSearchRows } from '../src/modules/search/search.repository.js';
import { buildTestApp, call, registerUser, staffLoginOf, type TestApp, type TestUser } from './helper.js';

/**
 * Query plans as a kept property (docs/performance.md "Query plans"): every list, filter, sort and
 * search query the public API runs, and the rating and comment writes, must not read recipes, ratings
 * or comments by a sequential scan. The test asks the real routes (so it follows the code), captures
 * the SQL Kysely sends, and reads PostgreSQL's EXPLAIN (FORMAT JSON) plan of each statement on a
 * catalogue big enough for the planner's choice to mean something (tens of thousands of recipes,
 * ratings and comments, vacuumed and analysed as autovacuum would leave them). No planner setting is
 * changed: a scan the planner prefers shows up here as it would in production.
 */

/** Tables a sequential scan over which costs in proportion to the catalogue. */
const WATCHED = new Set(['recipes', 'ratings', 'comments']);
const RECIPES = 40_000;

/**
 * Captures the statements compiled through the app's Kysely (raw sql`` included) on behalf of the code
 * run inside `during`. The capture follows the async context (the app is called by inject, in-process),
 * so a timer or a background job of the app that happens to run meanwhile is not counted: the statements
 * are the requests' own, and a test reads the plans of exactly what it asked.
 */
function capture(): { plugin: (db: Db) => Db; during: (run: () => Promise<void>) => Promise<CompiledQuery[]> } {
  const current = new AsyncLocalStorage<CompiledQuery[]>();
  return {
    plugin: (db: Db): Db => {
      const executor = db.getExecutor();
      const plugin: KyselyPlugin = {
        transformQuery({ node, queryId }: PluginTransformQueryArgs) {
          current.getStore()?.push(executor.compileQuery(node, queryId));
          return node;
        },
        transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
      };
      return db.withPlugin(plugin);
    },
    during: async (run) => {
      const queries: CompiledQuery[] = [];
      await current.run(queries, run);
      // A copy: work the requests left running may still add to their own list after this.
      return [...queries];
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every table a plan reads, with the kind of scan that reads it (one walk serves both checks). */
function scansIn(node: PlanNode, found: { type: string; table: string }[] = []): { type: string; table: string }[] {
  if (node['Relation Name']) found.push({ type: node['Node Type'], table: node['Relation Name'] });
  for (const child of node.Plans ?? []) scansIn(child, found);
  return found;
}

/**
 * A catalogue of RECIPES recipes made in SQL from the demo recipes (their real row shape), with the
 * spread of a real one: both languages, every category and country, a few unpublished, a long tail of
 * views and ratings; their search rows (written by writeSearchRows); ratings and comments
 * spread over the recipes with a few popular ones. Then VACUUM ANALYZE, as autovacuum would.
 */
async function seedCatalogue(t: TestApp, users: TestUser[]): Promise<void> {
  // The indexes are made after the rows (from the migrations' definitions, db/bulk-load.ts): the same
  // indexes the planner then sees, built in seconds instead of entry by entry.
  await withIndexesAfter(t.db, ['recipes', 'recipe_search', 'ratings', 'comments'], () => insertCatalogue(t, users));
  await sql`vacuum analyze`.execute(t.db);
}

async function insertCatalogue(t: TestApp, users: TestUser[]): Promise<void> {
  const db = t.db;
  await sql`insert into recipes (lang, name, description, cover, category_id, country_code, cooking_time, difficulty, flavor, portions,
      tags, tips, accessories, preparations, ingredients, nutrition, steps, search_text, author_id, author_name, audit_status,
      rating_sum, rating_count, rating_avg, rating_rank, view_count, comment_count, collect_count, created_at, updated_at)
    with template as (select *, row_number() over (order by id) - 1 as k, count(*) over () as n from recipes),
      codes as (select (select array_agg(id order by id) from categories) as categories, (select array_agg(code order by code) from countries) as countries)
    select t.lang, t.name || ' ' || g, t.description, t.cover,
      c.categories[1 + g % cardinality(c.categories)], c.countries[1 + g % cardinality(c.countries)],
      10 + 5 * (g % 20), 1 + g % 3, (array['salty','spicy','sweet',null])[1 + g % 4], t.portions,
      t.tags, t.tips, t.accessories, t.preparations, t.ingredients, t.nutrition, t.steps, t.search_text || ' ' || g, null, t.author_name,
      case when g % 20 = 0 then 1 when g % 31 = 0 then 4 else 3 end,
      (g % 23) * 4, g % 23, case when g % 23 = 0 then 0 else 3 + (g % 21) / 10.0 end, case when g % 23 = 0 then 0 else 2 + (g % 29) / 10.0 end,
      ((g * 7919) % 1000) * ((g * 7919) % 1000), 0, g % 7, t.created_at, t.updated_at
    from generate_series(1, ${RECIPES}) g cross join codes c join template t on t.k = g % t.n
    order by g`.execute(db);
  // Search rows written by the app's own code (writeSearchRows), as every writer of content does.
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; lang: string; audit_status: number; name: string; search_text: string }>`select r.id, r.lang,
        r.audit_status, r.name, r.search_text from recipes r
      where r.id > ${after} and not exists (select 1 from recipe_search s where s.id = r.id) order by r.id limit 2000`.execute(db);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    await writeSearchRows(
      db,
      'recipe',
      rows.map((r) => ({ id: r.id, lang: r.lang, auditStatus: r.audit_status, title: r.name, searchText: r.search_text })),
    );
  }
  // Ratings and comments: every user rates and comments on a share of the recipes; recipe 1 is popular.
  const userIds = sql.join(users.map((u) => sql`${Number(u.userInfo.id)}`));
  await sql`insert into ratings (user_id, target_type, target_id, score, created_at, updated_at)
    select u, 1, r.id, 1 + r.id % 5, now()::text, now()::text from recipes r cross join unnest(array[${userIds}]::int[]) u
    where r.id % 4 = u % 4 on conflict do nothing`.execute(db);
  await sql`insert into comments (user_id, target_type, target_id, content, created_at)
    select u, 1, case when g % 10 = 0 then (select min(id) from recipes) else 1 + (g * 7) % ${RECIPES} end, 'Lovely ' || g, now()::text
    from generate_series(1, ${RECIPES}) g cross join unnest(array[${userIds}]::int[]) u`.execute(db);
  // A few reported and a few hidden ones, for the console's queues.
  await sql`update comments set reports = 1 where id % 89 = 0`.execute(db);
  await sql`update comments set hidden_at = now()::text, hidden_reason = 'spam' where id % 97 = 0`.execute(db);
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('query plans on PostgreSQL', () => {
  const captured = capture();
  let t: TestApp;
  let users: TestUser[];

  beforeAll(async () => {
    t = await buildTestApp({}, { wrapDb: captured.plugin });
    users = [await registerUser(t), await registerUser(t), await registerUser(t)];
    await seedCatalogue(t, users);
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  /**
   * Runs the requests with capture on and answers, per statement, the watched tables it scans
   * sequentially (`scans`) and every table it reads (`reads`).
   */
  async function scansOf(requests: () => Promise<void>): Promise<{ sql: string; scans: string[]; reads: Set<string> }[]> {
    const statements = (await captured.during(requests)).filter((q) => /^\s*(select|insert|update|delete|with)\b/i.test(q.sql));
    expect(statements.length).toBeGreaterThan(0);
    const results = [];
    for (const q of statements) {
      const { rows } = await t.db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`explain (format json) ${q.sql}`, [...q.parameters]),
      );
      const scans = scansIn(rows[0]!['QUERY PLAN'][0]!.Plan);
      results.push({
        sql: q.sql,
        scans: scans.filter((s) => s.type === 'Seq Scan' && WATCHED.has(s.table)).map((s) => s.table),
        reads: new Set(scans.map((s) => s.table)),
      });
    }
    return results;
  }

  const get = async (url: string, query: Record<string, string>) => {
    const res = await call(t.app, 'GET', url, { query });
    expect([res.status, res.body.code], `${url} ${JSON.stringify(query)}`).toEqual([200, 0]);
    return res.body.data;
  };

  it('lists, filters and sorts recipes from indexes', async () => {
    const category = String((await sql<{ id: number }>`select id from categories order by id limit 1`.execute(t.db)).rows[0]!.id);
    const filters: Record<string, string>[] = [
      {},
      { categoryId: category },
      { difficulty: '2' },
      { maxTime: '30' },
      { country: 'CN' },
      { flavor: 'spicy' },
      { categoryId: category, difficulty: '1' },
      // "For the robot": a column the database computes from the steps, in the list indexes (migration 0220).
      { cookOn: 'robot' },
      { cookOn: 'robot', categoryId: category, maxTime: '45' },
    ];
    const results = await scansOf(async () => {
      for (const sort of ['new', 'hot', 'rating'])
        for (const lang of ['en-US', 'all'])
          for (const filter of filters)
            for (const current of ['1', '7']) await get('/api/cook/qryRecipeList', { current, size: '10', sort, lang, ...filter });
      await get('/api/cook/qryRecipeDetail', { id: '1234' });
    });
    expect(results.filter((r) => r.scans.length > 0)).toEqual([]);
  });

  it('searches recipes and articles from indexes: common, rare, one- and two-character Chinese keywords', async () => {
    const results = await scansOf(async () => {
      for (const keyword of ['chicken', 'soup', 'zzqx', '鸡', '豆腐', '红烧肉', '12345'])
        for (const lang of ['en-US', 'zh-CN', 'all'])
          for (const type of ['1', '2']) await get('/api/search/qrySearch', { keyword, type, lang, current: '1', size: '10' });
      // A keyword in the list's own search box goes through the same search.
      await get('/api/cook/qryRecipeList', { keyword: '鸡', sort: 'hot', lang: 'all', current: '1', size: '10' });
    });
    expect(results.filter((r) => r.scans.length > 0)).toEqual([]);
    // Matching reads the side table alone, titles included (migration 0240): no recipe row per match.
    const matching = results.filter((r) => r.sql.includes('recipe_search'));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.filter((r) => r.reads.has('recipes')).map((r) => r.sql)).toEqual([]);
  });

  it("builds the home page, the weekly selection, comments, the console's comment queues and articles from indexes", async () => {
    const results = await scansOf(async () => {
      for (const lang of ['en-US', 'zh-CN', 'all']) {
        await get('/api/cook/qryHome', { lang, recentIds: '1,2,3,5000' });
        await get('/api/cook/qryWeekSelection', { lang });
        await get('/api/article/qryArticleList', { lang, current: '1', size: '10' });
      }
      const popular = String((await sql<{ id: number }>`select min(id) as id from recipes`.execute(t.db)).rows[0]!.id);
      for (const current of ['1', '50']) await get('/api/cook/qryComment', { targetType: '1', targetId: popular, current, size: '10' });
      // The console's comment queues (issue 29): most reported first, latest hidden first.
      const staff = await staffLoginOf(t.app);
      for (const state of ['reported', 'hidden']) {
        const res = await call(t.app, 'GET', '/api/admin/qryModComment', {
          token: staff.token,
          query: { state, current: '2', size: '10' },
        });
        expect([res.status, res.body.code]).toEqual([200, 0]);
      }
    });
    expect(results.filter((r) => r.scans.length > 0)).toEqual([]);
  });

  it('rates and comments without scanning recipes, ratings or comments', async () => {
    const [user] = users;
    const results = await scansOf(async () => {
      // The node's first rating sums the mean of every recipe's ratings (once per RATING_MEAN_TTL_MS,
      // rating.rank.ts): from an index of the two columns (migration 0220), not the table.
      await call(t.app, 'POST', '/api/cook/addRating', { token: users[1]!.token, body: { targetType: 1, targetId: '779', score: 5 } });
      for (const targetId of ['777', '778']) {
        const rated = await call(t.app, 'POST', '/api/cook/addRating', { token: user!.token, body: { targetType: 1, targetId, score: 4 } });
        expect(rated.body.code).toBe(0);
        const commented = await call(t.app, 'POST', '/api/cook/addComment', {
          token: user!.token,
          body: { targetType: 1, targetId, content: 'Made it twice' },
        });
        expect(commented.body.code).toBe(0);
      }
    });
    expect(results.filter((r) => r.scans.length > 0)).toEqual([]);
  });

  it('reads a sequential scan where there is one (the check can fail)', async () => {
    // A query no index can answer: the plan reader must name the scan, or every test above proves nothing.
    const results = await scansOf(async () => {
      await sql`select count(*) from recipes where tips like ${'%never%'}`.execute(t.db);
    });
    expect(results.map((r) => r.scans)).toEqual([['recipes']]);
  });
});
