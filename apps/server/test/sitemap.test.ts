import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { published } from '../src/modules/catalogue/published.js';
import { buildArticle, buildRecipe, buildUser } from './factories.js';
import { buildTestApp, call, staffLoginOf, type TestApp } from './helper.js';

/**
 * /sitemap.xml, robots.txt and the language links of the public pages (modules/seo/sitemap.ts), with
 * the real web build (`npm run build` first): the routes exist where the web app is served.
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
if (!fs.existsSync(new URL('../../web/dist/index.html', import.meta.url))) {
  throw new Error('sitemap.test.ts needs the web build: run `npm run build` first');
}
const SITE = 'https://chef.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST, PUBLIC_URL: SITE });
});
afterAll(async () => {
  await t?.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replaceAll('&amp;', '&'));
/** Each <url> of a urlset: its loc and its alternates by hreflang. */
const urls = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: locs(body!)[0]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang!,
        href!.replaceAll('&amp;', '&'),
      ]),
    ),
  }));
const publicCounts = async (app: TestApp) => {
  const recipes = await app.db
    .selectFrom('recipes')
    .where(published())
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const articles = await app.db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(recipes.n) + Number(articles.n);
};

describe('robots.txt', () => {
  it('names the sitemap (absolute) and keeps personal pages, the console and the API out', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
    for (const path of ['/api/', '/myCenter', '/shopBasket', '/createRecipe', '/admin', '/login', '/cook/']) {
      expect(res.body).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(res.body).not.toMatch(/^Disallow: \/home/m);
  });
});

