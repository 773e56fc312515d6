import { articleListItemSchema, pageResultSchema, recipeListItemSchema } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp, expectShape, seed } from './content-helper.js';
import { call, type TestApp } from './helper.js';
import { tsQuery } from '../src/modules/search/search.repository.js';
import { cjkPairs, searchWords } from '../src/modules/search/search.text.js';
import { matchesWholeWord } from '../src/modules/search/search.words.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildContentApp();
});
afterAll(async () => {
  await t?.close();
});

type Item = { id: string; name: string; lang: string };
const search = (query: Record<string, string>, lang?: string) =>
  call(t.app, 'GET', '/api/search/qrySearch', { query, ...(lang ? { lang } : {}) });
const recipes = (keyword: string, extra: Record<string, string> = {}) => search({ keyword, type: '1', size: '100', ...extra });

/** What search matches in a seeded recipe: name, ingredient names, description, tags. */
const searchable = (r: (typeof seed.recipes)['en-US'][number]) =>
  [r.name, ...r.ingredients.map((i) => i.name), r.description, ...r.tags].join(' ');
const seededMatches = (keyword: string) =>
  [...seed.recipes['en-US'], ...seed.recipes['zh-CN']].filter((r) => searchable(r).toLowerCase().includes(keyword.toLowerCase()));

/**
 * Every answer contains the keyword, the name matches come first (those with the keyword as a whole
 * word of the name before those with it inside a longer word), each group newest first.
 */
function expectRanked(records: Item[], keyword: string) {
  const inName = (r: Item) => r.name.toLowerCase().includes(keyword.toLowerCase());
  const firstOther = records.findIndex((r) => !inName(r));
  const names = firstOther === -1 ? records : records.slice(0, firstOther);
  const others = firstOther === -1 ? [] : records.slice(firstOther);
  expect(others.some(inName), 'a name match after the other matches').toBe(false);
  const firstPart = names.findIndex((r) => !matchesWholeWord(r.name, keyword));
  const whole = firstPart === -1 ? names : names.slice(0, firstPart);
  const part = firstPart === -1 ? [] : names.slice(firstPart);
  expect(
    part.some((r) => matchesWholeWord(r.name, keyword)),
    'a whole-word name match after a part-of-a-word one',
  ).toBe(false);
  for (const group of [whole, part, others]) {
    const ids = group.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  }
  return { names: names.length, others: others.length };
}

describe('PostgreSQL search terms', () => {
  it('keeps the pairs of CJK characters that follow each other as words, across punctuation as a phrase does', () => {
    expect(cjkPairs(searchWords('鳗鱼饭，好吃 soup 鸡 Tofu豆腐'))).toEqual(['鳗鱼', '鱼饭', '饭好', '好吃', '豆腐']);
    expect(cjkPairs(searchWords('鸡 and 蛋'))).toEqual([]);
  });

  it("asks the whole text for a phrase's pairs beside the phrase; single characters and other words as before", () => {
    const inText = { pairs: true };
    expect(tsQuery('鳗鱼饭', inText)).toBe("'鳗鱼' & '鱼饭' & ('鳗' <-> '鱼' <-> '饭')");
    expect(tsQuery('豆腐', inText)).toBe("'豆腐' & ('豆' <-> '腐')");
    expect(tsQuery('鸡', inText)).toBe("'鸡'");
    expect(tsQuery('Olive oil', inText)).toBe("'olive' <-> 'oil':*");
    expect(tsQuery('鸡 soup', inText)).toBe("'鸡' <-> 'soup':*");
    // Titles hold no pairs: their vectors stay small, for the walk's indexes.
    expect(tsQuery('鳗鱼饭')).toBe("'鳗' <-> '鱼' <-> '饭'");
  });
});

