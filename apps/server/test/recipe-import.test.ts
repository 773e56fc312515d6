import http from 'node:http';
import { recipeDraftSchema } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIngredient } from '../src/modules/recipe-import/ingredients.js';
import sharp from 'sharp';
import { draftOfPage, splitSteps } from '../src/modules/recipe-import/import.service.js';
import {
  DEPTH_TRACKED,
  PARSER_DEPTH,
  TEXT_BUDGET,
  VALUES_KEPT,
  isoDurationMinutes,
  lenientJson,
  readPage,
  recipeOfPage,
} from '../src/modules/recipe-import/recipe-page.js';
import { isAllowedAddress } from '../src/modules/recipe-import/safe-fetch.js';
import { buildUser } from './factories.js';
import { buildTestApp, call, type TestApp } from './helper.js';
import { picture } from './multipart.js';

/**
 * Import from a link: pages served by a local HTTP server. Loopback is reachable only because these
 * apps set the test-only RECIPE_IMPORT_ALLOW_LOOPBACK; an app without it refuses the same page.
 */

const JSON_LD_PAGE = (coverUrl: string) => `<!doctype html><html><head><title>Pie</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Somewhere' },
    {
      '@type': ['Recipe'],
      name: 'Grandma’s <b>apple</b> pie',
      description: 'Flaky &amp; sweet',
      image: [{ '@type': 'ImageObject', url: coverUrl }],
      prepTime: 'PT20M',
      cookTime: 'PT1H',
      recipeYield: ['8', '8 slices'],
      recipeIngredient: ['2 1/2 cups flour', '200 g butter', '½ tsp salt', '3 apples', 'Sugar, to taste', '1 lb cherries'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Crust',
          itemListElement: [{ '@type': 'HowToStep', text: 'Rub the butter into the flour. Chill.' }],
        },
        { '@type': 'HowToStep', name: 'Fill', text: 'Slice the apples and fill the crust.' },
        'Bake until golden.',
      ],
    },
  ],
})}</script></head><body><script>window.hacked = true</script></body></html>`;

