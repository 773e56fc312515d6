import { AUDIT_STATUS, PANTRY_ITEMS_MAX, PRIVATE_RECIPE, basketDetailSchema } from '@chef/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBasket, buildRecipe, buildUser } from './factories.js';
import { clientOf, itNeedsLogin, itRejectsBodies, setupTestApp } from './helper.js';

/**
 * Issue 26, the week that plans: meals and servings (addMyWeek's optional fields, updMyWeek), "Shop
 * this week" (shopMyWeek, through the basket's generation) and the pantry. Ownership on every call.
 */
type User = { id: number; token: string };

const t = setupTestApp();
const { get, post } = clientOf(t);
beforeAll(() => {
  // A Wednesday, 10:00 UTC: Thursday is 2026-11-26.
  t.clock.now = new Date('2026-11-25T10:00:00Z');
});

const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
type Ingredient = { name: string; value: number | null; unit: string | null };
const recipeWith = (portions: number, ingredients: Ingredient[], overrides: Parameters<typeof buildRecipe>[1] = {}) =>
  buildRecipe(t.db, { portions, ingredients: JSON.stringify(ingredients), ...overrides });
const plan = async (user: User, body: Record<string, unknown>) => {
  const res = await post('/api/cook/addMyWeek', body, user.token);
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data.id as string;
};
const records = async (user: User) =>
  (
    (await get('/api/cook/qryMyWeek', user.token, { startDate: '2026-11-23' })).body.data as {
      date: string;
      records: { id: string; meal: string; servings: number; recipe: { id: string } }[];
    }[]
  ).flatMap((day) => day.records.map((r) => ({ id: r.id, date: day.date, meal: r.meal, servings: r.servings, recipeId: r.recipe.id })));
const shop = (user: User, body: Record<string, unknown>) => post('/api/cook/shopMyWeek', body, user.token);
const detail = async (user: User, id: string) =>
  basketDetailSchema.parse((await get('/api/basket/qryBasketDetail', user.token, { id })).body.data);
const items = async (user: User, id: string) => (await detail(user, id)).items.map(({ name, value, unit }) => ({ name, value, unit }));

describe('addMyWeek with a meal and servings', () => {
  it('plans for a meal and servings; without them, dinner for the recipe’s portions', async () => {
    const user = await buildUser(t.db);
    const soup = await recipeWith(4, []);
    const toast = await recipeWith(2, []);
    const a = await plan(user, { recipeId: soup.id, date: THURSDAY, meal: 'lunch', servings: 6 });
    const b = await plan(user, { recipeId: toast.id, date: THURSDAY });
    expect(await records(user)).toEqual([
      { id: a, date: THURSDAY, meal: 'lunch', servings: 6, recipeId: soup.id },
      { id: b, date: THURSDAY, meal: 'dinner', servings: 2, recipeId: toast.id },
    ]);
  });

  it('plans the owner’s private recipe for its owner only', async () => {
    const owner = await buildUser(t.db);
    const other = await buildUser(t.db);
    const secret = await recipeWith(2, [], { author_id: owner.id, audit_status: PRIVATE_RECIPE });
    await plan(owner, { recipeId: secret.id, date: THURSDAY, meal: 'breakfast' });
    expect((await post('/api/cook/addMyWeek', { recipeId: secret.id, date: THURSDAY }, other.token)).body).toEqual({
      code: 404,
      msg: 'This recipe does not exist or is not available',
      data: { field: 'recipeId' },
    });
    expect(await records(other)).toEqual([]);
  });

  itRejectsBodies(t, '/api/cook/addMyWeek', [
    [{ recipeId: '1', date: THURSDAY, meal: 'brunch' }, 'meal', 'Meal: This value is not valid'],
    [{ recipeId: '1', date: THURSDAY, servings: 0 }, 'servings', expect.stringMatching(/^Servings: /) as unknown as string],
    [{ recipeId: '1', date: THURSDAY, servings: 21 }, 'servings', expect.stringMatching(/^Servings: /) as unknown as string],
  ]);
});