describe('/sitemap.xml', () => {
  it('lists the list pages in both languages with hreflang alternates, and each published recipe and article once, in its language', async () => {
    const user = await buildUser(t.db);
    const soup = await buildRecipe(t.db, { name: 'Sitemap soup', lang: 'zh-CN' });
    const article = await buildArticle(t.db, { title: 'Sitemap article' });
    const underAudit = await buildRecipe(t.db, { author_id: user.id, audit_status: 1 });
    const refused = await buildRecipe(t.db, { author_id: user.id, audit_status: 2 });
    const privateBox = await buildRecipe(t.db, { author_id: user.id, audit_status: 0 });
    t.app.content.clearCaches();

    const res = await get(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml=/,
    );
    const all = urls(res.body);
    expect(all).toHaveLength(8 + (await publicCounts(t)));
    expect(new Set(all.map((u) => u.loc)).size).toBe(all.length);

    for (const page of ['/home', '/home/recipe', '/home/article', '/home/week']) {
      const alternates = { 'en-US': `${SITE}${page}?lang=en-US`, 'zh-CN': `${SITE}${page}?lang=zh-CN`, 'x-default': `${SITE}${page}` };
      for (const lang of ['en-US', 'zh-CN']) {
        expect(all.find((u) => u.loc === `${SITE}${page}?lang=${lang}`)?.alternates).toEqual(alternates);
      }
    }
    const soupUrl = `${SITE}/home/recipeDetail/${soup.id}?lang=zh-CN`;
    expect(all.find((u) => u.loc === soupUrl)?.alternates).toEqual({ 'zh-CN': soupUrl });
    const articleUrl = `${SITE}/home/articleDetail?id=${article.id}&lang=en-US`;
    expect(all.find((u) => u.loc === articleUrl)?.alternates).toEqual({ 'en-US': articleUrl });
    expect(res.body).toContain(`<loc>${SITE}/home/articleDetail?id=${article.id}&amp;lang=en-US</loc>`);
    for (const hidden of [underAudit, refused, privateBox]) expect(res.body).not.toContain(`/home/recipeDetail/${hidden.id}?`);
  });

  it('lists a recipe as soon as it is published (the audit passes it)', async () => {
    const user = await buildUser(t.db);
    const waiting = await buildRecipe(t.db, { author_id: user.id, audit_status: 1 });
    expect((await get(t, '/sitemap.xml')).body).not.toContain(`/home/recipeDetail/${waiting.id}?`);
    const { token } = await staffLoginOf(t.app);
    const passed = await call(t.app, 'POST', '/api/admin/auditRecipe', { token, body: { id: waiting.id, pass: true } });
    expect(passed.body.code).toBe(0);
    expect((await get(t, '/sitemap.xml')).body).toContain(`<loc>${SITE}/home/recipeDetail/${waiting.id}?lang=en-US</loc>`);
  });

  it('past its size per file, is an index of sitemaps that together list every URL once', async () => {
    const small = await buildTestApp({ WEB_DIST, PUBLIC_URL: SITE, SITEMAP_URLS_PER_FILE: '7' });
    try {
      await buildRecipe(small.db);
      const total = 8 + (await publicCounts(small));
      const index = await get(small, '/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locs(index.body);
      expect(files).toEqual(Array.from({ length: Math.ceil(total / 7) }, (_, i) => `${SITE}/sitemap-${i + 1}.xml`));
      const listed: string[] = [];
      for (const file of files) {
        const page = await get(small, new URL(file).pathname);
        expect(page.statusCode).toBe(200);
        const entries = urls(page.body);
        expect(entries.length).toBeLessThanOrEqual(7);
        listed.push(...entries.map((u) => u.loc));
      }
      expect(listed).toHaveLength(total);
      expect(new Set(listed).size).toBe(total);
      expect(listed.slice(0, 2)).toEqual([`${SITE}/home?lang=en-US`, `${SITE}/home?lang=zh-CN`]);
      // No page past the last, nor a page 0.
      expect((await get(small, `/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
      expect((await get(small, '/sitemap-0.xml')).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });
});

describe('the language of a public page for a crawler (?lang=)', () => {
  it('renders the page in the language asked for, with canonical and alternates saying so', async () => {
    const zh = await get(t, '/home/recipe?lang=zh-CN');
    expect(zh.statusCode).toBe(200);
    expect(zh.body).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(zh.body).toContain(`<link rel="canonical" href="${SITE}/home/recipe?lang=zh-CN" />`);
    expect(zh.body).toContain(`<link rel="alternate" hreflang="en-US" href="${SITE}/home/recipe?lang=en-US" />`);
    expect(zh.body).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/home/recipe" />`);
    expect(zh.body).toContain('<title>菜谱 - 厨师机器人</title>');
    // The query wins over the visitor's cookie.
    const en = await get(t, '/home/recipe?lang=en-US', { cookie: 'chef_language=zh-CN' });
    expect(en.body).toMatch(/<html[^>]* lang="en-US"/);
  });

  it("gives home a canonical URL, Open Graph in the page's language and WebSite JSON-LD with the search as its SearchAction", async () => {
    const res = await get(t, '/home?lang=zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/home?lang=zh-CN" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="zh-CN" href="${SITE}/home?lang=zh-CN" />`);
    expect(res.body).toContain('<meta property="og:site_name" content="厨师机器人" />');
    expect(res.body).toContain('<meta property="og:type" content="website" />');
    expect(res.body).toContain(`<meta property="og:url" content="${SITE}/home?lang=zh-CN" />`);
    expect(res.body).toContain('<meta name="description" content="厨师机器人的菜谱、文章与配套 App。" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as Record<string, any>;
    expect(jsonLd).toMatchObject({
      '@type': 'WebSite',
      name: '厨师机器人',
      url: `${SITE}/home`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE}/home/recipe?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    // Without ?lang= (the x-default, in the visitor's language): its own URL is canonical, never another
    // language's alternate.
    const own = (await get(t, '/home', { cookie: 'chef_language=zh-CN' })).body;
    expect(own).toContain(`<link rel="canonical" href="${SITE}/home" />`);
    expect(own).toContain('<meta property="og:site_name" content="厨师机器人" />');
    expect((await get(t, '/home')).body).toContain('<meta property="og:site_name" content="Chef Robot" />');
  });

  it("gives a detail page the canonical URL of its content's language (the sitemap's)", async () => {
    const soup = await buildRecipe(t.db, { name: 'Canonical soup', lang: 'zh-CN' });
    const res = await get(t, `/home/recipeDetail/${soup.id}`);
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/home/recipeDetail/${soup.id}?lang=zh-CN" />`);
    // Opened by an English visitor: the page is in English, the recipe says it is Chinese.
    expect(res.body).toMatch(/<html[^>]* lang="en-US"/);
    expect(res.body).toMatch(/<article class="chef-recipe" data-testid="recipe-detail" lang="zh-CN">/);
  });
});
