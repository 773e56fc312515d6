import { AUDIT_STATUS, MY_WEEK_DAYS_AHEAD_MAX, MY_WEEK_DAY_MAX } from '@chef/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWeekService } from '../src/modules/week/week.service.js';
import { clientOf, itNeedsLogin, itRejectsBodies, setupTestApp } from './helper.js';
import { buildRecipe, buildUser } from './factories.js';

/**
 * Users are rows with a live session (buildUser): these tests are about the plan and history, not about
 * signing up. The calls need only the token.
 */
type User = { token: string };

const t = setupTestApp();
const { get, post } = clientOf(t);
beforeAll(() => {
  // A Wednesday, 10:00 UTC: this week runs from Monday 2026-11-23 to Sunday 2026-11-29.
  t.clock.now = new Date('2026-11-25T10:00:00Z');
});

const plan = (user: User, recipeId: string, date: string) => post('/api/cook/addMyWeek', { recipeId, date }, user.token);
const week = async (user: User, startDate = '2026-11-23') =>
  (await get('/api/cook/qryMyWeek', user.token, { startDate })).body.data as {
    date: string;
    records: { id: string; recipe: { id: string } }[];
  }[];
/** The recipe ids per day of a week. */
const recipeIdsByDay = async (user: User, startDate?: string) =>
  (await week(user, startDate)).map((day) => day.records.map((record) => record.recipe.id));

describe('qryMyWeek and addMyWeek', () => {
  it('answers seven empty days from this week’s Monday by default', async () => {
    const user = await buildUser(t.db);
    const res = await get('/api/cook/qryMyWeek', user.token);
    expect(res.body).toEqual({
      code: 0,
      msg: 'success',
      data: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({
        date,
        records: [],
      })),
    });
  });

  it('plans recipes for days and shows them as list items, in the order planned', async () => {
    const user = await buildUser(t.db);
    const soup = await buildRecipe(t.db, { name: 'Leek soup' });
    const bread = await buildRecipe(t.db, { name: 'Soda bread' });
    const res = await plan(user, soup.id, '2026-11-25');
    expect(res.body).toEqual({ code: 0, msg: 'success', data: { id: expect.stringMatching(/^\d+$/), date: '2026-11-25' } });
    await plan(user, bread.id, '2026-11-25');
    await plan(user, bread.id, '2026-11-29');
    const days = await week(user);
    expect(days.map((day) => day.records.map((r) => r.recipe.id))).toEqual([[], [], [soup.id, bread.id], [], [], [], [bread.id]]);
    expect(days[2]!.records[0]).toEqual({
      id: res.body.data.id,
      recipe: expect.objectContaining({ id: soup.id, name: 'Leek soup', category: 'Soups', cover: soup.cover }),
      // Planned without a meal or servings (the spec's call): dinner, for the recipe's own portions.
      meal: 'dinner',
      servings: 2,
    });
    // Seven days from any start date; the next week is empty.
    expect(await recipeIdsByDay(user, '2026-11-26')).toEqual([[], [], [], [bread.id], [], [], []]);
    expect(await recipeIdsByDay(user, '2026-11-30')).toEqual([[], [], [], [], [], [], []]);
  });

  it('plans a recipe once per day however often it is added', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    const first = await plan(user, recipe.id, '2026-11-26');
    const again = await plan(user, recipe.id, '2026-11-26');
    expect(again.body.data).toEqual(first.body.data);
    expect((await week(user))[3]!.records).toHaveLength(1);
  });

  it('accepts today anywhere on Earth and up to the limit ahead; refuses earlier and later days', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    // 10:00 UTC on the 25th is still the 24th at UTC-12.
    expect((await plan(user, recipe.id, '2026-11-24')).body.code).toBe(0);
    expect((await plan(user, recipe.id, '2026-11-23')).body).toEqual({
      code: 400,
      msg: 'Please pick today or a later date',
      data: { field: 'date' },
    });
    expect((await post('/api/cook/addMyWeek', { recipeId: recipe.id, date: '2020-01-01' }, user.token, 'zh-CN')).body.msg).toBe(
      '请选择今天或以后的日期',
    );
    const last = new Date(Date.parse('2026-11-25T00:00:00Z') + MY_WEEK_DAYS_AHEAD_MAX * 86_400_000).toISOString().slice(0, 10);
    expect((await plan(user, recipe.id, last)).body.code).toBe(0);
    const tooFar = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await plan(user, recipe.id, tooFar)).body).toEqual({
      code: 400,
      msg: `Please pick a date at most ${MY_WEEK_DAYS_AHEAD_MAX} days ahead`,
      data: { field: 'date' },
    });
    expect((await recipeIdsByDay(user, '2026-11-23'))[0]).toEqual([]);
  });

  it(`plans at most ${MY_WEEK_DAY_MAX} recipes for one day`, async () => {
    const user = await buildUser(t.db);
    const recipes = [];
    for (let i = 0; i < MY_WEEK_DAY_MAX + 1; i++) recipes.push(await buildRecipe(t.db));
    for (const recipe of recipes.slice(0, MY_WEEK_DAY_MAX)) expect((await plan(user, recipe.id, '2026-11-27')).body.code).toBe(0);
    expect((await plan(user, recipes[MY_WEEK_DAY_MAX]!.id, '2026-11-27')).body).toEqual({
      code: 400,
      msg: `At most ${MY_WEEK_DAY_MAX} recipes can be planned for one day`,
      data: { field: 'date' },
    });
    // One already planned is still fine, and another day is free.
    expect((await plan(user, recipes[0]!.id, '2026-11-27')).body.code).toBe(0);
    expect((await plan(user, recipes[MY_WEEK_DAY_MAX]!.id, '2026-11-28')).body.code).toBe(0);
    expect((await week(user))[4]!.records).toHaveLength(MY_WEEK_DAY_MAX);
  });

  it('refuses an unknown recipe and another user’s unpublished one, and takes the caller’s own under audit', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const notFound = { code: 404, msg: 'This recipe does not exist or is not available', data: { field: 'recipeId' } };
    expect((await plan(user, '999999', '2026-11-26')).body).toEqual(notFound);
    expect((await plan(user, '99999999999', '2026-11-26')).body).toEqual(notFound);
    const theirs = await buildRecipe(t.db, { author_id: other.id, audit_status: AUDIT_STATUS.failed });
    expect((await plan(user, theirs.id, '2026-11-26')).body).toEqual(notFound);
    const mine = await buildRecipe(t.db, { author_id: user.id, audit_status: AUDIT_STATUS.underAudit });
    expect((await plan(user, mine.id, '2026-11-26')).body.code).toBe(0);
    expect((await recipeIdsByDay(user))[3]).toEqual([mine.id]);
  });

  itRejectsBodies(t, '/api/cook/addMyWeek', [
    [{ date: '2026-11-26' }, 'recipeId', 'Recipe: This field is required'],
    [{ recipeId: '1' }, 'date', 'Date: This field is required'],
    [{ recipeId: '1', date: '2026-02-30' }, 'date', 'Date: Please enter a date as YYYY-MM-DD'],
    [{ recipeId: '1', date: '2026-11-26T00:00:00Z' }, 'date', 'Date: Please enter a date as YYYY-MM-DD'],
    [{ recipeId: '1', date: '26-11-2026' }, 'date', 'Date: Please enter a date as YYYY-MM-DD'],
    [{ recipeId: 'abc', date: '2026-11-26' }, 'recipeId', 'Recipe: This value is not valid'],
  ]);

  it('rejects a start date that is not a date', async () => {
    const user = await buildUser(t.db);
    expect((await get('/api/cook/qryMyWeek', user.token, { startDate: '2026-13-01' })).body).toEqual({
      code: 400,
      msg: 'Start date: Please enter a date as YYYY-MM-DD',
      data: { field: 'startDate' },
    });
  });
});