describe('whole words rank first', () => {
  it('knows a whole word from part of a longer one, in Chinese and in English', () => {
    expect(matchesWholeWord('黄焖鸡', '鸡')).toBe(true);
    expect(matchesWholeWord('宫保鸡丁', '鸡')).toBe(true);
    expect(matchesWholeWord('西红柿炒鸡蛋', '鸡')).toBe(false);
    expect(matchesWholeWord('西红柿炒鸡蛋', '鸡蛋')).toBe(true);
    expect(matchesWholeWord('Egg Fried Rice', 'egg')).toBe(true);
    expect(matchesWholeWord('Eggplant Parmesan', 'egg')).toBe(false);
    expect(matchesWholeWord('Chicken', 'chick')).toBe(false);
  });

  it('searching 鸡 lists chicken dishes before egg dishes (鸡蛋)', async () => {
    const res = await recipes('鸡', { lang: 'zh-CN' });
    const names = (res.body.data.records as Item[]).map((r) => r.name);
    const chicken = names.indexOf('黄焖鸡');
    const egg = names.indexOf('西红柿炒鸡蛋');
    expect(chicken).toBeGreaterThanOrEqual(0);
    expect(egg).toBeGreaterThan(chicken);
    const lastChicken = names.findLastIndex((n) => matchesWholeWord(n, '鸡'));
    const firstEgg = names.findIndex((n) => n.includes('鸡蛋'));
    expect(lastChicken).toBeLessThan(firstEgg);
    expectRanked(res.body.data.records as Item[], '鸡');
  });
});

describe('qrySearch: recipes', () => {
  it('finds English keywords in names and ingredients, name matches first', async () => {
    const res = await recipes('garlic');
    expectShape(pageResultSchema(recipeListItemSchema), res.body);
    const { records, total } = res.body.data;
    expect(total).toBe(seededMatches('garlic').length);
    expect(records).toHaveLength(total);
    const { names, others } = expectRanked(records, 'garlic');
    expect(names).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
    const texts = await t.db
      .selectFrom('recipes')
      .select('search_text')
      .where(
        'id',
        'in',
        records.map((r: Item) => Number(r.id)),
      )
      .execute();
    expect(texts.every((row) => row.search_text.toLowerCase().includes('garlic'))).toBe(true);
  });

  it('finds Chinese keywords of three characters and more', async () => {
    for (const keyword of ['西红柿', '红烧肉']) {
      const expected = seededMatches(keyword).length;
      expect(expected, keyword).toBeGreaterThan(0);
      const res = await recipes(keyword);
      expect(res.body.data.total, keyword).toBe(expected);
      expectRanked(res.body.data.records, keyword);
    }
  });

  it('finds one- and two-character Chinese keywords (鸡, 豆腐), ranked the same way', async () => {
    for (const keyword of ['鸡', '豆腐', '虾', '米饭']) {
      const expected = Math.min(200, seededMatches(keyword).length);
      expect(expected, keyword).toBeGreaterThan(0);
      const res = await recipes(keyword);
      expect(res.body.data.total, keyword).toBe(expected);
      expect(res.body.data.records.length, keyword).toBe(Math.min(100, expected));
      const { names } = expectRanked(res.body.data.records, keyword);
      expect(names, keyword).toBeGreaterThan(0);
    }
  });

  it('searches both languages unless lang narrows it', async () => {
    const any = await search({ keyword: '豆腐', type: '1' }, 'en-US');
    expect(any.body.data.total).toBeGreaterThan(0);
    const english = await search({ keyword: '豆腐', type: '1', lang: 'en-US' });
    expect(english.body.data).toMatchObject({ records: [], total: 0 });
    const chinese = await search({ keyword: '豆腐', type: '1', lang: 'zh-CN', size: '100' });
    expect(chinese.body.data.total).toBe(any.body.data.total);
    expect(chinese.body.data.records.every((r: Item) => r.lang === 'zh-CN')).toBe(true);
  });

  it('pages through the ranked results', async () => {
    const all = (await recipes('鸡', { size: '30' })).body.data.records.map((r: Item) => r.id);
    const second = await search({ keyword: '鸡', type: '1', size: '10', current: '2' });
    expect(second.body.data.records.map((r: Item) => r.id)).toEqual(all.slice(10, 20));
    const past = await search({ keyword: '鸡', type: '1', size: '10', current: '500' });
    expect(past.body.data.records).toEqual([]);
    expect(past.body.data.total).toBeGreaterThan(0);
  });

  it('finds nothing, without error, for keywords with no match or with query syntax in them', async () => {
    for (const keyword of [
      'zzqxw',
      '无此菜谱名',
      '"',
      '"chicken',
      "o'clock",
      'a*',
      'NEAR(a b)',
      '!!',
      '-',
      '%_%',
      "'; drop table recipes; --",
    ]) {
      const res = await recipes(keyword);
      expect(res.status, keyword).toBe(200);
      expect(Array.isArray(res.body.data.records)).toBe(true);
    }
    expect((await recipes('zzqxw')).body.data).toMatchObject({ records: [], total: 0 });
  });

  it('rejects an empty keyword, a bad type and bad paging with 400', async () => {
    for (const [query, field] of [
      [{ keyword: '', type: '1' }, 'keyword'],
      [{ keyword: '   ', type: '1' }, 'keyword'],
      [{ type: '1' }, 'keyword'],
      [{ keyword: 'x'.repeat(51), type: '1' }, 'keyword'],
      [{ keyword: 'egg', type: '3' }, 'type'],
      [{ keyword: 'egg' }, 'type'],
      [{ keyword: 'egg', type: '1', size: '101' }, 'size'],
      [{ keyword: 'egg', type: '1', current: '0' }, 'current'],
      [{ keyword: 'egg', type: '1', lang: 'de' }, 'lang'],
    ] as const) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
  });
});

