import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp } from './content-helper.js';
import { call, registerUser, staffLoginOf, type TestApp, type TestUser } from './helper.js';

/**
 * Issue 29, comment moderation: users report a comment once; staff see the queue of reported comments
 * and hide, restore or delete one with a reason; the author is told by a message; hidden comments
 * leave the public list and the target's count.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let staff: string;
let recipeId: string;

beforeAll(async () => {
  t = await buildContentApp();
  [alice, bob, carol] = [await registerUser(t), await registerUser(t), await registerUser(t)];
  staff = (await staffLoginOf(t.app)).token;
  recipeId = String((await t.db.selectFrom('recipes').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id);
});
afterAll(async () => {
  await t?.close();
});

const addComment = async (user: TestUser, content: string) =>
  (await call(t.app, 'POST', '/api/cook/addComment', { token: user.token, body: { targetType: 1, targetId: recipeId, content } })).body.data
    .id as string;
const report = (user: TestUser | null, id: string) =>
  call(t.app, 'POST', '/api/cook/reportComment', { body: { id }, ...(user ? { token: user.token } : {}) });
const publicPage = async (user?: TestUser) =>
  (
    await call(t.app, 'GET', '/api/cook/qryComment', {
      query: { targetType: '1', targetId: recipeId, current: '1', size: '50' },
      ...(user ? { token: user.token } : {}),
    })
  ).body.data as { total: number; records: { id: string; reported: boolean }[] };
const queue = async (state: 'reported' | 'hidden') =>
  (await call(t.app, 'GET', '/api/admin/qryModComment', { token: staff, query: { state, current: '1', size: '50' } })).body.data as {
    records: { id: string; reports: number; hiddenReason: string | null; content: string }[];
  };
const recent = async (keyword = '') =>
  (
    (await call(t.app, 'GET', '/api/admin/qryModComment', { token: staff, query: { state: 'recent', keyword, size: '50' } })).body.data as {
      records: { id: string }[];
    }
  ).records.map((c) => c.id);
const moderate = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/admin/modComment', { token: staff, body });
const commentCount = async () =>
  (await t.db.selectFrom('recipes').select('comment_count').where('id', '=', Number(recipeId)).executeTakeFirstOrThrow()).comment_count;
const messagesOf = (user: TestUser) =>
  t.db.selectFrom('messages').select(['title', 'content']).where('user_id', '=', Number(user.userInfo.id)).orderBy('id').execute();

describe('comment moderation', { timeout: 120_000 }, () => {
  it('lets a signed-in user report another user’s comment once, never their own', async () => {
    const id = await addComment(alice, 'Buy cheap watches at spam.example');
    expect((await report(null, id)).status).toBe(401);
    expect((await report(alice, id)).body).toEqual({ code: 400, msg: 'You cannot report your own comment', data: { field: 'id' } });
    expect((await report(bob, id)).body.code).toBe(0);
    expect((await report(bob, id)).body).toEqual({ code: 409, msg: 'You have already reported this comment', data: { field: 'id' } });
    expect((await report(carol, id)).body.code).toBe(0);
    expect((await report(bob, '999999')).status).toBe(404);
    // Each reader sees whether they reported it.
    expect((await publicPage(bob)).records.find((c) => c.id === id)?.reported).toBe(true);
    expect((await publicPage(alice)).records.find((c) => c.id === id)?.reported).toBe(false);
    expect((await publicPage()).records.find((c) => c.id === id)?.reported).toBe(false);
    expect((await queue('reported')).records.find((c) => c.id === id)).toMatchObject({ reports: 2, hiddenReason: null });
  });

  it('lists recent visible comments newest first, searched by their words or the start of the author’s nickname', async () => {
    const first = await addComment(bob, 'The saffron made it GOLDEN');
    const second = await addComment(carol, 'Needs 100% more saffron_rice');
    const hidden = await addComment(carol, 'saffron spam');
    await report(bob, hidden);
    expect((await moderate({ id: hidden, action: 'hide', reason: 'Spam' })).body.code).toBe(0);
    expect((await recent()).slice(0, 2)).toEqual([second, first]);
    expect(await recent('SAFFRON')).toEqual([second, first]);
    expect(await recent('golden')).toEqual([first]);
    // % and _ are literal.
    expect(await recent('100%')).toEqual([second]);
    expect(await recent('n_m')).toEqual([]);
    const nickname = (
      await t.db.selectFrom('users').select('nickname').where('id', '=', Number(carol.userInfo.id)).executeTakeFirstOrThrow()
    ).nickname;
    expect(await recent(nickname.toUpperCase())).toContain(second);
    expect(await recent(nickname)).not.toContain(hidden);
  });

  it('hides a reported comment with a reason: gone from the page and the count, the author told, restorable', async () => {
    const id = await addComment(alice, 'Rude words here');
    await report(bob, id);
    const before = await commentCount();
    const totalBefore = (await publicPage()).total;
    expect((await moderate({ id, action: 'hide' })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await moderate({ id, action: 'hide', reason: '  ' })).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await moderate({ id, action: 'hide', reason: 'Insults another user' })).body.code).toBe(0);
    expect((await moderate({ id, action: 'hide', reason: 'again' })).status).toBe(409);

    expect((await publicPage()).records.map((c) => c.id)).not.toContain(id);
    expect((await publicPage()).total).toBe(totalBefore - 1);
    expect(await commentCount()).toBe(before - 1);
    expect((await queue('reported')).records.map((c) => c.id)).not.toContain(id);
    expect((await queue('hidden')).records.find((c) => c.id === id)).toMatchObject({ hiddenReason: 'Insults another user', reports: 0 });
    expect((await report(carol, id)).status).toBe(404);
    expect((await messagesOf(alice)).at(-1)).toEqual({
      title: 'Your comment was hidden',
      content: 'Your comment “Rude words here” was hidden by our staff. Reason: Insults another user.',
    });

    expect((await moderate({ id, action: 'restore' })).body.code).toBe(0);
    expect((await publicPage()).records.map((c) => c.id)).toContain(id);
    expect(await commentCount()).toBe(before);
    expect((await messagesOf(alice)).at(-1)?.title).toBe('Your comment is shown again');
  });

  it('keeps a reported comment (restore on a shown one): its reports are cleared, its author not bothered', async () => {
    const id = await addComment(alice, 'A fair opinion');
    await report(bob, id);
    const told = (await messagesOf(alice)).length;
    expect((await moderate({ id, action: 'restore' })).body.code).toBe(0);
    expect((await queue('reported')).records.map((c) => c.id)).not.toContain(id);
    expect((await publicPage()).records.map((c) => c.id)).toContain(id);
    expect(await messagesOf(alice)).toHaveLength(told);
    // Bob's report was reviewed: he cannot report it again.
    expect((await report(bob, id)).status).toBe(409);
  });

  it('deletes a comment with a reason, hidden or not, counting it once; all in the staff log', async () => {
    const shown = await addComment(alice, 'Delete me');
    const hidden = await addComment(alice, 'Hide then delete me');
    await moderate({ id: hidden, action: 'hide', reason: 'Off topic' });
    const before = await commentCount();
    expect((await moderate({ id: shown, action: 'delete', reason: 'Advertising' })).body.code).toBe(0);
    expect((await moderate({ id: hidden, action: 'delete', reason: 'Off topic' })).body.code).toBe(0);
    expect(await commentCount()).toBe(before - 1);
    expect((await moderate({ id: shown, action: 'delete', reason: 'x' })).status).toBe(404);
    expect((await messagesOf(alice)).at(-2)).toEqual({
      title: 'Your comment was removed',
      content: 'Your comment “Delete me” was removed by our staff. Reason: Advertising.',
    });
    const log = await t.db
      .selectFrom('staff_actions')
      .select(['action', 'target_id'])
      .where('action', 'like', 'comment.%')
      .where('target_id', 'in', [shown, hidden])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'comment.hide', target_id: hidden },
      { action: 'comment.delete', target_id: shown },
      { action: 'comment.delete', target_id: hidden },
    ]);
  });

  it('lets the author delete their own hidden comment without counting it twice', async () => {
    const id = await addComment(alice, 'My hidden one');
    await moderate({ id, action: 'hide', reason: 'Spoiler' });
    const before = await commentCount();
    expect((await call(t.app, 'POST', '/api/cook/delComment', { token: alice.token, body: { id } })).body.code).toBe(0);
    expect(await commentCount()).toBe(before);
  });

  it('takes a disabled account’s ratings out of the averages, and back when it is enabled', async () => {
    // A recipe nobody rated yet, so the numbers start from zero.
    const target = (
      await t.db.selectFrom('recipes').select('id').where('rating_count', '=', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()
    ).id;
    const rate = (user: TestUser, score: number) =>
      call(t.app, 'POST', '/api/cook/addRating', { token: user.token, body: { targetType: 1, targetId: String(target), score } });
    await rate(bob, 5);
    await rate(carol, 1);
    const aggregates = () =>
      t.db.selectFrom('recipes').select(['rating_sum', 'rating_count', 'rating_avg']).where('id', '=', target).executeTakeFirstOrThrow();
    expect(await aggregates()).toEqual({ rating_sum: 6, rating_count: 2, rating_avg: 3 });
    const setDisabled = (disabled: boolean) =>
      call(t.app, 'POST', '/api/admin/updUserStatus', { token: staff, body: { id: carol.userInfo.id, disabled } });
    expect((await setDisabled(true)).body.code).toBe(0);
    expect(await aggregates()).toEqual({ rating_sum: 5, rating_count: 1, rating_avg: 5 });
    // Bob's next rating keeps counting without carol's.
    await rate(bob, 4);
    expect(await aggregates()).toEqual({ rating_sum: 4, rating_count: 1, rating_avg: 4 });
    expect((await setDisabled(false)).body.code).toBe(0);
    expect(await aggregates()).toEqual({ rating_sum: 5, rating_count: 2, rating_avg: 2.5 });
  });
});
