import { INFO_PAGE_CODES, LANGUAGES } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPages } from '../src/seed/pages.js';
import { buildTestApp, call, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = (query: Record<string, string>, lang?: string) =>
  call(t.app, 'GET', '/api/base/qryPage', { query, ...(lang ? { lang } : {}) });

describe('qryPage', () => {
  it.each(INFO_PAGE_CODES.flatMap((code) => LANGUAGES.map((lang) => [code, lang] as const)))(
    'serves the %s page in %s to visitors, as real plain text',
    async (code, lang) => {
      const res = await page({ code, lang });
      expect(res.body).toEqual({
        code: 0,
        msg: 'success',
        data: { code, lang, title: expect.any(String), body: expect.any(String), updateTime: expect.stringMatching(/Z$/) },
      });
      const { title, body } = res.body.data as { title: string; body: string };
      expect(title.length).toBeGreaterThan(2);
      // Chinese says the same in fewer characters.
      expect(body.length).toBeGreaterThan(lang === 'zh-CN' ? 400 : 800);
      expect(body).not.toMatch(/<[a-z/]|lorem/i);
      expect(body.split('\n\n').length).toBeGreaterThan(8);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    },
  );

  it('answers in the caller’s language when lang is absent', async () => {
    expect((await page({ code: 'privacy' })).body.data).toMatchObject({ lang: 'en-US', title: 'Privacy Policy' });
    expect((await page({ code: 'privacy' }, 'zh-CN,zh;q=0.9')).body.data).toMatchObject({ lang: 'zh-CN', title: '隐私政策' });
    expect((await page({ code: 'agreement', lang: 'en-US' }, 'zh-CN')).body.data.title).toBe('User Registration Agreement');
  });

  it('falls back to en-US when a page is missing in the asked language', async () => {
    await t.db.deleteFrom('pages').where('code', '=', 'about').where('lang', '=', 'zh-CN').execute();
    expect((await page({ code: 'about', lang: 'zh-CN' })).body.data).toMatchObject({
      code: 'about',
      lang: 'en-US',
      title: 'About Chef Robot',
    });
    // Seeding again restores what is missing and keeps what staff edited.
    await t.db.updateTable('pages').set({ title: 'Edited by staff' }).where('code', '=', 'privacy').where('lang', '=', 'en-US').execute();
    expect(await seedPages(t.db, new Date().toISOString())).toBe(1);
    expect((await page({ code: 'about', lang: 'zh-CN' })).body.data.lang).toBe('zh-CN');
    expect((await page({ code: 'privacy', lang: 'en-US' })).body.data.title).toBe('Edited by staff');
  });

  it('answers 404 for an unknown or missing page, in the caller’s language', async () => {
    expect((await page({ code: 'secrets' })).body).toEqual({ code: 404, msg: 'No such page', data: { field: 'code' } });
    expect((await page({})).body).toEqual({ code: 404, msg: 'No such page', data: { field: 'code' } });
    expect((await page({ code: 'secrets' }, 'zh-CN')).body.msg).toBe('页面不存在');
  });

  it('rejects an unknown language', async () => {
    expect((await page({ code: 'about', lang: 'fr-FR' })).body).toEqual({
      code: 400,
      msg: 'Language: Must be one of: en-US, zh-CN',
      data: { field: 'lang' },
    });
  });
});

describe('pages without demo content', () => {
  it('has the privacy policy, agreement and about page on an install with SEED_DEMO=false', async () => {
    const bare = await buildTestApp({ SEED_DEMO: 'false' });
    try {
      for (const code of INFO_PAGE_CODES) {
        const res = await call(bare.app, 'GET', '/api/base/qryPage', { query: { code } });
        expect(res.body.code).toBe(0);
      }
    } finally {
      await bare.close();
    }
  });
});