describe('updMyWeek', () => {
  it('moves an entry to another day and meal and sets its servings; only the fields sent change', async () => {
    const user = await buildUser(t.db);
    const recipe = await recipeWith(2, []);
    const id = await plan(user, { recipeId: recipe.id, date: THURSDAY, meal: 'dinner', servings: 6 });
    const moved = await post('/api/cook/updMyWeek', { id, date: FRIDAY, meal: 'lunch' }, user.token);
    expect(moved.body).toEqual({ code: 0, msg: 'success', data: { id, date: FRIDAY, meal: 'lunch', servings: 6 } });
    expect((await post('/api/cook/updMyWeek', { id, servings: 3 }, user.token)).body.data).toEqual({
      id,
      date: FRIDAY,
      meal: 'lunch',
      servings: 3,
    });
    expect(await records(user)).toEqual([{ id, date: FRIDAY, meal: 'lunch', servings: 3, recipeId: recipe.id }]);
  });

  it('refuses a move to a past day, and to a day the recipe is planned for already', async () => {
    const user = await buildUser(t.db);
    const recipe = await recipeWith(2, []);
    const id = await plan(user, { recipeId: recipe.id, date: THURSDAY });
    await plan(user, { recipeId: recipe.id, date: FRIDAY });
    expect((await post('/api/cook/updMyWeek', { id, date: '2026-11-23' }, user.token)).body).toEqual({
      code: 400,
      msg: 'Please pick today or a later date',
      data: { field: 'date' },
    });
    expect((await post('/api/cook/updMyWeek', { id, date: FRIDAY }, user.token)).body).toEqual({
      code: 409,
      msg: 'This recipe is planned for that day already',
      data: { field: 'date' },
    });
    expect((await records(user)).map((r) => r.date)).toEqual([THURSDAY, FRIDAY]);
  });

  it('refuses another user’s entry as not found, changing nothing', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const recipe = await recipeWith(2, []);
    const id = await plan(a, { recipeId: recipe.id, date: THURSDAY, servings: 2 });
    for (const body of [
      { id, servings: 9 },
      { id, date: FRIDAY },
      { id: '99999999', meal: 'snack' },
    ]) {
      expect((await post('/api/cook/updMyWeek', body, b.token)).body).toEqual({
        code: 404,
        msg: 'This meal is not in your week',
        data: { field: 'id' },
      });
    }
    expect((await post('/api/cook/delMyWeek', { ids: [id] }, b.token)).body.data).toEqual({ deleted: 0 });
    expect(await records(a)).toEqual([{ id, date: THURSDAY, meal: 'dinner', servings: 2, recipeId: recipe.id }]);
  });

  itRejectsBodies(t, '/api/cook/updMyWeek', [
    [{ date: THURSDAY }, 'id', 'Id: This field is required'],
    [{ id: '1', meal: 'tea' }, 'meal', 'Meal: This value is not valid'],
    [{ id: '1', date: '2026-13-01' }, 'date', 'Date: Please enter a date as YYYY-MM-DD'],
  ]);
});

