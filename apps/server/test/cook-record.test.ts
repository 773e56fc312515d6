import { AUDIT_STATUS } from '@chef/shared';
import { describe, expect, it } from 'vitest';
import { clientOf, itNeedsLogin, itRejectsBodies, setupTestApp } from './helper.js';
import { buildRecipe, buildUser } from './factories.js';

/**
 * Users are rows with a live session (buildUser): these tests are about the plan and history, not about
 * signing up. The calls need only the token.
 */
type User = { token: string };

const t = setupTestApp();
const { get, post } = clientOf(t);

const cooked = (user: User, recipeId: string) => post('/api/cook/addCookRecord', { recipeId }, user.token);
const history = async (user: User, query: Record<string, string> = {}) =>
  (await get('/api/cook/qryCookRecord', user.token, query)).body.data;
const recipeIdsOf = (page: { records: { recipe: { id: string } }[] }) => page.records.map((record) => record.recipe.id);

describe('addCookRecord and qryCookRecord', () => {
  it('records each time a recipe is cooked and lists the records newest first', async () => {
    const user = await buildUser(t.db);
    const soup = await buildRecipe(t.db, { name: 'Miso soup' });
    const cake = await buildRecipe(t.db, { name: 'Carrot cake' });
    const first = await cooked(user, soup.id);
    expect(first.body).toEqual({
      code: 0,
      msg: 'success',
      data: { id: expect.stringMatching(/^\d+$/), cookTime: t.clock.now.toISOString() },
    });
    t.clock.advance(3600);
    await cooked(user, cake.id);
    t.clock.advance(3600);
    await cooked(user, soup.id);
    const page = await history(user);
    expect(page).toMatchObject({ total: 3, current: 1, size: 10 });
    expect(recipeIdsOf(page)).toEqual([soup.id, cake.id, soup.id]);
    expect(page.records[2]).toEqual({
      id: first.body.data.id,
      cookTime: first.body.data.cookTime,
      onRobot: false,
      source: 'manual',
      recipe: expect.objectContaining({ id: soup.id, name: 'Miso soup', category: 'Soups', country: 'Testland' }),
    });
    const zh = (await get('/api/cook/qryCookRecord', user.token, {}, 'zh-CN')).body.data;
    expect(zh.records[0].recipe).toMatchObject({ category: '汤羹', country: '测试国' });
  });

  it('pages the history', async () => {
    const user = await buildUser(t.db);
    const recipes = [];
    for (let i = 0; i < 5; i++) {
      const recipe = await buildRecipe(t.db);
      recipes.push(recipe);
      await cooked(user, recipe.id);
    }
    const second = await history(user, { current: '2', size: '2' });
    expect(second.total).toBe(5);
    expect(recipeIdsOf(second)).toEqual([recipes[2]!.id, recipes[1]!.id]);
    expect((await history(user, { current: '4', size: '2' })).records).toEqual([]);
  });

  it('refuses an unknown recipe and another user’s unpublished one, and takes the caller’s own under audit', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const notFound = { code: 404, msg: 'This recipe does not exist or is not available', data: { field: 'recipeId' } };
    expect((await cooked(user, '999999')).body).toEqual(notFound);
    expect((await cooked(user, '99999999999')).body).toEqual(notFound);
    const theirs = await buildRecipe(t.db, { author_id: other.id, audit_status: AUDIT_STATUS.underAudit });
    expect((await cooked(user, theirs.id)).body).toEqual(notFound);
    const mine = await buildRecipe(t.db, { author_id: user.id, audit_status: AUDIT_STATUS.underAudit });
    expect((await cooked(user, mine.id)).body.code).toBe(0);
    expect(recipeIdsOf(await history(user))).toEqual([mine.id]);
  });

  it('records a recipe cooked in cook mode as such; the mobile app\'s call without a source stays "I cooked this"', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    await post('/api/cook/addCookRecord', { recipeId: recipe.id, source: 'manual' }, user.token);
    t.clock.advance(60);
    const cookMode = await post('/api/cook/addCookRecord', { recipeId: recipe.id, source: 'cookMode' }, user.token);
    expect(cookMode.body).toMatchObject({ code: 0, data: { cookTime: t.clock.now.toISOString() } });
    t.clock.advance(60);
    await cooked(user, recipe.id);
    const page = await history(user);
    expect(page.records.map((r: { source: string; onRobot: boolean }) => [r.source, r.onRobot])).toEqual([
      ['manual', false],
      ['cookMode', false],
      ['manual', false],
    ]);
    expect(page.records[1].id).toBe(cookMode.body.data.id);
  });

  itRejectsBodies(
    t,
    '/api/cook/addCookRecord',
    [
      // Only the appliance writes a robot record (its report), never a caller.
      [{ recipeId: '1', source: 'robot' }, 'source', 'Source: Must be one of: manual, cookMode'],
      [{}, 'recipeId', 'Recipe: This field is required'],
      [{ recipeId: 12 }, 'recipeId', 'Recipe: This value is not valid'],
      [{ recipeId: '01' }, 'recipeId', 'Recipe: This value is not valid'],
    ],
    async (user) => expect((await history(user)).total).toBe(0),
  );

  it('rejects paging out of range in the caller’s language', async () => {
    const user = await buildUser(t.db);
    expect((await get('/api/cook/qryCookRecord', user.token, { size: '101' })).body).toEqual({
      code: 400,
      msg: 'Page size: Must be at most 100',
      data: { field: 'size' },
    });
    expect((await get('/api/cook/qryCookRecord', user.token, { current: '0' }, 'zh-CN')).body.msg).toBe('页码: 不能小于 1');
  });
});

describe('delCookRecord', () => {
  it('deletes records for good', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    const first = (await cooked(user, recipe.id)).body.data.id;
    const second = (await cooked(user, recipe.id)).body.data.id;
    expect((await post('/api/cook/delCookRecord', { ids: [first, '999999'] }, user.token)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { deleted: 1 },
    });
    expect((await history(user)).records.map((r: { id: string }) => r.id)).toEqual([second]);
  });

  itRejectsBodies(t, '/api/cook/delCookRecord', [
    [{}, 'ids', 'Selection: This field is required'],
    [{ ids: [] }, 'ids', 'Selection: This field is required'],
    [{ ids: ['1.5'] }, 'ids.0', 'Selection: This value is not valid'],
  ]);
});

describe('login', () => {
  itNeedsLogin(
    t,
    [
      ['GET', '/api/cook/qryCookRecord'],
      ['POST', '/api/cook/addCookRecord'],
      ['POST', '/api/cook/delCookRecord'],
    ],
    { body: { recipeId: '1', ids: ['1'] } },
  );
});

describe('ownership: user B never reads or deletes the cooking history of user A', () => {
  it('keeps every call to the caller’s own records, whatever ids or userId B sends', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    const aRecord = (await cooked(a, recipe.id)).body.data.id;
    const bRecord = (await cooked(b, recipe.id)).body.data.id;

    const bPage = (await get('/api/cook/qryCookRecord', b.token, { userId: String(a.id) })).body.data;
    expect(bPage.records.map((r: { id: string }) => r.id)).toEqual([bRecord]);

    expect((await post('/api/cook/delCookRecord', { ids: [aRecord, bRecord], userId: String(a.id) }, b.token)).body.data).toEqual({
      deleted: 1,
    });
    expect((await history(a)).records.map((r: { id: string }) => r.id)).toEqual([aRecord]);
    expect((await history(b)).total).toBe(0);
  });
});