describe('delMyWeek', () => {
  it('removes plan entries', async () => {
    const user = await buildUser(t.db);
    const a = await buildRecipe(t.db);
    const b = await buildRecipe(t.db);
    const entry = (await plan(user, a.id, '2026-11-26')).body.data.id;
    await plan(user, b.id, '2026-11-26');
    expect((await post('/api/cook/delMyWeek', { ids: [entry, '999999'] }, user.token)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { deleted: 1 },
    });
    expect((await recipeIdsByDay(user))[3]).toEqual([b.id]);
  });

  itRejectsBodies(t, '/api/cook/delMyWeek', [
    [{}, 'ids', 'Selection: This field is required'],
    [{ ids: [] }, 'ids', 'Selection: This field is required'],
    [{ ids: ['-1'] }, 'ids.0', 'Selection: This value is not valid'],
  ]);
});

describe('login', () => {
  itNeedsLogin(
    t,
    [
      ['GET', '/api/cook/qryMyWeek'],
      ['POST', '/api/cook/addMyWeek'],
      ['POST', '/api/cook/delMyWeek'],
    ],
    { body: { recipeId: '1', date: '2026-11-26', ids: ['1'] } },
  );
});

describe('ownership: user B never reads or removes the plan of user A', () => {
  it('keeps every call to the caller’s own plan, whatever ids or userId B sends', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    const aEntry = (await plan(a, recipe.id, '2026-11-26')).body.data.id;
    const bEntry = (await plan(b, recipe.id, '2026-11-27')).body.data.id;

    const bWeek = (await get('/api/cook/qryMyWeek', b.token, { startDate: '2026-11-23', userId: String(a.id) })).body.data;
    expect(bWeek.flatMap((day: { records: { id: string }[] }) => day.records.map((r) => r.id))).toEqual([bEntry]);

    expect((await post('/api/cook/delMyWeek', { ids: [aEntry, bEntry], userId: String(a.id) }, b.token)).body.data).toEqual({
      deleted: 1,
    });
    expect(await recipeIdsByDay(a)).toEqual([[], [], [], [recipe.id], [], [], []]);
    expect(await recipeIdsByDay(b)).toEqual([[], [], [], [], [], [], []]);
  });
});

describe('planForWeek and isInWeek (for home and recipe detail)', () => {
  it('lists the week’s planned recipes once each, by day, and tells whether a recipe is planned ahead', async () => {
    const service = createWeekService({ db: t.db, clock: () => t.clock.now });
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const userId = user.id;
    const [a, b, c] = [await buildRecipe(t.db), await buildRecipe(t.db), await buildRecipe(t.db)];
    await plan(user, b.id, '2026-11-25');
    await plan(user, a.id, '2026-11-26');
    await plan(user, b.id, '2026-11-28');
    await plan(user, c.id, '2026-12-01');
    expect((await service.planForWeek(userId, '2026-11-23')).map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await service.planForWeek(userId, '2026-11-30', 'zh-CN'))[0]).toMatchObject({ id: c.id, category: '汤羹' });
    expect(await service.planForWeek(other.id, '2026-11-23')).toEqual([]);

    expect(await service.isInWeek(userId, Number(c.id))).toBe(true);
    expect(await service.isInWeek(other.id, Number(c.id))).toBe(false);
    // Once its day has passed everywhere, a plan no longer counts.
    t.clock.now = new Date('2026-12-03T00:00:00Z');
    expect(await service.isInWeek(userId, Number(c.id))).toBe(false);
    t.clock.now = new Date('2026-11-25T10:00:00Z');
  });
});
