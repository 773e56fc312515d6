import { commentSchema, pageResultSchema, ratingResultSchema } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp, expectShape } from './content-helper.js';
import { call, registerUser, type TestApp } from './helper.js';
import { COMMENTS_PER_USER_MINUTE } from '../src/modules/comment/comment.routes.js';

let t: TestApp;
let alice: { token: string; userInfo: { id: string; nickname: string } };
let bob: { token: string; userInfo: { id: string } };
let recipeId: string;
let articleId: string;

beforeAll(async () => {
  t = await buildContentApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
  // An unrated recipe, so the numbers start from zero.
  const recipe = await t.db
    .selectFrom('recipes')
    .select('id')
    .where('rating_count', '=', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  recipeId = String(recipe.id);
  articleId = String((await t.db.selectFrom('articles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id);
});
afterAll(async () => {
  await t?.close();
});

const rate = (token: string | undefined, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/cook/addRating', { body, ...(token ? { token } : {}) });
const recipeRow = () => t.db.selectFrom('recipes').selectAll().where('id', '=', Number(recipeId)).executeTakeFirstOrThrow();

describe('addRating', () => {
  it('asks a visitor to log in', async () => {
    const res = await rate(undefined, { targetType: 1, targetId: recipeId, score: 5 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: 'Login failure', data: null });
  });

  it('rejects a score outside 1-5 or not whole, and bad targets, storing nothing', async () => {
    for (const [body, field] of [
      [{ targetType: 1, targetId: recipeId, score: 0 }, 'score'],
      [{ targetType: 1, targetId: recipeId, score: 6 }, 'score'],
      [{ targetType: 1, targetId: recipeId, score: 2.5 }, 'score'],
      [{ targetType: 1, targetId: recipeId, score: '4' }, 'score'],
      [{ targetType: 1, targetId: recipeId }, 'score'],
      [{ targetType: 3, targetId: recipeId, score: 4 }, 'targetType'],
      [{ targetType: 1, targetId: 'abc', score: 4 }, 'targetId'],
    ] as const) {
      const res = await rate(alice.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    expect(await t.db.selectFrom('ratings').selectAll().execute()).toEqual([]);
    expect((await recipeRow()).rating_count).toBe(0);
  });

  it('answers 404 for an unknown recipe or article', async () => {
    expect((await rate(alice.token, { targetType: 1, targetId: '987654', score: 3 })).status).toBe(404);
    const article = await rate(alice.token, { targetType: 2, targetId: '987654', score: 3 });
    expect(article.body).toMatchObject({ code: 404, msg: 'This article does not exist' });
  });

  it('keeps one rating per user: a new score replaces the old, the average follows', async () => {
    const first = await rate(alice.token, { targetType: 1, targetId: recipeId, score: 2 });
    expectShape(ratingResultSchema, first.body);
    expect(first.body.data).toEqual({ rating: 2, ratingCount: 1, myRating: 2 });
    const replaced = await rate(alice.token, { targetType: 1, targetId: recipeId, score: 5 });
    expect(replaced.body.data).toEqual({ rating: 5, ratingCount: 1, myRating: 5 });
    const second = await rate(bob.token, { targetType: 1, targetId: recipeId, score: 4 });
    expect(second.body.data).toEqual({ rating: 4.5, ratingCount: 2, myRating: 4 });
    const rows = await t.db.selectFrom('ratings').selectAll().where('target_id', '=', Number(recipeId)).execute();
    expect(rows.map((r) => r.score).sort()).toEqual([4, 5]);
    const recipe = await recipeRow();
    expect({ sum: recipe.rating_sum, count: recipe.rating_count, avg: Number(recipe.rating_avg) }).toEqual({ sum: 9, count: 2, avg: 4.5 });
    // Lists and details show the new average at once (the cached copies were dropped).
    const detail = await call(t.app, 'GET', '/api/cook/qryRecipeDetail', { query: { id: recipeId }, token: alice.token });
    expect(detail.body.data).toMatchObject({ rating: 4.5, ratingCount: 2, myRating: 5 });
  });

  it('ranks "Top rated" by a Bayesian average: 5.0 from one vote comes after 4.9 from 55, each shown as its plain average', async () => {
    const [lone, popular] = await t.db
      .selectFrom('recipes')
      .select('id')
      .where('rating_count', '=', 0)
      .where('lang', '=', 'en-US')
      .where('id', '!=', Number(recipeId))
      .orderBy('id')
      .limit(2)
      .execute();
    // 54 earlier votes summing to 265 (aggregates only, as the seed keeps them), then a 5: 270 / 55 = 4.91.
    await t.db.updateTable('recipes').set({ rating_sum: 265, rating_count: 54 }).where('id', '=', popular!.id).execute();
    expect((await rate(alice.token, { targetType: 1, targetId: String(popular!.id), score: 5 })).body.data).toMatchObject({
      rating: 4.9,
      ratingCount: 55,
    });
    expect((await rate(bob.token, { targetType: 1, targetId: String(lone!.id), score: 5 })).body.data).toMatchObject({
      rating: 5,
      ratingCount: 1,
    });
    const top = await call(t.app, 'GET', '/api/cook/qryRecipeList', { query: { sort: 'rating', lang: 'en-US', size: '100' } });
    const ids = (top.body.data.records as { id: string; rating: number }[]).map((r) => Number(r.id));
    expect(ids).toContain(popular!.id);
    expect(ids.indexOf(popular!.id)).toBeLessThan(ids.indexOf(lone!.id) === -1 ? Infinity : ids.indexOf(lone!.id));
    const shown = new Map((top.body.data.records as { id: string; rating: number }[]).map((r) => [Number(r.id), r.rating]));
    expect(shown.get(popular!.id)).toBe(4.9);
    if (shown.has(lone!.id)) expect(shown.get(lone!.id)).toBe(5);
    const rows = await t.db.selectFrom('recipes').select(['id', 'rating_rank']).where('id', 'in', [lone!.id, popular!.id]).execute();
    const rank = new Map(rows.map((r) => [r.id, Number(r.rating_rank)]));
    expect(rank.get(popular!.id)!).toBeGreaterThan(rank.get(lone!.id)!);
    expect(rank.get(lone!.id)!).toBeLessThan(5);
  });

  it('rates articles the same way', async () => {
    const res = await rate(bob.token, { targetType: 2, targetId: articleId, score: 3 });
    expect(res.body.data).toMatchObject({ ratingCount: 1, myRating: 3 });
    const again = await rate(bob.token, { targetType: '2', targetId: articleId, score: 1 });
    expect(again.body.data).toEqual({ rating: 1, ratingCount: 1, myRating: 1 });
    const detail = await call(t.app, 'GET', '/api/article/qryArticleDetail', { query: { id: articleId }, token: bob.token });
    expect(detail.body.data).toMatchObject({ rating: 1, ratingCount: 1, myRating: 1 });
  });

  it('counts each user once when the same user rates concurrently', async () => {
    const other = String(
      (await t.db.selectFrom('recipes').select('id').where('rating_count', '=', 0).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow())
        .id,
    );
    const answers = await Promise.all([1, 2, 3, 4, 5].map((score) => rate(alice.token, { targetType: 1, targetId: other, score })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const recipe = await t.db.selectFrom('recipes').selectAll().where('id', '=', Number(other)).executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('ratings').selectAll().where('target_id', '=', Number(other)).where('target_type', '=', 1).execute();
    expect(rows).toHaveLength(1);
    expect(recipe.rating_count).toBe(1);
    expect(recipe.rating_sum).toBe(rows[0]!.score);
  });
});

describe('comments', () => {
  const add = (token: string | undefined, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/cook/addComment', { body, ...(token ? { token } : {}) });
  const page = (query: Record<string, string>, token?: string) =>
    call(t.app, 'GET', '/api/cook/qryComment', { query, ...(token ? { token } : {}) });
  const count = async () => (await recipeRow()).comment_count;

  it('asks a visitor to log in to comment or delete', async () => {
    expect((await add(undefined, { targetType: 1, targetId: recipeId, content: 'Lovely' })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/cook/delComment', { body: { id: '1' } })).status).toBe(401);
  });

  it('rejects empty, blank and over-long content with 400, storing nothing', async () => {
    for (const content of ['', '   \n\t ', 'x'.repeat(501), undefined]) {
      const res = await add(alice.token, { targetType: 1, targetId: recipeId, ...(content === undefined ? {} : { content }) });
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('content');
    }
    expect(await t.db.selectFrom('comments').selectAll().execute()).toEqual([]);
    expect(await count()).toBe(0);
    expect((await add(alice.token, { targetType: 1, targetId: '987654', content: 'Hello' })).status).toBe(404);
  });

  it('adds trimmed comments (500 characters at most), lists them newest first with authors, paged', async () => {
    const first = await add(alice.token, { targetType: 1, targetId: recipeId, content: '  First! <b>bold</b>  ' });
    expectShape(commentSchema, first.body);
    expect(first.body.data).toMatchObject({
      content: 'First! <b>bold</b>',
      isMine: true,
      nickname: alice.userInfo.nickname,
      userId: alice.userInfo.id,
    });
    const long = await add(bob.token, { targetType: 1, targetId: recipeId, content: '好'.repeat(500) });
    expect(long.status).toBe(200);
    await add(bob.token, { targetType: 1, targetId: recipeId, content: 'Third' });
    expect(await count()).toBe(3);

    const visitor = await page({ targetType: '1', targetId: recipeId });
    expectShape(pageResultSchema(commentSchema), visitor.body);
    expect(visitor.body.data.total).toBe(3);
    expect(visitor.body.data.records.map((c: { content: string }) => c.content)).toEqual(['Third', '好'.repeat(500), 'First! <b>bold</b>']);
    expect(visitor.body.data.records.every((c: { isMine: boolean }) => !c.isMine)).toBe(true);

    const mine = await page({ targetType: '1', targetId: recipeId, size: '2', current: '2' }, alice.token);
    expect(mine.body.data).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(mine.body.data.records).toHaveLength(1);
    expect(mine.body.data.records[0]).toMatchObject({ content: 'First! <b>bold</b>', isMine: true });

    const detail = await call(t.app, 'GET', '/api/cook/qryRecipeDetail', { query: { id: recipeId } });
    expect(detail.body.data.commentCount).toBe(3);
  });

  it('takes at most COMMENTS_PER_USER_MINUTE comments a minute from one account; the next is 429 and not stored', async () => {
    const spammer = await registerUser(t);
    const before = await count();
    for (let i = 0; i < COMMENTS_PER_USER_MINUTE; i += 1) {
      expect((await add(spammer.token, { targetType: 1, targetId: recipeId, content: `Buy ${i}` })).status).toBe(200);
    }
    const over = await call(t.app, 'POST', '/api/cook/addComment', {
      body: { targetType: 1, targetId: recipeId, content: 'Buy more' },
      token: spammer.token,
      lang: 'zh-CN',
    });
    expect(over.body).toEqual({ code: 429, msg: expect.stringMatching(/^尝试次数过多，请 \d+ (秒|分钟)后再试$/), data: null });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(before + COMMENTS_PER_USER_MINUTE);
    // Another account is not held back.
    expect((await add(bob.token, { targetType: 1, targetId: recipeId, content: 'Fine' })).status).toBe(200);
  });

  it('lets only the author delete a comment: another user gets 403 and the comment stays', async () => {
    const mine = await add(alice.token, { targetType: 1, targetId: recipeId, content: 'Mine to delete' });
    const id = mine.body.data.id;
    const before = await count();
    const stolen = await call(t.app, 'POST', '/api/cook/delComment', { body: { id }, token: bob.token });
    expect(stolen.status).toBe(403);
    expect(stolen.body).toEqual({ code: 403, msg: 'You are not allowed to do this', data: null });
    expect(await t.db.selectFrom('comments').select('id').where('id', '=', Number(id)).executeTakeFirst()).toBeDefined();
    expect(await count()).toBe(before);

    const deleted = await call(t.app, 'POST', '/api/cook/delComment', { body: { id }, token: alice.token });
    expect(deleted.body).toEqual({ code: 0, msg: 'success', data: null });
    expect(await t.db.selectFrom('comments').select('id').where('id', '=', Number(id)).executeTakeFirst()).toBeUndefined();
    expect(await count()).toBe(before - 1);
    const again = await call(t.app, 'POST', '/api/cook/delComment', { body: { id }, token: alice.token });
    expect(again.status).toBe(404);
    expect((await call(t.app, 'POST', '/api/cook/delComment', { body: { id: 'x' }, token: alice.token })).status).toBe(400);
  });

  it('comments on articles, and answers 404 for the comments of an unknown target', async () => {
    const res = await add(bob.token, { targetType: 2, targetId: articleId, content: 'Useful guide' });
    expect(res.status).toBe(200);
    const list = await page({ targetType: '2', targetId: articleId });
    expect(list.body.data.records[0].content).toBe('Useful guide');
    const article = await t.db.selectFrom('articles').select('comment_count').where('id', '=', Number(articleId)).executeTakeFirstOrThrow();
    expect(article.comment_count).toBe(1);
    expect((await page({ targetType: '1', targetId: '987654' })).status).toBe(404);
    expect((await page({ targetType: '5', targetId: recipeId })).status).toBe(400);
    expect((await page({ targetType: '1', targetId: recipeId, size: '101' })).status).toBe(400);
  });
});
