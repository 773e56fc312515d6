import http from 'node:http';
import { recipeDraftSchema } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIngredient } from '../src/modules/recipe-import/ingredients.js';
import { isoDurationMinutes, recipeOfPage } from '../src/modules/recipe-import/recipe-page.js';
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

beforeAll(async () => {
  png = await picture(900, 600);
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/pie') return res.writeHead(200, { 'content-type': 'text/html' }).end(JSON_LD_PAGE(`${base}/cover.png`));
    if (url === '/micro') return res.writeHead(200, { 'content-type': 'text/html' }).end(MICRODATA_PAGE);
    if (url === '/cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url === '/plain') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>No recipe here</p>');
    if (url === '/huge') return res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(4 * 1024 * 1024, 'a'));
    if (url === '/to-private') return res.writeHead(302, { location: 'http://10.1.2.3/pie' }).end();
    if (url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
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
        { title: 'Rub the butter into the flour', description: 'Rub the butter into the flour. Chill.' },
        { title: 'Fill', description: 'Slice the apples and fill the crust.' },
        { title: 'Bake until golden', description: 'Bake until golden.' },
      ],
    });
    expect(draft.cover).toMatch(/\/media\/recipe\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const media = await t.app.inject({ method: 'GET', url: new URL(draft.cover!).pathname });
    expect(media.headers['content-type']).toBe('image/webp');
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
