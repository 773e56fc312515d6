import { HOME_SECTION_SIZE, homeSchema, weekSelectionSchema, weekStartOf } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp, expectShape } from './content-helper.js';
import { call, registerUser, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildContentApp();
});
afterAll(async () => {
  await t?.close();
});

type Item = { id: string; lang: string };
const home = (query: Record<string, string> = {}, options: { token?: string; lang?: string } = {}) =>
  call(t.app, 'GET', '/api/cook/qryHome', { query, ...options });

describe('qryHome', () => {
  it('answers every section for a visitor, in the caller’s language', async () => {
    const res = await home();
    expect(res.status).toBe(200);
    expectShape(homeSchema, res.body);
    const d = res.body.data;
    expect(d.weekPlan.source).toBe('selection');
    expect(d.weekPlan.records.length).toBeGreaterThanOrEqual(7);
    expect(d.weekPlan.records.length).toBeLessThanOrEqual(14);
    for (const section of [d.weekPlan.records, d.trending, d.mostPopular]) {
      expect(section.length).toBeGreaterThan(0);
      expect(section.length).toBeLessThanOrEqual(Math.max(HOME_SECTION_SIZE, 14));
      expect(section.every((r: Item) => r.lang === 'en-US')).toBe(true);
    }
    expect(d.recentlyViewed).toEqual([]);
    expect(d.featuredArticles.length).toBeGreaterThan(0);
    const featured = await t.db.selectFrom('articles').select('id').where('featured', '=', 1).where('lang', '=', 'en-US').execute();
    expect(d.featuredArticles.map((a: Item) => Number(a.id)).sort()).toEqual(featured.map((a) => a.id).sort());
    expect(d.banners.length).toBeGreaterThanOrEqual(2);
    for (const banner of d.banners) {
      expect(banner).toMatchObject({ advType: 'banner', lang: 'en-US' });
      expect(banner.advPic).toMatch(/\/covers\/banner\/\d+-[0-9a-f]{10}\.webp$/);
    }
    // Most popular: stars given plus collections, highest first.
    const popular = await t.db
      .selectFrom('recipes')
      .select(['id', 'rating_sum', 'collect_count'])
      .where(
        'id',
        'in',
        d.mostPopular.map((r: Item) => Number(r.id)),
      )
      .execute();
    const score = new Map(popular.map((r) => [String(r.id), r.rating_sum + 5 * r.collect_count]));
    const scores = d.mostPopular.map((r: Item) => score.get(r.id)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const zh = await home({}, { lang: 'zh-CN' });
    expect(zh.body.data.trending.every((r: Item) => r.lang === 'zh-CN')).toBe(true);
    expect(zh.body.data.banners.every((b: { lang: string }) => b.lang === 'zh-CN')).toBe(true);
    const all = await home({ lang: 'all' });
    expect(new Set(all.body.data.weekPlan.records.map((r: Item) => r.lang))).toEqual(new Set(['en-US', 'zh-CN']));
  });

  it('shows a visitor’s recently viewed recipes from recentIds, in their order, without unknown ones', async () => {
    const ids = (await t.db.selectFrom('recipes').select('id').orderBy('id').limit(3).execute()).map((r) => String(r.id));
    const res = await home({ recentIds: [ids[2], '987654', ids[0], ids[1]].join(',') });
    expect(res.body.data.recentlyViewed.map((r: Item) => r.id)).toEqual([ids[2], ids[0], ids[1]]);
    for (const recentIds of ['abc', '1,,2', '1;2', '-1']) {
      const bad = await home({ recentIds });
      expect(bad.status, recentIds).toBe(400);
      expect(bad.body.data.field).toBe('recentIds');
    }
  });

  it('ranks trending by the views of the last seven days', async () => {
    const viewed = await t.db.selectFrom('recipe_views').select('recipe_id').distinct().execute();
    const quiet = await t.db
      .selectFrom('recipes')
      .select('id')
      .where('lang', '=', 'en-US')
      .where(
        'id',
        'not in',
        viewed.map((v) => v.recipe_id),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 300; i += 1) await call(t.app, 'GET', '/api/cook/qryRecipeDetail', { query: { id: String(quiet.id) } });
    await t.app.content.flushViews();
    t.app.content.clearCaches();
    const res = await home();
    expect(res.body.data.trending[0].id).toBe(String(quiet.id));

    // Views older than seven days no longer count.
    t.clock.advance(8 * 86_400);
    t.app.content.clearCaches();
    const later = await home();
    expect(later.body.data.trending.map((r: Item) => r.id)).not.toContain(String(quiet.id));
    t.clock.advance(-8 * 86_400);
    t.app.content.clearCaches();
  });

  it('gives a user the selection as this week’s plan until they plan, and their own recently viewed', async () => {
    const user = await registerUser(t);
    const res = await home({ recentIds: '1,2' }, { token: user.token });
    expectShape(homeSchema, res.body);
    expect(res.body.data.weekPlan.source).toBe('selection');
    // The server's list, not the browser's: this user has viewed nothing yet.
    expect(res.body.data.recentlyViewed).toEqual([]);
  });

  it('shows a user’s own plan for this week once they plan, and only to them', async () => {
    const [planner, other] = [await registerUser(t), await registerUser(t)];
    const recipe = await t.db.selectFrom('recipes').select('id').where('lang', '=', 'zh-CN').orderBy('id').executeTakeFirstOrThrow();
    const today = t.clock.now.toISOString().slice(0, 10);
    const added = await call(t.app, 'POST', '/api/cook/addMyWeek', {
      body: { recipeId: String(recipe.id), date: today },
      token: planner.token,
    });
    expect(added.body.code).toBe(0);

    const mine = await home({}, { token: planner.token });
    expectShape(homeSchema, mine.body);
    expect(mine.body.data.weekPlan).toMatchObject({ source: 'plan', records: [{ id: String(recipe.id), lang: 'zh-CN' }] });
    expect(mine.body.data.weekPlan.records).toHaveLength(1);
    expect((await home({}, { token: other.token })).body.data.weekPlan.source).toBe('selection');
    // A plan for another week is not this week's plan.
    t.clock.advance(7 * 86_400);
    expect((await home({}, { token: planner.token })).body.data.weekPlan.source).toBe('selection');
    t.clock.advance(-7 * 86_400);
  });
});

describe('qryWeekSelection', () => {
  it('answers this week’s selection in the content language', async () => {
    const res = await call(t.app, 'GET', '/api/cook/qryWeekSelection');
    expectShape(weekSelectionSchema, res.body);
    expect(res.body.data.weekStart).toBe(weekStartOf(new Date().toISOString().slice(0, 10)));
    expect(res.body.data.records.length).toBeGreaterThanOrEqual(7);
    expect(res.body.data.records.every((r: Item) => r.lang === 'en-US')).toBe(true);
    const zh = await call(t.app, 'GET', '/api/cook/qryWeekSelection', { query: { lang: 'zh-CN' } });
    expect(zh.body.data.records.every((r: Item) => r.lang === 'zh-CN')).toBe(true);
    expect((await call(t.app, 'GET', '/api/cook/qryWeekSelection', { query: { lang: 'xx' } })).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('publishes every content call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/cook/qryRecipeList',
      '/api/cook/qryRecipeDetail',
      '/api/cook/qryCategory',
      '/api/cook/qryCountry',
      '/api/article/qryArticleList',
      '/api/article/qryArticleDetail',
      '/api/search/qrySearch',
      '/api/cook/addRating',
      '/api/cook/qryComment',
      '/api/cook/addComment',
      '/api/cook/delComment',
      '/api/cook/qryHome',
      '/api/cook/qryWeekSelection',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/covers/{kind}/{file}']).toBeUndefined();
  });
});