describe('shopMyWeek', () => {
  /** Bread (for 2) and pancakes (for 4) sharing flour in grams and ounces; salt to leave out. */
  const week = async (user: User) => {
    const bread = await recipeWith(2, [
      { name: 'Plain flour', value: 200, unit: 'g' },
      { name: 'Salt', value: 5, unit: 'g' },
      { name: 'Eggs', value: 2, unit: 'pcs' },
    ]);
    const pancakes = await recipeWith(4, [
      { name: 'plain flour', value: 8, unit: 'oz' },
      { name: 'Milk', value: 1, unit: 'cup' },
      { name: 'egg', value: 1, unit: 'pcs' },
    ]);
    // Bread for 6 on Thursday and for 2 on Friday: 8 portions, four times the recipe.
    await plan(user, { recipeId: bread.id, date: THURSDAY, meal: 'dinner', servings: 6 });
    await plan(user, { recipeId: bread.id, date: FRIDAY, meal: 'lunch', servings: 2 });
    // Pancakes for 2: half the recipe.
    await plan(user, { recipeId: pancakes.id, date: FRIDAY, meal: 'breakfast', servings: 2 });
    // Outside the range shopped for.
    await plan(user, { recipeId: pancakes.id, date: '2026-12-01', servings: 4 });
    return { bread, pancakes };
  };

  it('makes one list scaled by each meal’s servings, merged across units, the pantry left out', async () => {
    const user = await buildUser(t.db);
    const { bread, pancakes } = await week(user);
    await post('/api/cook/addPantry', { name: 'salt' }, user.token);
    const res = await shop(user, { from: THURSDAY, to: '2026-11-29', name: 'Week of Nov 26' });
    expect(res.body.code).toBe(0);
    const { id, added, leftOut } = res.body.data;
    // 4 × 200 g + ½ × 8 oz (113 g: ounces become whole grams); 4 × 2 + ½ × 1 eggs; ½ cup of milk stays in cups.
    const expected = [
      { name: 'Plain flour', value: 913, unit: 'g' },
      { name: 'Eggs', value: 8.5, unit: 'pcs' },
      { name: 'Milk', value: 0.5, unit: 'cup' },
    ];
    expect(added).toEqual(expected);
    expect(leftOut).toEqual([{ name: 'Salt', value: 20, unit: 'g' }]);
    const list = await detail(user, id);
    expect(list.name).toBe('Week of Nov 26');
    expect(list.recipes.map((r) => r.id).sort()).toEqual([bread.id, pancakes.id].sort());
    expect(await items(user, id)).toEqual(expected);

    // "Add them anyway": only the pantry's lines go into that list; the recipes are not counted twice.
    const anyway = await shop(user, { from: THURSDAY, to: '2026-11-29', basketId: id, pantry: 'only' });
    expect(anyway.body.data).toEqual({ id, added: [{ name: 'Salt', value: 20, unit: 'g' }], leftOut: [] });
    expect(await items(user, id)).toEqual([...expected, { name: 'Salt', value: 20, unit: 'g' }]);
    const portions = await t.db
      .selectFrom('basket_recipes')
      .select(['recipe_id', 'portions'])
      .where('basket_id', '=', Number(id))
      .execute();
    expect(Object.fromEntries(portions.map((p) => [String(p.recipe_id), p.portions]))).toEqual({ [bread.id]: 8, [pancakes.id]: 2 });
  });

  it('buys everything with pantry "include", and leaves the pantry out of a merge into an existing list', async () => {
    const user = await buildUser(t.db);
    await week(user);
    await post('/api/cook/addPantry', { name: 'Eggs' }, user.token);
    const all = await shop(user, { from: THURSDAY, to: FRIDAY, name: 'All', pantry: 'include' });
    expect(all.body.data.leftOut).toEqual([]);
    expect((await items(user, all.body.data.id)).map((i) => i.name)).toEqual(['Plain flour', 'Salt', 'Eggs', 'Milk']);

    const existing = await buildBasket(t.db, user.id, { name: 'Saturday' });
    const merged = await shop(user, { from: THURSDAY, to: THURSDAY, basketId: String(existing.id) });
    // Thursday alone: bread for 6, three times the recipe; "egg" in the pantry covers "Eggs".
    expect(merged.body.data).toEqual({
      id: String(existing.id),
      added: [
        { name: 'Plain flour', value: 600, unit: 'g' },
        { name: 'Salt', value: 15, unit: 'g' },
      ],
      leftOut: [{ name: 'Eggs', value: 6, unit: 'pcs' }],
    });
  });

  it('refuses a wrong range, an empty one, and another user’s list', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await week(user);
    expect((await shop(user, { from: FRIDAY, to: THURSDAY, name: 'x' })).body).toEqual({
      code: 400,
      msg: 'The last day must not be before the first',
      data: { field: 'to' },
    });
    expect((await shop(user, { from: THURSDAY, to: '2026-12-10', name: 'x' })).body).toEqual({
      code: 400,
      msg: 'Please pick at most 14 days',
      data: { field: 'to' },
    });
    expect((await shop(user, { from: '2026-11-28', to: '2026-11-30', name: 'x' })).body).toEqual({
      code: 400,
      msg: 'Nothing is planned for these days',
      data: { field: 'from' },
    });
    // Another user's plan is not the caller's to shop: nothing planned for them.
    expect((await shop(other, { from: THURSDAY, to: FRIDAY, name: 'x' })).body.data).toEqual({ field: 'from' });
    const theirs = await buildBasket(t.db, other.id, { name: 'Theirs' });
    expect((await shop(user, { from: THURSDAY, to: FRIDAY, basketId: String(theirs.id) })).body).toMatchObject({
      code: 404,
      data: { field: 'basketId' },
    });
    expect((await shop(user, { from: THURSDAY, to: FRIDAY })).body).toMatchObject({ code: 400, data: { field: 'name' } });
    expect(await t.db.selectFrom('baskets').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('skips a planned recipe that has since been taken down', async () => {
    const user = await buildUser(t.db);
    const author = await buildUser(t.db);
    const theirs = await recipeWith(2, [{ name: 'Rice', value: 100, unit: 'g' }], {
      author_id: author.id,
      audit_status: AUDIT_STATUS.succeeded,
    });
    const mine = await recipeWith(2, [{ name: 'Beans', value: 100, unit: 'g' }]);
    await plan(user, { recipeId: theirs.id, date: THURSDAY });
    await plan(user, { recipeId: mine.id, date: THURSDAY });
    await t.db.updateTable('recipes').set({ audit_status: PRIVATE_RECIPE }).where('id', '=', Number(theirs.id)).execute();
    const res = await shop(user, { from: THURSDAY, to: THURSDAY, name: 'Thursday' });
    expect(res.body.data.added).toEqual([{ name: 'Beans', value: 100, unit: 'g' }]);
  });
});

describe('pantry', () => {
  it('adds (one item per ingredient), lists by name, and removes only the caller’s items', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const salt = (await post('/api/cook/addPantry', { name: '  Salt ' }, user.token)).body.data;
    expect(salt).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'Salt' });
    const onions = (await post('/api/cook/addPantry', { name: 'Onions' }, user.token)).body.data;
    expect((await post('/api/cook/addPantry', { name: 'onion' }, user.token)).body.data).toEqual(onions);
    expect((await get('/api/cook/qryPantry', user.token)).body.data).toEqual([onions, salt]);
    expect((await get('/api/cook/qryPantry', other.token, { userId: String(user.id) })).body.data).toEqual([]);
    expect((await post('/api/cook/delPantry', { ids: [salt.id] }, other.token)).body.data).toEqual({ deleted: 0 });
    expect((await post('/api/cook/delPantry', { ids: [salt.id] }, user.token)).body.data).toEqual({ deleted: 1 });
    expect((await get('/api/cook/qryPantry', user.token)).body.data).toEqual([onions]);
  });

  it(`holds at most ${PANTRY_ITEMS_MAX} items`, async () => {
    const user = await buildUser(t.db);
    const at = new Date().toISOString();
    await t.db
      .insertInto('pantry_items')
      .values(
        Array.from({ length: PANTRY_ITEMS_MAX }, (_, i) => ({
          user_id: user.id,
          name: `item ${i}`,
          name_key: `item ${i}`,
          created_at: at,
        })),
      )
      .execute();
    expect((await post('/api/cook/addPantry', { name: 'Pepper' }, user.token)).body).toEqual({
      code: 409,
      msg: `A pantry holds at most ${PANTRY_ITEMS_MAX} items`,
      data: { field: 'name' },
    });
    // One it holds already is still answered.
    expect((await post('/api/cook/addPantry', { name: 'Item 3' }, user.token)).body.code).toBe(0);
  });

  itRejectsBodies(t, '/api/cook/addPantry', [
    [{ name: '   ' }, 'name', 'Please enter an item'],
    [{ name: 'x'.repeat(41) }, 'name', expect.stringMatching(/^Name: /) as unknown as string],
  ]);
});

itNeedsLogin(
  t,
  [
    ['POST', '/api/cook/updMyWeek'],
    ['POST', '/api/cook/shopMyWeek'],
    ['GET', '/api/cook/qryPantry'],
    ['POST', '/api/cook/addPantry'],
    ['POST', '/api/cook/delPantry'],
  ],
  { body: { id: '1', ids: ['1'], name: 'Salt', from: THURSDAY, to: THURSDAY } },
);
