import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './helper.js';

/** The public read paths a recipe can be seen on (`whereShown` answers each). */
export type PublicReads = Record<'detail' | 'list' | 'search' | 'home' | 'week' | 'page' | 'sitemap', boolean>;

/** Shown on none of them. */
export const NOWHERE: PublicReads = { detail: false, list: false, search: false, home: false, week: false, page: false, sitemap: false };

/**
 * Every public read path of one recipe, walked by one caller (a visitor without a token): the detail
 * call, the list and search (by its name and by `keyword`), home (with it as a visitor's recently
 * viewed, so home would show it if it could) and this week's selection, its server-rendered page and
 * /sitemap.xml (an app with a web build: content-helper's buildContentApp). Answers where it is shown.
 * A refused page must never be cached publicly. The private box (recipe-box.test.ts) and unpublishing
 * (admin-recipes.test.ts) both walk it, so a read path added here is checked for both.
 */
export async function whereShown(
  app: FastifyInstance,
  recipe: { id: string; name: string; keyword: string },
  token?: string,
): Promise<PublicReads> {
  const { id, name } = recipe;
  const get = (url: string, query?: Record<string, string>) =>
    call(app, 'GET', url, { ...(token ? { token } : {}), ...(query ? { query } : {}) });
  const list = (await get('/api/cook/qryRecipeList', { size: '100', keyword: name })).body.data as { records: { id: string }[] };
  const search = (await get('/api/search/qrySearch', { keyword: recipe.keyword, type: '1', size: '100' })).body.data;
  const page = await app.inject({
    method: 'GET',
    url: `/home/recipeDetail/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (page.statusCode !== 200) {
    expect([404, 410]).toContain(page.statusCode);
    expect(String(page.headers['cache-control'] ?? '')).not.toMatch(/public|s-maxage/);
  }
  const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(sitemap.statusCode).toBe(200);
  return {
    detail: (await get('/api/cook/qryRecipeDetail', { id })).body.code === 0,
    list: list.records.some((r) => r.id === id),
    search: JSON.stringify(search).includes(name),
    home: JSON.stringify((await get('/api/cook/qryHome', { recentIds: id })).body.data).includes(name),
    week: JSON.stringify((await get('/api/cook/qryWeekSelection')).body.data).includes(name),
    page: page.statusCode === 200 && page.body.includes(name),
    sitemap: sitemap.body.includes(`/home/recipeDetail/${id}?`),
  };
}
