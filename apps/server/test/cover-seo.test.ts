import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_COVER_SIZES, RECIPE_COVER_SIZES, imageSrcSet, imageVariant } from '@chef/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/index.js';
import { seedContent } from '../src/seed/content.js';
import { seedDemo } from '../src/seed/index.js';
import { buildContentApp, seed } from './content-helper.js';
import { call, countRows, registerUser, routeCodeOf, type TestApp } from './helper.js';

let t: TestApp & { dataDir: string };
beforeAll(async () => {
  t = await buildContentApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const firstRecipe = (lang: 'en-US' | 'zh-CN') =>
  t.db.selectFrom('recipes').selectAll().where('lang', '=', lang).orderBy('id').limit(1).executeTakeFirstOrThrow();

describe('seed', () => {
  it('loads the demo content: every recipe and article, with search rows, covers, selection and banners', async () => {
    const count = (table: 'categories' | 'countries' | 'recipes' | 'articles' | 'week_selection') => countRows(t.db, table);
    expect(await count('categories')).toBe(seed.categories.length);
    expect(await count('countries')).toBe(seed.countries.length);
    expect(await count('recipes')).toBe(seed.recipes['en-US'].length + seed.recipes['zh-CN'].length);
    expect(await count('articles')).toBe(seed.articles['en-US'].length + seed.articles['zh-CN'].length);
    const selection = await t.db
      .selectFrom('week_selection')
      .innerJoin('recipes', 'recipes.id', 'week_selection.recipe_id')
      .select('recipes.lang')
      .execute();
    for (const lang of ['en-US', 'zh-CN']) {
      const n = selection.filter((s) => s.lang === lang).length;
      expect(n).toBeGreaterThanOrEqual(7);
      expect(n).toBeLessThanOrEqual(14);
    }
    const banners = await t.db.selectFrom('adv').select(['lang', 'adv_pic', 'adv_url']).where('adv_type', '=', 'banner').execute();
    expect(banners.filter((b) => b.lang === 'en-US').length).toBeGreaterThanOrEqual(2);
    expect(banners.filter((b) => b.lang === 'zh-CN').length).toBeGreaterThanOrEqual(2);
    // The config records are still there (phone, QR code).
    expect(await t.db.selectFrom('adv').select('id').where('adv_type', '=', 'phone').execute()).toHaveLength(2);

    const recipes = await t.db.selectFrom('recipes').select(['id', 'cover', 'created_at', 'search_text', 'name']).orderBy('id').execute();
    // A dish photo (seed-photos.test.ts) or a generated cover.
    expect(recipes.every((r) => /^https:\/\/chef\.example\.com\/covers\/(recipe|photo)\/\d+-[0-9a-f]{10}\.webp$/.test(r.cover ?? ''))).toBe(
      true,
    );
    expect(recipes.every((r) => r.search_text.startsWith(r.name))).toBe(true);
    // Creation times grow with the id: "new" order looks natural.
    const times = recipes.map((r) => r.created_at);
    expect(times).toEqual([...times].sort());
    expect(
      Number(
        (
          await t.db
            .selectFrom('recipe_views')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);
    // Every recipe has its search rows: FTS5 rows on SQLite, a tsvector row on PostgreSQL.
    const { sql } = await import('kysely');
    for (const table of isPostgres(t.db) ? ['recipe_search'] : ['recipe_fts', 'recipe_fts_short']) {
      const rows = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
      expect(Number(rows.rows[0]!.n), table).toBe(recipes.length);
    }
  });

  it('seeds only an empty database: a second run changes nothing', async () => {
    expect(await seedContent(t.db, { publicUrl: 'https://chef.example.com' })).toBe(false);
    expect(await seedDemo(t.db, 'https://chef.example.com')).toBe(false);
    const n = await t.db
      .selectFrom('recipes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(seed.recipes['en-US'].length + seed.recipes['zh-CN'].length);
  });
});

describe('generated covers', () => {
  it('renders a recipe cover on first request, both sizes, cached for a year', async () => {
    const recipe = await firstRecipe('zh-CN');
    const large = await get(new URL(recipe.cover!).pathname);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 750, height: 750 });
    const small = await get(new URL(imageVariant(recipe.cover, 'sm')!).pathname);
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    // Kept on disk: the second answer is the same file.
    const file = path.join(t.dataDir, 'covers', 'recipe', path.basename(new URL(recipe.cover!).pathname));
    expect(fs.existsSync(file)).toBe(true);
    expect((await get(new URL(recipe.cover!).pathname)).rawPayload.equals(large.rawPayload)).toBe(true);
  });

  it('renders article and banner covers in their shapes', async () => {
    const article = await t.db.selectFrom('articles').select('cover').limit(1).executeTakeFirstOrThrow();
    const a = await get(new URL(article.cover!).pathname);
    expect(await sharp(a.rawPayload).metadata()).toMatchObject({ width: 960, height: 720 });
    const banner = await t.db.selectFrom('adv').select('adv_pic').where('adv_type', '=', 'banner').limit(1).executeTakeFirstOrThrow();
    const b = await get(new URL(banner.adv_pic!).pathname);
    expect(await sharp(b.rawPayload).metadata()).toMatchObject({ width: 1200, height: 400 });
  });

  it('sends an old link to the current picture after a rename, and 404 for anything unknown', async () => {
    const recipe = await firstRecipe('en-US');
    const oldPath = new URL(recipe.cover!).pathname;
    await t.db
      .updateTable('recipes')
      .set({ name: `${recipe.name} (new)` })
      .where('id', '=', recipe.id)
      .execute();
    const moved = await get(oldPath);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toMatch(new RegExp(`^/covers/recipe/${recipe.id}-[0-9a-f]{10}\\.webp$`));
    expect(moved.headers.location).not.toBe(oldPath);
    expect((await get(String(moved.headers.location))).statusCode).toBe(200);
    await t.db.updateTable('recipes').set({ name: recipe.name }).where('id', '=', recipe.id).execute();

    for (const url of [
      '/covers/recipe/987654-0123456789.webp',
      '/covers/recipe/1.webp',
      '/covers/recipe/..%2F..%2Fchef.db',
      '/covers/user/1-0123456789.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get('/covers/recipe/987654-0123456789.webp')).json()).toMatchObject({ code: 404 });
  });
});

describe('SEO heads of detail pages', () => {
  const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

  it('puts a recipe’s title, description, canonical URL, Open Graph and Recipe JSON-LD into the HTML', async () => {
    const user = await registerUser(t);
    const recipe = await firstRecipe('en-US');
    await call(t.app, 'POST', '/api/cook/addRating', { token: user.token, body: { targetType: 1, targetId: String(recipe.id), score: 5 } });
    const res = await get(`/home/recipeDetail/${recipe.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(`<title>${recipe.name} - Chef Robot</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://chef.example.com/home/recipeDetail/${recipe.id}?lang=${recipe.lang}" />`);
    expect(html).toContain(`<meta property="og:image" content="${recipe.cover}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-abc.js');
    const ld = jsonLd(html);
    const source = seed.recipes['en-US'].find((r) => r.name === recipe.name)!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.name,
      image: [recipe.cover],
      recipeYield: String(source.portions),
      recipeCategory: expect.any(String),
      recipeCuisine: expect.any(String),
      aggregateRating: { '@type': 'AggregateRating', ratingCount: expect.any(Number) },
      nutrition: { '@type': 'NutritionInformation', calories: expect.stringMatching(/^\d+ kcal$/) },
    });
    expect(ld.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(ld.recipeIngredient).toHaveLength(source.ingredients.length);
    expect(ld.recipeInstructions).toHaveLength(source.steps.length);
    expect(ld.recipeInstructions[0]).toEqual({ '@type': 'HowToStep', name: source.steps[0]!.title, text: source.steps[0]!.description });
    // The same head at /home/recipeDetail?id=N.
    expect((await get(`/home/recipeDetail?id=${recipe.id}`)).body).toContain(`<title>${recipe.name} - Chef Robot</title>`);
    // A visitor reading in Chinese gets the product's Chinese name in the title and og:site_name.
    const chinese = (
      await t.app.inject({ method: 'GET', url: `/home/recipeDetail/${recipe.id}`, headers: { cookie: 'chef_language=zh-CN' } })
    ).body;
    expect(chinese).toContain(`<title>${recipe.name} - 厨师机器人</title>`);
    expect(chinese).toContain('<meta property="og:site_name" content="厨师机器人" />');
    expect(html).toContain('<meta property="og:site_name" content="Chef Robot" />');
  });

  it('has a detail page fetch its cover, code and styles with the HTML, nothing twice', async () => {
    const recipe = await firstRecipe('en-US');
    const html = (await get(`/home/recipeDetail/${recipe.id}`)).body;
    // In the size the cover will be shown at: the img's srcset and sizes (RecipeDetailPage).
    const srcset = imageSrcSet(recipe.cover);
    expect(srcset).toBeDefined();
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${recipe.cover}" imagesrcset="${srcset}" imagesizes="${RECIPE_COVER_SIZES}" />`,
    );
    // The route's code listed for the entry, which preloads it once the cover is in (src/main.tsx).
    expect(routeCodeOf(html)).toEqual(['/assets/RecipeDetailRoute-123.js', '/assets/shared-def.js', '/assets/Paper-456.js']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/recipe-789.css" />');
    // The entry is in the template already; the shared chunk is not, so it is preloaded once.
    expect(html.match(/assets\/index-abc\.js/g)).toHaveLength(1);
    expect(html.match(/assets\/shared-def\.js/g)).toHaveLength(1);
    // An article detail has no route chunk in this manifest: its cover only.
    const article = await t.db.selectFrom('articles').select(['id', 'cover']).limit(1).executeTakeFirstOrThrow();
    const articleHtml = (await get(`/home/articleDetail?id=${article.id}`)).body;
    const articleSrcset = imageSrcSet(article.cover);
    expect(articleHtml).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${article.cover}"${
        articleSrcset ? ` imagesrcset="${articleSrcset}" imagesizes="${ARTICLE_COVER_SIZES}"` : ''
      } />`,
    );
    expect(articleHtml).not.toContain('route-code');
  });

  it('has /home fetch its code and its first banner, in the size the page will pick, with the HTML', async () => {
    const res = await get('/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(routeCodeOf(res.body)).toContain('/assets/HomePage-321.js');
    const banner = await t.db
      .selectFrom('adv')
      .select('adv_pic')
      .where('adv_type', '=', 'banner')
      .where('lang', '=', 'zh-CN')
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The page's language is the visitor's choice (its cookie), as the render and the browser read it.
    const zh = (await get('/home', { cookie: 'chef_language=zh-CN', 'accept-language': 'en-US' })).body;
    const small = banner.adv_pic!.replace(/\.webp$/, '.sm.webp');
    expect(zh).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${banner.adv_pic}" imagesrcset="${small} 320w, ${banner.adv_pic} 1200w" imagesizes="(max-width: 48em) 86vw, 370px" />`,
    );
    expect(zh).not.toContain('RecipeDetailRoute');
  });

  it('escapes what it inserts: no markup or script end can come from content', async () => {
    const recipe = await firstRecipe('zh-CN');
    const evil = `鸡</script><script>alert(1)</script>"<b>&'`;
    await t.db
      .updateTable('recipes')
      .set({ name: evil, description: '"><img src=x onerror=alert(1)>' })
      .where('id', '=', recipe.id)
      .execute();
    const html = (await get(`/home/recipeDetail/${recipe.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>鸡&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&lt;b&gt;&amp;&#39; - Chef Robot</title>');
    expect(html).toContain('<html lang="zh-CN">');
    expect(jsonLd(html).name).toBe(evil);
    await t.db.updateTable('recipes').set({ name: recipe.name, description: recipe.description }).where('id', '=', recipe.id).execute();
  });

  it('puts an article’s Article JSON-LD into the HTML', async () => {
    const article = await t.db.selectFrom('articles').selectAll().where('lang', '=', 'en-US').limit(1).executeTakeFirstOrThrow();
    const res = await get(`/home/articleDetail?id=${article.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${article.title} - Chef Robot</title>`);
    expect(res.body).toContain(`<meta name="description" content="${article.summary}" />`);
    expect(res.body).toContain(
      `<link rel="canonical" href="https://chef.example.com/home/articleDetail?id=${article.id}&amp;lang=${article.lang}" />`,
    );
    expect(jsonLd(res.body)).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      image: [article.cover],
      datePublished: article.published_at,
      author: { '@type': 'Person', name: article.author },
    });
  });

  it('answers an unknown id with the web app and 404, and pages without an id with the web app', async () => {
    for (const url of ['/home/recipeDetail/987654', '/home/recipeDetail/abc', '/home/articleDetail?id=987654', '/home/recipeDetail?id=0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Chef Robot</title>');
      expect(res.body).toContain('<div id="root"></div>');
    }
    for (const url of ['/home/recipeDetail', '/home/articleDetail']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Chef Robot</title>');
    }
  });
});
