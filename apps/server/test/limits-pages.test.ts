import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWebDist } from './content-helper.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * The global allowance per address (RATE_LIMIT_MAX a minute) counts API calls and page navigations,
 * never page assets; a page navigation never answers JSON.
 */
let t: TestApp;
let cover: string;
let media: string;
beforeAll(async () => {
  t = await buildTestApp(
    { RATE_LIMIT_MAX: '3' },
    {
      prepare: (dataDir) => {
        const webDist = writeWebDist(dataDir, {
          'assets/index-abc.js': 'console.log(1);',
          'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        });
        fs.mkdirSync(path.join(dataDir, 'media', 'recipe'), { recursive: true });
        fs.writeFileSync(path.join(dataDir, 'media', 'recipe', 'abc.webp'), 'RIFF0000WEBP');
        return { WEB_DIST: webDist, PUBLIC_URL: 'https://chef.example.com' };
      },
    },
  );
  const recipe = await t.db.selectFrom('recipes').select('cover').orderBy('id').limit(1).executeTakeFirstOrThrow();
  cover = new URL(recipe.cover!).pathname;
  media = '/media/recipe/abc.webp';
});
afterAll(async () => {
  await t?.close();
});

let nextIp = 1;
const freshAddress = () => `10.77.0.${nextIp++}`;
const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

describe('what the global allowance counts', () => {
  it('never counts static files, covers or media: a page full of assets leaves the API allowance whole', async () => {
    const ip = freshAddress();
    // Far more asset requests than the allowance, as a browser sends them while loading pages.
    for (let i = 0; i < 5; i++) {
      expect((await get('/assets/index-abc.js', ip, { accept: '*/*' })).statusCode).toBe(200);
      expect((await get('/favicon.svg', ip, { accept: IMAGE_ACCEPT })).statusCode).toBe(200);
      expect((await get(cover, ip, { accept: IMAGE_ACCEPT })).statusCode).toBe(200);
      expect((await get(cover.replace('.webp', '.sm.webp'), ip, { accept: IMAGE_ACCEPT })).statusCode).toBe(200);
      expect((await get(media, ip, { accept: IMAGE_ACCEPT })).statusCode).toBe(200);
      // A picture opened in its own tab is a navigation, but still an asset.
      expect((await get(cover, ip, { accept: HTML_ACCEPT })).statusCode).toBe(200);
    }
    // The API allowance is still all there: three calls pass, the fourth is limited.
    for (let i = 0; i < 3; i++) expect((await get('/api/health', ip)).statusCode).toBe(200);
    const over = await get('/api/health', ip, { 'accept-language': 'zh-CN' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 429, msg: expect.stringMatching(/^尝试次数过多，请 \d+ (秒|分钟)后再试$/), data: null });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Assets still load once the API allowance is spent.
    expect((await get(cover, ip, { accept: IMAGE_ACCEPT })).statusCode).toBe(200);
    expect((await get('/assets/index-abc.js', ip)).statusCode).toBe(200);
    expect((await get(media, ip)).statusCode).toBe(200);
  });

  it('counts API calls and page navigations of an address together', async () => {
    const ip = freshAddress();
    expect((await get('/home', ip, { accept: HTML_ACCEPT })).statusCode).toBe(200);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/api/health', ip)).statusCode).toBe(429);
  });
});

describe('a page navigation never answers JSON', () => {
  const exhaust = async (ip: string) => {
    for (let i = 0; i < 3; i++) await get('/api/health', ip);
  };

  it('a limited navigation gets the portal’s error page, in English', async () => {
    const ip = freshAddress();
    await exhaust(ip);
    const page = await get('/home', ip, { accept: HTML_ACCEPT, 'accept-language': 'en-US,en;q=0.9' });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['retry-after']).toBeDefined();
    expect(page.body).not.toContain('{"code"');
    expect(page.body).toContain('<html lang="en-US">');
    expect(page.body).toContain('<h1>Too many requests from your network</h1>');
    expect(page.body).toMatch(/<a class="primary" href="">Reload<\/a><a href="\/home">Home<\/a>/);
    // Its one inline script is allowed by hash, nothing else runs.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("default-src 'none'");
  });

  it('… and in Chinese, with the English words hidden', async () => {
    const ip = freshAddress();
    await exhaust(ip);
    const page = await get('/home/recipeDetail/1', ip, { accept: HTML_ACCEPT, 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('<main data-lang="zh-CN">');
    expect(page.body).toContain('<h1>您的网络访问过于频繁</h1>');
    expect(page.body).toContain('<main data-lang="en-US" hidden>');
    expect(page.body).toContain('返回首页');
  });

  it('an API call over the limit still gets the JSON envelope', async () => {
    const ip = freshAddress();
    await exhaust(ip);
    const api = await get('/api/health', ip, { accept: 'application/json, text/plain, */*' });
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ code: 429 });
  });

  it('a navigation to a missing picture or page gets an HTML page too', async () => {
    const ip = freshAddress();
    const missingMedia = await get('/media/recipe/nothing.webp', ip, { accept: HTML_ACCEPT, 'accept-language': 'zh-CN' });
    expect(missingMedia.statusCode).toBe(404);
    expect(missingMedia.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missingMedia.body).toContain('<h1>页面不存在</h1>');
    const missingCover = await get('/covers/recipe/999999-0123456789.webp', ip, { accept: HTML_ACCEPT });
    expect(missingCover.statusCode).toBe(404);
    expect(missingCover.headers['content-type']).toBe('text/html; charset=utf-8');
    // Fetched by an <img>, the same miss stays a JSON envelope.
    expect((await get('/media/recipe/nothing.webp', ip, { accept: IMAGE_ACCEPT })).json()).toMatchObject({ code: 404 });
  });
});