describe('qrySearch: articles', () => {
  it('finds articles by title and text in both languages, titles first', async () => {
    const en = await search({ keyword: 'steam', type: '2', size: '50' });
    expectShape(pageResultSchema(articleListItemSchema), en.body);
    expect(en.body.data.total).toBeGreaterThan(1);
    const titles = en.body.data.records.map((r: { title: string }) => r.title.toLowerCase().includes('steam'));
    expect(titles[0]).toBe(true);
    expect(titles.slice(titles.indexOf(false)).includes(true)).toBe(false);
    const zh = await search({ keyword: '蒸笼', type: '2' });
    expect(zh.body.data.records[0].title).toContain('蒸笼');
    const one = await search({ keyword: '粥', type: '2' });
    expect(one.body.data.records.some((r: { title: string }) => r.title.includes('粥'))).toBe(true);
  });
});

describe('qryArticleList and qryArticleDetail', () => {
  it('lists articles newest first in the caller’s language, by keyword too', async () => {
    const en = await call(t.app, 'GET', '/api/article/qryArticleList', { query: { size: '50' } });
    expectShape(pageResultSchema(articleListItemSchema), en.body);
    expect(en.body.data.total).toBe(seed.articles['en-US'].length);
    const times = en.body.data.records.map((r: { publishTime: string }) => r.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const zh = await call(t.app, 'GET', '/api/article/qryArticleList', { query: { size: '50' }, lang: 'zh-CN' });
    expect(zh.body.data.total).toBe(seed.articles['zh-CN'].length);
    const all = await call(t.app, 'GET', '/api/article/qryArticleList', { query: { lang: 'all' } });
    expect(all.body.data.total).toBe(seed.articles['en-US'].length + seed.articles['zh-CN'].length);
    const keyword = await call(t.app, 'GET', '/api/article/qryArticleList', { query: { keyword: 'chocolate' } });
    expect(keyword.body.data.total).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/article/qryArticleList', { query: { size: '101' } })).status).toBe(400);
  });

  it('answers an article with its body, or 404', async () => {
    const id = (await call(t.app, 'GET', '/api/article/qryArticleList')).body.data.records[0].id;
    const res = await call(t.app, 'GET', '/api/article/qryArticleDetail', { query: { id } });
    const source = seed.articles['en-US'].find((a) => a.title === res.body.data.title)!;
    expect(res.body.data).toMatchObject({
      body: source.body,
      summary: source.summary,
      author: source.author,
      tags: source.tags,
      myRating: null,
    });
    const missing = await call(t.app, 'GET', '/api/article/qryArticleDetail', { query: { id: '99999' }, lang: 'zh-CN' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: '该文章不存在', data: null });
  });
});