const MICRODATA_PAGE = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
<h1 itemprop="name">Tomato &amp; egg</h1>
<meta itemprop="totalTime" content="PT15M">
<span itemprop="recipeYield">Serves 2</span>
<ul><li itemprop="recipeIngredient">3 eggs</li><li itemprop="recipeIngredient">2 tomatoes</li></ul>
<div itemprop="recipeInstructions"><p>Beat the eggs.</p></div>
<div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Li</span></div>
</div></body></html>`;

let server: http.Server;
let base: string;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  png = await picture(900, 600);
  webp = await sharp(png).webp().toBuffer();
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/pie') return res.writeHead(200, { 'content-type': 'text/html' }).end(JSON_LD_PAGE(`${base}/cover.png`));
    if (url === '/micro') return res.writeHead(200, { 'content-type': 'text/html' }).end(MICRODATA_PAGE);
    if (url === '/cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url === '/plain') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>No recipe here</p>');
    if (url === '/huge') return res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(4 * 1024 * 1024, 'a'));
    if (url === '/to-private') return res.writeHead(302, { location: 'http://10.1.2.3/pie' }).end();
    if (url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (url === '/webp-pie') return res.writeHead(200, { 'content-type': 'text/html' }).end(JSON_LD_PAGE(`${base}/cover.webp`));
    if (url === '/cover.webp') return res.writeHead(200, { 'content-type': 'image/webp' }).end(webp);
    if (url === '/bad-location') return res.writeHead(302, { location: 'http://[zz' }).end();
    if (url === '/to-compatible') return res.writeHead(302, { location: 'http://[::127.0.0.1]/pie' }).end();
    if (url === '/to-pie') return res.writeHead(301, { location: '/pie' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('ingredient lines', () => {
  it.each([
    ['200 g butter', { name: 'butter', value: 200, unit: 'g' }],
    ['2 1/2 cups flour', { name: 'flour', value: 600, unit: 'ml' }],
    ['½ tsp salt', { name: 'salt', value: 0.5, unit: 'tsp' }],
    ['1½ tbsp olive oil', { name: 'olive oil', value: 1.5, unit: 'tbsp' }],
    ['3 eggs', { name: 'eggs', value: 3, unit: 'pcs' }],
    ['2-3 cloves garlic', { name: 'cloves garlic (2-3)', value: 2, unit: 'pcs' }],
    ['1 kg potatoes', { name: 'potatoes', value: 1000, unit: 'g' }],
    ['1 lb cherries', { name: 'cherries', value: 453.59, unit: 'g' }],
    ['1 pinch of salt', { name: 'salt', value: 1, unit: 'pinches' }],
    ['500 ml stock', { name: 'stock', value: 500, unit: 'ml' }],
    ['Sugar, to taste', { name: 'Sugar, to taste', value: null, unit: null }],
    ['250克 面粉', { name: '面粉', value: 250, unit: 'g' }],
  ])('reads %s', (line, expected) => {
    expect(parseIngredient(line)).toEqual(expected);
  });
});

describe('ISO 8601 durations', () => {
  it.each([
    ['PT45M', 45],
    ['PT1H30M', 90],
    ['P1DT2H', 1560],
    ['PT90S', 2],
    ['pt20m', 20],
    ['PT', null],
    ['PT0M', null],
    ['PTH30MS', 30],
    ['PT0H30M0.000S', 30],
    [{ '@value': 'P0DT1H10M0S' }, 70],
    ['45 minutes', null],
    [45, null],
  ])('%s is %s minutes', (value, minutes) => {
    expect(isoDurationMinutes(value)).toBe(minutes);
  });
});

describe('addresses the import may reach', () => {
  it.each([
    ['93.184.216.34', false, true],
    ['2606:2800:220:1:248:1893:25c8:1946', false, true],
    ['127.0.0.1', false, false],
    ['127.0.0.1', true, true],
    ['::1', true, true],
    ['::1', false, false],
    ['10.0.0.1', true, false],
    ['172.16.5.4', true, false],
    ['192.168.1.1', true, false],
    ['169.254.169.254', true, false],
    ['100.64.0.1', true, false],
    ['0.0.0.0', true, false],
    ['fe80::1', true, false],
    ['fd00::1', true, false],
    ['::ffff:10.0.0.1', true, false],
    ['::ffff:127.0.0.1', false, false],
    ['::ffff:127.0.0.1', true, false],
    ['::127.0.0.1', true, false],
    ['::7f00:1', true, false],
    ['::8.8.8.8', true, false],
    ['::ffff:8.8.8.8', true, false],
    ['224.0.0.1', true, false],
    ['not an address', true, false],
  ])('%s (loopback allowed: %s) -> %s', (address, allowLoopback, allowed) => {
    expect(isAllowedAddress(address, allowLoopback)).toBe(allowed);
  });
});

describe('schema.org Recipe in a page', () => {
  it('reads microdata, nested items kept apart', () => {
    expect(recipeOfPage(MICRODATA_PAGE)).toMatchObject({
      name: 'Tomato & egg',
      totalTime: 'PT15M',
      recipeYield: 'Serves 2',
      recipeIngredient: ['3 eggs', '2 tomatoes'],
      recipeInstructions: 'Beat the eggs.',
      author: { name: 'Li' },
    });
  });
});

describe('POST /api/cook/importRecipe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RECIPE_IMPORT_ALLOW_LOOPBACK: 'true', SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });
  const importing = async (url: string, lang?: string) => {
    const user = await buildUser(t.db);
    return call(t.app, 'POST', '/api/cook/importRecipe', { body: { url }, token: user.token, ...(lang ? { lang } : {}) });
  };

  it('fills a draft from JSON-LD, with the cover fetched and stored as an upload', async () => {
    const res = await importing(`${base}/to-pie`);
    expect(res.body.code).toBe(0);
    const draft = recipeDraftSchema.parse(res.body.data);
    expect(draft).toMatchObject({
      name: 'Grandma’s  apple  pie'.replace(/\s+/g, ' '),
      description: 'Flaky & sweet',
      cookingTime: 80,
      portions: 8,
      sourceUrl: `${base}/pie`,
      ingredients: [
        { name: 'flour', value: 600, unit: 'ml' },
        { name: 'butter', value: 200, unit: 'g' },
        { name: 'salt', value: 0.5, unit: 'tsp' },
        { name: 'apples', value: 3, unit: 'pcs' },
        { name: 'Sugar, to taste', value: null, unit: null },
        { name: 'cherries', value: 453.59, unit: 'g' },
      ],
      steps: [
        { title: 'Crust: Rub the butter into the flour', description: 'Rub the butter into the flour. Chill.' },
        { title: 'Fill', description: 'Slice the apples and fill the crust.' },
        { title: 'Bake until golden', description: 'Bake until golden.' },
      ],
    });
    expect(draft.cover).toMatch(/\/media\/recipe\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const media = await t.app.inject({ method: 'GET', url: new URL(draft.cover!).pathname });
    expect(media.headers['content-type']).toBe('image/webp');
  });

  it('stores a WebP cover through the upload pipeline', async () => {
    const res = await importing(`${base}/webp-pie`);
    expect(res.body.data.cover).toMatch(/\/media\/recipe\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
  });

  it('reads a microdata page', async () => {
    const res = await importing(`${base}/micro`);
    expect(res.body.data).toMatchObject({
      name: 'Tomato & egg',
      cookingTime: 15,
      portions: 2,
      cover: null,
      steps: [{ description: 'Beat the eggs.' }],
    });
  });

  it.each([
    ['/plain', 'No recipe was found on this page'],
    ['/huge', 'The page is too large to import'],
    ['/missing', 'The page could not be fetched'],
    ['/to-private', 'This address cannot be imported from'],
    ['/to-metadata', 'This address cannot be imported from'],
    ['/bad-location', 'The page could not be fetched'],
    ['/to-compatible', 'This address cannot be imported from'],
  ])('refuses %s', async (path, msg) => {
    expect((await importing(`${base}${path}`)).body).toEqual({ code: 400, msg, data: { field: 'url' } });
  });

  it.each([
    'http://10.0.0.1/',
    'http://[::ffff:192.168.0.1]/',
    'http://169.254.169.254/',
    'ftp://example.com/x',
    'http://user:pw@127.0.0.1/',
  ])('refuses %s', async (url) => {
    const res = await importing(url);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toEqual({ field: 'url' });
  });

  it('refuses loopback without the test-only setting', async () => {
    const strict = await buildTestApp({ SEED_DEMO: 'false' });
    try {
      const user = await buildUser(strict.db);
      const res = await call(strict.app, 'POST', '/api/cook/importRecipe', { body: { url: `${base}/pie` }, token: user.token });
      expect(res.body).toEqual({ code: 400, msg: 'This address cannot be imported from', data: { field: 'url' } });
      const named = await call(strict.app, 'POST', '/api/cook/importRecipe', {
        body: { url: base.replace('127.0.0.1', 'localhost') + '/pie' },
        token: user.token,
      });
      expect(named.body.msg).toBe('This address cannot be imported from');
    } finally {
      await strict.close();
    }
  });
});

describe('reading a page without trusting it', () => {
  it('parses JSON-LD as pages write it', () => {
    expect(lenientJson('{"a": "line\none\ttab", "b": [1, 2,],};')).toEqual({ a: 'line\none\ttab', b: [1, 2] });
    expect(lenientJson('<![CDATA[{"a": 1}]]>')).toEqual({ a: 1 });
    expect(lenientJson('{"a": ')).toBeUndefined();
  });

  it('finds a Recipe in @graph as an object, follows @id references, reads the odd forms', () => {
    const html = `<script type="application/ld+json">{"@graph": {"@type": "Recipe", "name": "Soup",
      "image": {"@id": "#img"}, "totalTime": {"@value": "PT40M"}, "recipeYield": {"value": 6},
      "recipeIngredient": "2 carrots\r\n1 l water",
      "recipeInstructions": "1. Chop the carrots. 2. Boil the water. 3. Cook both."}}</script>
      <script type="application/ld+json">[[{"@id": "#img", "@type": "ImageObject", "url": "/soup.jpg"}]]</script>`;
    const { draft, imageUrl } = draftOfPage(html, 'https://example.com/soup');
    expect(imageUrl).toBe('https://example.com/soup.jpg');
    expect(draft).toMatchObject({
      name: 'Soup',
      cookingTime: 40,
      portions: 6,
      ingredients: [
        { name: 'carrots', value: 2, unit: 'pcs' },
        { name: 'water', value: 1000, unit: 'ml' },
      ],
      steps: [{ description: 'Chop the carrots.' }, { description: 'Boil the water.' }, { description: 'Cook both.' }],
    });
  });

  it('reads a microdata Recipe nested in a page-level item, with the old property names', () => {
    const html = `<body itemscope itemtype="https://schema.org/WebPage"><div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Cake</h1><img itemprop="photo" data-src="/cake.jpg" src="data:,">
      <ul><li itemprop="ingredients">3 eggs</li><li itemprop="ingredients">½ cup sugar</li></ul>
      <div itemprop="instructions">Beat.<br>Bake.</div></div></body>`;
    const { draft } = draftOfPage(html, 'https://example.com/');
    expect(draft.ingredients).toEqual([
      { name: 'eggs', value: 3, unit: 'pcs' },
      { name: 'sugar', value: 120, unit: 'ml' },
    ]);
    expect(draft.steps.map((s) => s.description)).toEqual(['Beat.', 'Bake.']);
  });

  it.each([
    ['Zutaten', 'Zubereitung', '200 g Mehl', { name: 'Mehl', value: 200, unit: 'g' }],
    ['Ingrédients :', 'Préparation', '2 c. à s. de sucre', { name: 'sucre', value: 2, unit: 'tbsp' }],
    ['Ingrediënten', 'Bereiding', '1 el olie', { name: 'olie', value: 1, unit: 'tbsp' }],
    ['Ingredientes', 'Preparación', '2 cucharadas de aceite', { name: 'aceite', value: 2, unit: 'tbsp' }],
    ['Ingredienti', 'Procedimento', '1 cucchiaino di sale', { name: 'sale', value: 1, unit: 'tsp' }],
    ['用料', '做法', '鸡蛋 2个', { name: '鸡蛋', value: 2, unit: 'pcs' }],
    ['材料', '作り方', '玉ねぎ 2個', { name: '玉ねぎ', value: 2, unit: 'pcs' }],
  ])('reads the HTML lists under "%s" and "%s"', (ingredientsHeading, stepsHeading, line, parsed) => {
    const html = `<html><head><meta property="og:title" content="Dish"><meta property="og:image" content="https://example.com/d.jpg"></head>
      <body><h2>${ingredientsHeading}</h2><ul><li>${line}</li><li>Salz</li></ul><h2>${stepsHeading}</h2><ol><li>Mix.</li><li>Cook.</li></ol>
      <h2>Comments</h2><p>Nice!</p></body></html>`;
    const { draft, imageUrl } = draftOfPage(html, 'https://example.com/');
    expect(draft.name).toBe('Dish');
    expect(imageUrl).toBe('https://example.com/d.jpg');
    expect(draft.ingredients[0]).toEqual(parsed);
    expect(draft.ingredients).toHaveLength(2);
    expect(draft.steps.map((s) => s.description)).toEqual(['Mix.', 'Cook.']);
  });

  it('reads lists by class name when no heading names them', () => {
    const html = `<h1>Stew</h1><ul class="recipe-ingredients"><li>1 onion</li></ul><div class="recipe-directions"><p>Stew it.</p></div>`;
    expect(draftOfPage(html, 'https://example.com/').draft).toMatchObject({
      name: 'Stew',
      ingredients: [{ name: 'onion', value: 1, unit: 'pcs' }],
      steps: [{ description: 'Stew it.' }],
    });
  });

  it('splits numbered steps only when the numbers run in order', () => {
    expect(splitSteps('1. Mix. 2. Bake at 180 C. 3) Serve.')).toEqual(['Mix.', 'Bake at 180 C.', 'Serve.']);
    expect(splitSteps('Bake 2. Then rest 5. minutes')).toEqual(['Bake 2. Then rest 5. minutes']);
  });
});

describe('bounded work on hostile pages (counted, not timed)', () => {
  it('keeps at most PARSER_DEPTH elements open however deep the page nests', () => {
    const n = 200_000;
    const page = readPage('<div><b>x'.repeat(n) + '</b></div>'.repeat(n) + '</span>'.repeat(n));
    expect(page.maxOpen).toBeLessThanOrEqual(PARSER_DEPTH);
    expect(page.charsCopied).toBeLessThanOrEqual(TEXT_BUDGET);
  });

  it('copies at most TEXT_BUDGET characters for thousands of nested properties over a large text', () => {
    const n = 3000;
    const html =
      '<div itemscope itemtype="https://schema.org/Recipe">' +
      '<div itemprop="recipeIngredient">word '.repeat(n) +
      'text '.repeat(400_000) +
      '</div>'.repeat(n + 1);
    const page = readPage(html);
    const recipe = page.microdata[0]!;
    // Properties nested past DEPTH_TRACKED are not read at all.
    expect((recipe.recipeIngredient as unknown[]).length).toBe(DEPTH_TRACKED - 1);
    // Without the budget this page would keep 3,000 copies of 2 MB of text.
    expect(page.charsCopied).toBeLessThanOrEqual(TEXT_BUDGET);
  });

  it('keeps at most VALUES_KEPT microdata values', () => {
    const page = readPage(
      '<div itemscope itemtype="https://schema.org/Recipe">' +
        '<span itemprop="recipeIngredient">a</span>'.repeat(VALUES_KEPT * 3) +
        '</div>',
    );
    expect((page.microdata[0]!.recipeIngredient as unknown[]).length).toBeLessThan(VALUES_KEPT);
  });
});
