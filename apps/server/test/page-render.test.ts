import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, routeCodeOf, type TestApp } from './helper.js';

/**
 * Public pages rendered on the server (modules/seo/page-render) with the real web build: `npm test`
 * builds it before this suite runs (`npm run build` for a run of this file alone).
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
if (!fs.existsSync(new URL('../../web/dist-server/entry-server.js', import.meta.url))) {
  throw new Error('page-render.test.ts needs the web build: run `npm run build` first');
}

const METRICS_TOKEN = 'page-render-metrics-token';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST, PUBLIC_URL: 'https://chef.example.com', METRICS_TOKEN });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const firstRecipe = () =>
  t.db
    .selectFrom('recipes')
    .select(['id', 'name', 'view_count'])
    .where('lang', '=', 'en-US')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();

/** One address of each kind of page the server renders (seo.routes). */
async function renderedPages(): Promise<string[]> {
  const recipe = await firstRecipe();
  const article = await t.db.selectFrom('articles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return [
    '/home',
    '/home/recipe',
    `/home/recipeDetail/${recipe.id}`,
    '/home/article',
    `/home/articleDetail?id=${article.id}`,
    '/home/week',
  ];
}

describe('addresses a crawler trusts', () => {
  it('sends the site address to home, keeping the query', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/home');
    expect((await get('/?utm_source=card')).headers.location).toBe('/home?utm_source=card');
  });

  it('answers a path the app has no page for with 404 and the app (its Not Found page), a page it has with 200', async () => {
    const unknown = await get('/home/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');
    expect((await get('/nothing/here')).statusCode).toBe(404);
    // Pages drawn only in the browser (a user's own) are still pages.
    expect((await get('/myCenter/myInfo')).statusCode).toBe(200);
    expect((await get('/login')).statusCode).toBe(200);
    // Cook mode (a personal-like view kept in the browser): a page, never indexed.
    const cook = await get('/cook/1');
    expect(cook.statusCode).toBe(200);
    expect(cook.headers['x-robots-tag']).toBe('noindex');
    expect((await get('/myCenter/myInfo')).headers['x-robots-tag']).toBeUndefined();
    // The API keeps its own 404 envelope.
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('server-rendered public pages', () => {
  it('draws a recipe page with its name and steps, and the state to hydrate it, for a shared cache', async () => {
    const recipe = await firstRecipe();
    const res = await get(`/home/recipeDetail/${recipe.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(res.headers['vary']).toBe('Cookie, Accept-Encoding');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(res.body)?.[1] ?? res.body;
    expect(root).toContain('data-testid="recipe-name"');
    expect(root).toContain('data-testid="step"');
    const state = JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as {
      language: string;
      queries: { queries: { queryKey: unknown[] }[] };
    };
    expect(state.language).toBe('en-US');
    expect(state.queries.queries.map((q) => q.queryKey[0])).toContain('recipes');
    // Nothing in the state can close its script element.
    expect(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(res.body)![1]).not.toMatch(/</);
    // Its cover is fetched with it; the page's code is listed for the entry, which fetches it (and the
    // app's, by importing it) once the cover is in: nothing shares the bandwidth with the cover.
    expect(res.body).toMatch(/<link rel="preload" as="image" fetchpriority="high"/);
    expect(routeCodeOf(res.body).some((file) => /\/assets\/RecipeDetailPage-[^/]+\.js$/.test(file))).toBe(true);
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('id="page-code"');
    const article = await t.db.selectFrom('articles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const articlePage = (await get(`/home/articleDetail?id=${article.id}`)).body;
    expect(routeCodeOf(articlePage).some((file) => file.includes('/assets/ArticleDetailRoute-'))).toBe(true);
    // A recipe page opened directly draws its trail (home, then the recipe): no shift when the app takes over.
    expect(root).toContain('data-testid="breadcrumb"');
    // Its regions (lib/hydration's HydrationRegion) are in place and complete: none left pending for an
    // inline script to fill in, which the CSP would refuse (React would then draw them afresh).
    expect(root.match(/<!--\$-->/g)?.length).toBeGreaterThanOrEqual(4);
    expect(root).not.toMatch(/<!--\$[?!]-->|<template/);
    expect(res.body).not.toMatch(/\$R[CBV]\b/);

    const again = await get(`/home/recipeDetail/${recipe.id}`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Each encoding a browser asks for is the same page (compressed when first asked for).
    const compressed = await get(`/home/recipeDetail/${recipe.id}`, { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(res.body);
    const gzipped = await get(`/home/recipeDetail/${recipe.id}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(res.body);
  });

  it('draws the page in the language and units the visitor chose (their cookies)', async () => {
    const res = await get('/home/recipe', { cookie: 'chef_language=zh-CN; chef_unitType=1-3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(res.body).toContain('"unitType":"1-3"');
  });

  it("never renders, nor lets a shared cache keep, a signed-in browser's page", async () => {
    const res = await get('/home', { cookie: 'chef_signedIn=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
    // Drawn by the app at once: the page's code listed with the HTML (no cover to wait for).
    expect(routeCodeOf(res.body).some((file) => file.includes('/assets/HomePage-'))).toBe(true);
  });

  it('counts one view per rendered detail page sent, cached or not, and none for the render itself', async () => {
    await t.app.content.flushViews();
    const recipe = await firstRecipe();
    for (let i = 0; i < 3; i += 1) expect((await get(`/home/recipeDetail/${recipe.id}`)).statusCode).toBe(200);
    await t.app.content.flushViews();
    const after = await t.db.selectFrom('recipes').select('view_count').where('id', '=', recipe.id).executeTakeFirstOrThrow();
    expect(after.view_count - recipe.view_count).toBe(3);
  });

  it('renders a page once for visitors who ask for it at the same time (a link just shared)', async () => {
    const recipe = await t.db
      .selectFrom('recipes')
      .select('id')
      .where('lang', '=', 'en-US')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    // The render asks the API in-process (app.inject): its calls for this recipe's detail are its renders.
    const inject = t.app.inject.bind(t.app);
    let renders = 0;
    t.app.inject = ((options: InjectOptions | string) => {
      if (typeof options === 'object' && String(options.url).startsWith(`/api/cook/qryRecipeDetail?id=${recipe.id}`)) renders += 1;
      return inject(options);
    }) as typeof t.app.inject;
    try {
      const pages = await Promise.all(
        Array.from({ length: 5 }, () => get(`/home/recipeDetail/${recipe.id}`, { cookie: 'chef_unitType=1-3' })),
      );
      expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(pages.map((page) => page.headers.etag)).size).toBe(1);
      expect(pages[0]!.body).toContain('data-testid="recipe-name"');
      expect(renders).toBe(1);
    } finally {
      t.app.inject = inject;
    }
  });

  it("draws the footer's QR code in the HTML (inline SVG of the configured download link), else says it is not provided yet", async () => {
    // The demo configures no download target: the footer says so, in the HTML.
    const none = (await get('/home/article')).body;
    expect(/data-testid="app-qrcode"[^>]*>([\s\S]*?)<\/div>/.exec(none)?.[1]).toContain('not provided yet');
    const link = 'https://apps.example.com/chef-robot';
    await t.db
      .insertInto('adv')
      .values({ adv_type: 'qrcode', lang: 'en-US', adv_name: 'App', adv_url: link, adv_pic: null, created_at: new Date().toISOString() })
      .execute();
    t.app.content.clearCaches();
    const page = (await get('/home/article', { cookie: 'chef_unitType=1-3' })).body;
    const frame = /<div[^>]*data-testid="app-qrcode"[^>]*>[\s\S]*?<\/svg>/.exec(page)?.[0] ?? '';
    expect(frame).toContain(`data-value="${link}"`);
    expect(frame).toMatch(/<svg[^>]*height="96"[^>]*>/);
    expect(frame).toMatch(/<path fill="#000000" d="M/);
    expect(page).not.toContain('not provided yet');
  });

  it('paints styled before any script: every Mantine class of a rendered page has its rules in the sheets the page links', async () => {
    // Mantine's styles are split (apps/web/src/app/mantine-first-view.css): a component drawn by a public
    // page must be in the part that blocks the first paint, or it shows unstyled until the app arrives.
    const mantine = fs.readFileSync(fileURLToPath(new URL('../../../node_modules/@mantine/core/styles.css', import.meta.url)), 'utf8');
    const styledByMantine = new Set([...mantine.matchAll(/\.(m_[0-9a-f]{8})/g)].map((m) => m[1]!));
    for (const url of await renderedPages()) {
      const html = (await get(url)).body;
      const linked = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)"/g)]
        .map(([, file]) => fs.readFileSync(`${WEB_DIST}/${file}`, 'utf8'))
        .join('\n');
      const classes = new Set([...html.matchAll(/\b(m_[0-9a-f]{8})\b/g)].map((m) => m[1]!));
      expect(classes.size, url).toBeGreaterThan(0);
      const unstyled = [...classes].filter((name) => styledByMantine.has(name) && !linked.includes(`.${name}`));
      expect(unstyled, url).toEqual([]);
    }
  });

  it("runs no validation library before a rendered page answers a tap: zod is the forms' and the API's, not a reader's", async () => {
    // A recipe page imported a step helper from the device schemas and so ran zod and every schema
    // (90 KB) while a visitor's first tap waited. `_zod` is zod's own property on each schema.
    for (const url of await renderedPages()) {
      const scripts = routeCodeOf((await get(url)).body);
      expect(scripts.length, url).toBeGreaterThan(0);
      const withZod = scripts.filter((file) => fs.readFileSync(`${WEB_DIST}${file}`, 'utf8').includes('_zod'));
      expect(withZod, url).toEqual([]);
    }
  });

  it('answers 404 with the shell for an unknown recipe, never a rendered page', async () => {
    const res = await get('/home/recipeDetail/999999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('ssr-state');
  });
});

describe('metrics of rendered pages', () => {
  const scrape = async () =>
    (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body.split('\n').reduce<Record<string, number>>((all, line) => {
      const [series, value] = line.split(' ');
      if (series && value && !series.startsWith('#')) all[series] = Number(value);
      return all;
    }, {});

  it('counts a render and its time, and the page cache answering the next visitor', async () => {
    const before = await scrape();
    // A page no earlier test asked for in this language: rendered once, then served from the cache.
    const recipe = await firstRecipe();
    const url = `/home/recipeDetail/${recipe.id}?metrics=1`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    const after = await scrape();
    const delta = (series: string) => (after[series] ?? 0) - (before[series] ?? 0);
    expect(delta('chef_page_renders_total{outcome="page"}')).toBe(1);
    expect(delta('chef_page_render_duration_seconds_count')).toBe(1);
    expect(delta('chef_cache_requests_total{cache="pages",result="hit"}')).toBeGreaterThanOrEqual(1);
  });

  it("draws every public page in one pass: each route's loader starts what its page reads", async () => {
    const recipe = await firstRecipe();
    const article = await t.db.selectFrom('articles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    // The pages the server renders (seo.routes), at addresses no earlier test asked for (the page cache
    // would answer them without a render).
    const pages = [
      '/home',
      '/home/recipe',
      '/home/recipe?sort=hot&difficulty=1',
      '/home/recipe?keyword=egg',
      '/home/article',
      '/home/article?keyword=egg',
      '/home/week',
      `/home/recipeDetail/${recipe.id}`,
      `/home/articleDetail?id=${article.id}`,
    ];
    for (const cookie of ['', 'chef_language=zh-CN']) {
      const before = await scrape();
      for (const page of pages) {
        const url = `${page}${page.includes('?') ? '&' : '?'}passes=${cookie ? 'zh' : 'en'}`;
        const res = await get(url, cookie ? { cookie } : {});
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('ssr-state');
      }
      const after = await scrape();
      const delta = (series: string) => (after[series] ?? 0) - (before[series] ?? 0);
      expect(delta('chef_page_renders_total{outcome="page"}')).toBe(pages.length);
      expect(delta('chef_page_render_passes_total')).toBe(pages.length);
    }
  });
});
