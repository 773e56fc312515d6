import { AUDIT_STATUS, BASKETS_PER_USER_MAX, BASKET_ITEMS_MAX, basketDetailSchema, basketListSchema } from '@chef/shared';
import { describe, expect, it } from 'vitest';
import { buildBasket, buildRecipe, buildUser } from './factories.js';
import { call, clientOf, itNeedsLogin, itRejectsBodies, registerUser, setupTestApp, type TestUser as User } from './helper.js';

const t = setupTestApp();
const { get, post } = clientOf(t);

type Ingredient = { name: string; value: number | null; unit: string | null };
const recipeWith = async (ingredients: Ingredient[], overrides: Parameters<typeof buildRecipe>[1] = {}) =>
  buildRecipe(t.db, { portions: 2, ingredients: JSON.stringify(ingredients), ...overrides });

const lists = async (user: User) => basketListSchema.parse((await get('/api/basket/qryBasket', user.token)).body.data);
const detail = async (user: User, id: string) => {
  const res = await get('/api/basket/qryBasketDetail', user.token, { id });
  expect(res.body.code).toBe(0);
  return basketDetailSchema.parse(res.body.data);
};
const generate = async (user: User, body: Record<string, unknown>) => {
  const res = await post('/api/basket/addBasket', body, user.token);
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data.id as string;
};
/** A user's list of two recipes that share flour in grams and ounces. */
const flourList = async (user: User) => {
  const bread = await recipeWith([
    { name: 'Plain flour', value: 200, unit: 'g' },
    { name: 'Eggs', value: 2, unit: 'pcs' },
  ]);
  const cake = await recipeWith([
    { name: 'plain  flour', value: 8, unit: 'oz' },
    { name: 'egg', value: 1, unit: 'pcs' },
    { name: 'Salt', value: null, unit: null },
  ]);
  const id = await generate(user, { name: 'Baking', recipeIds: [bread.id, cake.id] });
  return { id, bread, cake };
};
/** Rows a user's lists hold, straight from the database: what "nothing stored" is checked against. */
const storedFor = async (userId: number) => {
  const baskets = await t.db.selectFrom('baskets').select('id').where('user_id', '=', userId).execute();
  const ids = baskets.map((b) => b.id);
  const items = ids.length === 0 ? [] : await t.db.selectFrom('basket_items').selectAll().where('basket_id', 'in', ids).execute();
  return { baskets: baskets.length, items: items.length };
};
const userIdOf = (user: User) => Number(user.userInfo.id);

describe('addBasket, qryBasket and qryBasketDetail', () => {
  it('generates a list merging one ingredient across units of a family, keeping the recipes of each line', async () => {
    const user = await registerUser(t);
    const { id, bread, cake } = await flourList(user);
    expect(await detail(user, id)).toEqual({
      id,
      name: 'Baking',
      recipes: [
        { id: bread.id, name: bread.name },
        { id: cake.id, name: cake.name },
      ],
      items: [
        // 200 g + 8 oz (227 g: ounces to whole grams, spec 9)
        {
          id: expect.any(String),
          name: 'Plain flour',
          value: 427,
          unit: 'g',
          checked: false,
          recipeIds: [bread.id, cake.id],
          checkedBy: null,
        },
        { id: expect.any(String), name: 'Eggs', value: 3, unit: 'pcs', checked: false, recipeIds: [bread.id, cake.id], checkedBy: null },
        { id: expect.any(String), name: 'Salt', value: null, unit: null, checked: false, recipeIds: [cake.id], checkedBy: null },
      ],
      role: 'owner',
      owner: { id: user.userInfo.id, nickname: user.userInfo.nickname },
      members: [],
    });
    expect(await lists(user)).toEqual([
      { id, owner: null, name: 'Baking', recipeCount: 2, itemCount: 3, checkedCount: 0, updateTime: expect.stringMatching(/Z$/) },
    ]);
  });

  it('scales each recipe to the portions chosen, and keeps unconvertible units apart', async () => {
    const user = await registerUser(t);
    const soup = await recipeWith([
      { name: 'Milk', value: 1, unit: 'cup' },
      { name: 'Salt', value: 1, unit: 'pinches' },
    ]);
    const sauce = await recipeWith([
      { name: 'milk', value: 2, unit: 'tbsp' },
      { name: 'salt', value: 1, unit: 'tsp' },
    ]);
    const id = await generate(user, { name: 'Dinner', recipeIds: [soup.id, sauce.id], portions: { [soup.id]: 4 } });
    expect((await detail(user, id)).items.map(({ name, value, unit }) => [name, value, unit])).toEqual([
      ['Milk', 510, 'ml'], // 2 cup (480 ml) + 2 tbsp (30 ml)
      ['Salt', 2, 'pinches'],
      ['salt', 1, 'tsp'],
    ]);
  });

  it('merges recipes into an existing list, unticking a line that grows', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const before = await detail(user, id);
    const flour = before.items[0]!;
    const eggs = before.items[1]!;
    for (const item of [flour, eggs])
      expect((await post('/api/basket/updBasketItem', { basketId: id, id: item.id, checked: true }, user.token)).body.code).toBe(0);
    const pasta = await recipeWith([
      { name: 'Plain Flour', value: 0.1, unit: 'kg' },
      { name: 'Semolina', value: 100, unit: 'g' },
    ]);
    expect(await generate(user, { basketId: id, recipeIds: [pasta.id] })).toBe(id);
    const after = await detail(user, id);
    expect(after.name).toBe('Baking');
    expect(after.recipes.map((r) => r.id)).toContain(pasta.id);
    expect(after.items.map(({ id: itemId, value, checked }) => [itemId, value, checked])).toEqual([
      [flour.id, 527, false],
      [eggs.id, 3, true],
      [before.items[2]!.id, null, false],
      [expect.any(String), 100, false],
    ]);
    expect(after.items[0]!.recipeIds).toHaveLength(3);
  });

  it('leaves plain water off the list, in English and Chinese; waters that are bought stay (issue 28)', async () => {
    const user = await registerUser(t);
    const soup = await recipeWith([
      { name: 'Water', value: 1, unit: 'l' },
      { name: 'warm water', value: 100, unit: 'ml' },
      { name: '清水', value: 500, unit: 'ml' },
      { name: 'Coconut water', value: 200, unit: 'ml' },
      { name: 'Watercress', value: 50, unit: 'g' },
    ]);
    const id = await generate(user, { name: 'Soup', recipeIds: [soup.id] });
    expect((await detail(user, id)).items.map((item) => item.name)).toEqual(['Coconut water', 'Watercress']);
  });

  it('takes the caller’s own recipe under audit but not another user’s, nor an unknown id, storing nothing', async () => {
    const user = await registerUser(t);
    const own = await recipeWith([{ name: 'Rice', value: 100, unit: 'g' }], {
      author_id: userIdOf(user),
      audit_status: AUDIT_STATUS.underAudit,
    });
    expect(await generate(user, { name: 'Mine', recipeIds: [own.id] })).toMatch(/^\d+$/);
    const other = await buildUser(t.db);
    const theirs = await recipeWith([], { author_id: other.id, audit_status: AUDIT_STATUS.underAudit });
    for (const recipeIds of [[own.id, theirs.id], ['999999999'], ['99999999999']]) {
      expect((await post('/api/basket/addBasket', { name: 'x', recipeIds }, user.token)).body).toEqual({
        code: 400,
        msg: 'This recipe does not exist or is not available',
        data: { field: 'recipeIds' },
      });
    }
    expect(await storedFor(userIdOf(user))).toEqual({ baskets: 1, items: 1 });
  });

  it('words the spec’s rules in the caller’s language', async () => {
    const user = await registerUser(t);
    const recipe = await recipeWith([]);
    const cases: [unknown, string, string, string][] = [
      [{ name: 'x', recipeIds: [] }, 'recipeIds', 'Please select recipes first', '请先选择菜谱'],
      [{ name: '  ', recipeIds: [recipe.id] }, 'name', 'Please enter a list name', '请输入清单名称'],
      [{ recipeIds: [recipe.id] }, 'name', 'Please enter a list name', '请输入清单名称'],
    ];
    for (const [body, field, en, zh] of cases) {
      expect((await post('/api/basket/addBasket', body, user.token)).body).toEqual({ code: 400, msg: en, data: { field } });
      expect((await post('/api/basket/addBasket', body, user.token, 'zh-CN')).body).toEqual({ code: 400, msg: zh, data: { field } });
    }
    expect(await storedFor(userIdOf(user))).toEqual({ baskets: 0, items: 0 });
  });

  itRejectsBodies(
    t,
    '/api/basket/addBasket',
    [
      [{ name: 'x' }, 'recipeIds', 'Recipes: This field is required'],
      [{ name: 'x', recipeIds: ['abc'] }, 'recipeIds.0', 'Recipes: This value is not valid'],
      [{ name: 'x'.repeat(31), recipeIds: ['1'] }, 'name', 'Name: At most 30 characters'],
      [{ name: 'x', recipeIds: ['1'], portions: { 1: 0 } }, 'portions.1', 'Portions: Must be at least 1'],
      [{ name: 'x', recipeIds: ['1'], basketId: 'x' }, 'basketId', 'Shopping list: This value is not valid'],
    ],
    async (user) => expect(await storedFor(userIdOf(user))).toEqual({ baskets: 0, items: 0 }),
  );

  it(`keeps at most ${BASKETS_PER_USER_MAX} lists a user (409, nothing stored)`, async () => {
    const user = await registerUser(t);
    const recipe = await recipeWith([{ name: 'Rice', value: 1, unit: 'kg' }]);
    for (let i = 0; i < BASKETS_PER_USER_MAX; i += 1) await buildBasket(t.db, userIdOf(user));
    for (const lang of ['en-US', 'zh-CN']) {
      const res = await post('/api/basket/addBasket', { name: 'One more', recipeIds: [recipe.id] }, user.token, lang);
      expect(res.body).toEqual({
        code: 409,
        msg:
          lang === 'en-US'
            ? `You can keep at most ${BASKETS_PER_USER_MAX} shopping lists`
            : `最多只能保存 ${BASKETS_PER_USER_MAX} 份购物清单`,
        data: null,
      });
    }
    expect(await storedFor(userIdOf(user))).toEqual({ baskets: BASKETS_PER_USER_MAX, items: 0 });
  });

  it(`holds at most ${BASKET_ITEMS_MAX} items a list (409, nothing stored)`, async () => {
    const user = await registerUser(t);
    const basket = await buildBasket(t.db, userIdOf(user), { items: BASKET_ITEMS_MAX - 1 });
    const recipe = await recipeWith([
      { name: 'Rice', value: 1, unit: 'kg' },
      { name: 'Beans', value: 1, unit: 'kg' },
    ]);
    const res = await post('/api/basket/addBasket', { basketId: String(basket.id), recipeIds: [recipe.id] }, user.token);
    expect(res.body).toEqual({ code: 409, msg: `A shopping list holds at most ${BASKET_ITEMS_MAX} items`, data: { field: 'items' } });
    expect(await storedFor(userIdOf(user))).toEqual({ baskets: 1, items: BASKET_ITEMS_MAX - 1 });
    expect((await detail(user, String(basket.id))).recipes).toEqual([]);
    // One more line still fits.
    const one = await recipeWith([{ name: 'Rice', value: 1, unit: 'kg' }]);
    expect(await generate(user, { basketId: String(basket.id), recipeIds: [one.id] })).toBe(String(basket.id));
  });
});

describe('updBasket', () => {
  it('renames, adds, changes and removes items in one save; mass is kept in grams', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [flour, eggs] = (await detail(user, id)).items;
    const res = await post(
      '/api/basket/updBasket',
      {
        id,
        name: '  Weekend  ',
        items: [
          { id: flour!.id, name: 'Flour', value: 1, unit: 'lb', checked: true },
          { id: eggs!.id, name: 'Eggs', value: 6, unit: 'pcs', checked: false },
          { name: 'Butter', value: 250, unit: 'g', checked: false },
        ],
      },
      user.token,
    );
    expect(res.body.code).toBe(0);
    const saved = await detail(user, id);
    expect(res.body.data).toEqual(saved);
    expect(saved.name).toBe('Weekend');
    expect(saved.items.map(({ name, value, unit, checked, recipeIds }) => [name, value, unit, checked, recipeIds.length])).toEqual([
      ['Flour', 454, 'g', true, 2],
      ['Eggs', 6, 'pcs', false, 2],
      ['Butter', 250, 'g', false, 0],
    ]);
  });

  it('merges items typed on the edit page with the same ingredient in one unit family, as recipes do (issue 28)', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [flour, eggs, salt] = (await detail(user, id)).items;
    expect((await post('/api/basket/updBasketItem', { basketId: id, id: flour!.id, checked: true }, user.token)).body.code).toBe(0);
    const keep = (item: typeof flour) => ({ id: item!.id, name: item!.name, value: item!.value, unit: item!.unit, checked: item!.checked });
    const res = await post(
      '/api/basket/updBasket',
      {
        id,
        name: 'Baking',
        items: [
          { ...keep(flour), checked: true },
          keep(eggs),
          keep(salt),
          { name: 'plain flours', value: 0.1, unit: 'kg', checked: false },
          { name: 'Eggs', value: 2, unit: 'pcs', checked: false },
          { name: 'Sugar', value: 50, unit: 'g', checked: false },
          { name: 'sugar', value: 50, unit: 'g', checked: false },
          // Another family: a line of its own.
          { name: 'Eggs', value: 1, unit: 'tbsp', checked: false },
        ],
      },
      user.token,
    );
    expect(res.body.code).toBe(0);
    const saved = await detail(user, id);
    expect(saved.items.map(({ id: itemId, name, value, unit, checked }) => [itemId, name, value, unit, checked])).toEqual([
      // The flour grew: unticked, there is more to buy.
      [flour!.id, 'Plain flour', 527, 'g', false],
      [eggs!.id, 'Eggs', 5, 'pcs', false],
      [salt!.id, 'Salt', null, null, false],
      [expect.any(String), 'Sugar', 100, 'g', false],
      [expect.any(String), 'Eggs', 1, 'tbsp', false],
    ]);
    // The recipes a line came from stay with it.
    expect(saved.items[0]!.recipeIds).toHaveLength(2);
  });

  it('refuses an item id that is not of this list, an empty name and bad amounts, storing nothing', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const other = await flourList(user);
    const before = await detail(user, id);
    const foreign = (await detail(user, other.id)).items[0]!.id;
    const item = { name: 'Flour', value: 1, unit: 'g', checked: false };
    const cases: [unknown, number, string, string][] = [
      [{ id, name: 'x', items: [{ ...item, id: foreign }] }, 404, 'items.0.id', 'This item is not on the list'],
      [{ id, name: '', items: [] }, 400, 'name', 'Please enter a list name'],
      [{ id, name: 'x', items: [item, { ...item, name: ' ' }] }, 400, 'items.1.name', 'Please enter an ingredient name'],
      [{ id, name: 'x', items: [{ ...item, value: -1 }] }, 400, 'items.0.value', 'Items: Must be greater than 0'],
      // Above 0 but below what two decimals show: refused rather than stored as 0 (issue 25).
      [{ id, name: 'x', items: [{ ...item, value: 1e-9 }] }, 400, 'items.0.value', 'Items: Must be at least 0.01'],
      [{ id, name: 'x', items: [{ ...item, value: 'lots' }] }, 400, 'items.0.value', 'Items: This value is not valid'],
      [{ id, name: 'x', items: [{ ...item, unit: 'bushel' }] }, 400, 'items.0.unit', expect.stringMatching(/^Items: Must be one of: /)],
    ];
    for (const [body, status, field, msg] of cases) {
      expect((await post('/api/basket/updBasket', body, user.token)).body).toEqual({ code: status, msg, data: { field } });
    }
    expect(await detail(user, id)).toEqual(before);
  });

  it(`refuses a save past ${BASKET_ITEMS_MAX} items`, async () => {
    const user = await registerUser(t);
    const basket = await buildBasket(t.db, userIdOf(user));
    const items = Array.from({ length: BASKET_ITEMS_MAX + 1 }, (_, i) => ({ name: `Item ${i}`, value: 1, unit: 'pcs', checked: false }));
    expect((await post('/api/basket/updBasket', { id: String(basket.id), name: 'Big', items }, user.token)).body.code).toBe(409);
    expect(await storedFor(userIdOf(user))).toEqual({ baskets: 1, items: 0 });
  });
});

describe('updBasketItem', () => {
  it('ticks one item at a time: two ticks at once lose neither', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [a, b, c] = (await detail(user, id)).items;
    const [ra, rb] = await Promise.all([
      post('/api/basket/updBasketItem', { basketId: id, id: a!.id, checked: true }, user.token),
      post('/api/basket/updBasketItem', { basketId: id, id: b!.id, checked: true }, user.token),
    ]);
    expect(ra.body.data).toMatchObject({ id: a!.id, checked: true, value: 427 });
    expect(rb.body.data).toMatchObject({ id: b!.id, checked: true });
    expect((await detail(user, id)).items.map((item) => item.checked)).toEqual([true, true, false]);
    expect((await lists(user))[0]).toMatchObject({ itemCount: 3, checkedCount: 2 });
    // A rename alone keeps the tick; an amount in ounces is stored in grams.
    const renamed = await post('/api/basket/updBasketItem', { basketId: id, id: a!.id, name: 'Bread flour' }, user.token);
    expect(renamed.body.data).toMatchObject({ name: 'Bread flour', checked: true });
    const ounces = await post('/api/basket/updBasketItem', { basketId: id, id: a!.id, value: 2, unit: 'oz' }, user.token);
    expect(ounces.body.data).toMatchObject({ value: 57, unit: 'g' });
    const value = await post('/api/basket/updBasketItem', { basketId: id, id: c!.id, value: 2, unit: 'pinches' }, user.token);
    expect(value.body.data).toMatchObject({ value: 2, unit: 'pinches' });
    // Issue 28: an imperial user edits a volume shown in fluid ounces; it is a list unit of the volume family.
    const fluid = await post('/api/basket/updBasketItem', { basketId: id, id: c!.id, value: 3.5, unit: 'fl oz' }, user.token);
    expect(fluid.body.data).toMatchObject({ value: 3.5, unit: 'fl oz' });
  });

  it('refuses an empty name and bad amounts', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const item = (await detail(user, id)).items[0]!;
    const cases: [unknown, string, string][] = [
      [{ basketId: id, id: item.id, name: '' }, 'name', 'Please enter an ingredient name'],
      [{ basketId: id, id: item.id, value: 0 }, 'value', 'Amount: Must be greater than 0'],
      [{ basketId: id, id: item.id, value: 0.004 }, 'value', 'Amount: Must be at least 0.01'],
      [{ basketId: id, id: item.id, unit: 'cups' }, 'unit', expect.stringMatching(/^Unit: /)],
      [{ basketId: id, id: item.id, checked: 'yes' }, 'checked', 'Ticked: This value is not valid'],
    ];
    for (const [body, field, msg] of cases) {
      expect((await post('/api/basket/updBasketItem', body, user.token)).body).toEqual({ code: 400, msg, data: { field } });
    }
    expect((await detail(user, id)).items[0]).toEqual(item);
  });
});

describe('offline changes: a change sent again with its changeId is applied once', () => {
  const tick = (user: User, basketId: string, id: string, checked: boolean, changeId?: string) =>
    post('/api/basket/updBasketItem', { basketId, id, checked, ...(changeId ? { changeId } : {}) }, user.token);

  it('answers a replayed tick as applied without applying it again, and keeps ids per user', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [item] = (await detail(user, id)).items;
    expect((await tick(user, id, item!.id, true, 'change-tick-0001')).body.data.checked).toBe(true);
    // Taken back since (another device, no id): the replay of the old tick must not tick it again.
    expect((await tick(user, id, item!.id, false)).body.code).toBe(0);
    const replay = await tick(user, id, item!.id, true, 'change-tick-0001');
    expect(replay.body).toMatchObject({ code: 0, data: { id: item!.id, checked: false } });
    expect((await detail(user, id)).items[0]!.checked).toBe(false);
    // Another account's change of the same id is its own.
    const other = await registerUser(t);
    const { id: otherList } = await flourList(other);
    const [otherItem] = (await detail(other, otherList)).items;
    expect((await tick(other, otherList, otherItem!.id, true, 'change-tick-0001')).body.data.checked).toBe(true);
  });

  it('applies a replayed whole-list save once, also when both copies arrive at the same moment', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const before = await detail(user, id);
    const body = {
      id,
      name: 'Saturday',
      items: [
        ...before.items.map(({ id: itemId, name, value, unit, checked }) => ({ id: itemId, name, value, unit, checked })),
        { name: 'Milk', value: 1, unit: 'l', checked: false },
      ],
      changeId: 'change-save-0001',
    };
    const answers = await Promise.all([post('/api/basket/updBasket', body, user.token), post('/api/basket/updBasket', body, user.token)]);
    for (const answer of answers) expect(answer.body.code).toBe(0);
    const again = await post('/api/basket/updBasket', body, user.token);
    expect(again.body.code).toBe(0);
    const after = await detail(user, id);
    expect(after.name).toBe('Saturday');
    expect(after.items.filter((item) => item.name === 'Milk')).toHaveLength(1);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(await t.db.selectFrom('applied_changes').select('change_id').where('user_id', '=', userIdOf(user)).execute()).toEqual([
      { change_id: 'change-save-0001' },
    ]);
  });

  it('does not remember a refused change, and forgets applied ids after the retention', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [item] = (await detail(user, id)).items;
    const refused = await post(
      '/api/basket/updBasketItem',
      { basketId: id, id: item!.id, name: ' ', changeId: 'change-bad-0001' },
      user.token,
    );
    expect(refused.body.code).toBe(400);
    expect((await tick(user, id, item!.id, true, 'change-bad-0001')).body.data.checked).toBe(true);
    t.clock.advance(31 * 86_400);
    await t.app.housekeeping();
    expect(await t.db.selectFrom('applied_changes').selectAll().where('user_id', '=', userIdOf(user)).execute()).toEqual([]);
  });

  it('refuses a malformed changeId naming the field', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [item] = (await detail(user, id)).items;
    const res = await tick(user, id, item!.id, true, 'a b');
    expect(res.body).toMatchObject({ code: 400, data: { field: 'changeId' } });
  });
});

describe('one change at a time: adding, removing and renaming write nothing else of the list', () => {
  const addItem = (user: User, body: Record<string, unknown>) => post('/api/basket/addBasketItem', body, user.token);
  const delItem = (user: User, body: Record<string, unknown>) => post('/api/basket/delBasketItem', body, user.token);
  const rename = (user: User, body: Record<string, unknown>) => post('/api/basket/updBasketName', body, user.token);
  const milk = { name: ' Milk ', value: 1, unit: 'l' };

  it('keeps a tick made on another device meanwhile, and answers the list as it is then', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [flour, eggs, salt] = (await detail(user, id)).items;
    // One device ticks flour while another adds, removes and renames, all at once.
    const answers = await Promise.all([
      post('/api/basket/updBasketItem', { basketId: id, id: flour!.id, checked: true, changeId: 'tick-flour-0001' }, user.token),
      addItem(user, { basketId: id, ...milk, changeId: 'add-milk-0001' }),
      delItem(user, { basketId: id, id: salt!.id, changeId: 'del-salt-0001' }),
      rename(user, { id, name: '  Saturday  ', changeId: 'rename-0001' }),
    ]);
    for (const answer of answers) expect(answer.body.code).toBe(0);
    const after = await detail(user, id);
    expect(after.name).toBe('Saturday');
    expect(after.items.map(({ name, value, unit, checked }) => [name, value, unit, checked])).toEqual([
      [flour!.name, flour!.value, flour!.unit, true],
      [eggs!.name, eggs!.value, eggs!.unit, false],
      ['Milk', 1, 'l', false],
    ]);
    // The last of them answers the list with all four changes.
    expect((await rename(user, { id, name: 'Saturday' })).body.data).toEqual(after);
  });

  it('applies each once when sent again, also two copies at the same moment', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [, eggs] = (await detail(user, id)).items;
    const add = { basketId: id, ...milk, checked: true, changeId: 'add-milk-0002' };
    for (const answer of await Promise.all([addItem(user, add), addItem(user, add)])) expect(answer.body.code).toBe(0);
    expect((await addItem(user, add)).body.code).toBe(0);
    const added = (await detail(user, id)).items.filter((item) => item.name === 'Milk');
    expect(added).toMatchObject([{ checked: true, checkedBy: { nickname: user.userInfo.nickname } }]);
    // A rename replayed after a later one does not bring the old name back.
    expect((await rename(user, { id, name: 'First', changeId: 'rename-0002' })).body.data.name).toBe('First');
    expect((await rename(user, { id, name: 'Second' })).body.data.name).toBe('Second');
    expect((await rename(user, { id, name: 'First', changeId: 'rename-0002' })).body.data.name).toBe('Second');
    // Removing an item gone already (another device, a replay) is no error and changes nothing.
    const del = { basketId: id, id: eggs!.id, changeId: 'del-eggs-0002' };
    expect((await delItem(user, del)).body.data.items.map((item: { id: string }) => item.id)).not.toContain(eggs!.id);
    const before = await detail(user, id);
    expect((await delItem(user, del)).body).toEqual({ code: 0, msg: 'success', data: before });
    expect((await delItem(user, { basketId: id, id: eggs!.id })).body).toEqual({ code: 0, msg: 'success', data: before });
  });

  // Issue 28: the edit page adds its new items one by one through addBasketItem (issue 31), so this is
  // where an item typed there meets the list's one merge rule.
  it('merges an added item into the list’s item of the same ingredient in one unit family, as recipes do (issue 28)', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [flour, eggs, salt] = (await detail(user, id)).items;
    expect((await post('/api/basket/updBasketItem', { basketId: id, id: flour!.id, checked: true }, user.token)).body.code).toBe(0);
    const adds = [
      { name: 'plain flours', value: 0.5, unit: 'kg', changeId: 'merge-flour-0001' },
      { name: 'SALT', value: null, unit: null },
      { name: 'Milk', value: 1, unit: 'l' },
      { name: 'milk', value: 1, unit: 'cup' },
      // Another family, or a unit that does not convert: a line of its own.
      { name: 'Eggs', value: 1, unit: 'tbsp' },
      { name: 'Eggs', value: 2, unit: 'pcs' },
    ];
    for (const add of adds) expect((await addItem(user, { basketId: id, ...add })).body.code).toBe(0);
    // Sent again (an answer lost offline), the flour is not counted twice.
    expect((await addItem(user, { basketId: id, ...adds[0] })).body.code).toBe(0);
    const after = await detail(user, id);
    expect(after.items.map(({ id: itemId, name, value, unit, checked }) => [itemId, name, value, unit, checked])).toEqual([
      // The flour grew: unticked, there is more to buy; its name and recipes stay.
      [flour!.id, 'Plain flour', 927, 'g', false],
      [eggs!.id, 'Eggs', 5, 'pcs', false],
      [salt!.id, 'Salt', null, null, false],
      [expect.any(String), 'Milk', 1240, 'ml', false],
      [expect.any(String), 'Eggs', 1, 'tbsp', false],
    ]);
    expect(after.items[0]!.recipeIds).toHaveLength(2);
  });

  it('refuses an empty name, bad amounts and a full list, storing nothing', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const before = await detail(user, id);
    const cases: [string, unknown, number, string, string][] = [
      ['addBasketItem', { basketId: id, ...milk, name: ' ' }, 400, 'name', 'Please enter an ingredient name'],
      ['addBasketItem', { basketId: id, ...milk, value: 0 }, 400, 'value', 'Amount: Must be greater than 0'],
      ['addBasketItem', { basketId: id, ...milk, unit: 'bushel' }, 400, 'unit', expect.stringMatching(/^Unit: Must be one of: /)],
      ['addBasketItem', { basketId: id, name: 'Milk' }, 400, 'value', 'Amount: This field is required'],
      ['updBasketName', { id, name: ' ' }, 400, 'name', 'Please enter a list name'],
      ['delBasketItem', { basketId: id, id: 'x' }, 400, 'id', expect.stringMatching(/^Id: /)],
    ];
    for (const [call, body, status, field, msg] of cases) {
      expect((await post(`/api/basket/${call}`, body, user.token)).body).toEqual({ code: status, msg, data: { field } });
    }
    expect(await detail(user, id)).toEqual(before);

    const full = await buildBasket(t.db, userIdOf(user), { items: BASKET_ITEMS_MAX });
    expect((await addItem(user, { basketId: String(full.id), ...milk, changeId: 'add-full-0001' })).body).toMatchObject({
      code: 409,
      data: { field: 'items' },
    });
    expect((await detail(user, String(full.id))).items).toHaveLength(BASKET_ITEMS_MAX);
    // A refused change is not remembered: sent again once there is room, it applies.
    await t.db.deleteFrom('basket_items').where('basket_id', '=', full.id).where('name', '=', 'Item 1').execute();
    expect((await addItem(user, { basketId: String(full.id), ...milk, changeId: 'add-full-0001' })).body.code).toBe(0);
  });
});

describe('the conflict rule: the same item ticked on two devices is ticked', () => {
  it('leaves it ticked whichever arrives first or again, a tick setting rather than toggling', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const [flour, eggs] = (await detail(user, id)).items;
    const tick = (itemId: string, checked: boolean, changeId: string) =>
      post('/api/basket/updBasketItem', { basketId: id, id: itemId, checked, changeId }, user.token);
    // Both at once (a phone and a laptop coming back online together).
    const both = await Promise.all([tick(flour!.id, true, 'phone-tick-0001'), tick(flour!.id, true, 'laptop-tick-0001')]);
    expect(both.map((answer) => answer.body.data.checked)).toEqual([true, true]);
    // One after the other: the later tick (kept offline since before the first) does not take it back.
    expect((await tick(eggs!.id, true, 'phone-tick-0002')).body.data.checked).toBe(true);
    expect((await tick(eggs!.id, true, 'laptop-tick-0002')).body.data.checked).toBe(true);
    expect((await detail(user, id)).items.slice(0, 2).map((item) => item.checked)).toEqual([true, true]);
    // A tick and an untick of one item: the one sent last wins.
    expect((await tick(eggs!.id, false, 'phone-untick-0003')).body.data.checked).toBe(false);
    expect((await detail(user, id)).items[1]!.checked).toBe(false);
  });
});

describe('delBasket', () => {
  it('deletes the caller’s lists with their items', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const keep = await flourList(user);
    expect((await post('/api/basket/delBasket', { ids: [id] }, user.token)).body.data).toEqual({ deleted: 1 });
    expect((await lists(user)).map((l) => l.id)).toEqual([keep.id]);
    expect(await storedFor(userIdOf(user))).toEqual({ baskets: 1, items: 3 });
  });

  itRejectsBodies(t, '/api/basket/delBasket', [
    [{ ids: [] }, 'ids', 'Selection: This field is required'],
    [{}, 'ids', 'Selection: This field is required'],
  ]);
});

describe('sharing', () => {
  it('shares a list read-only by an unguessable token, and stops', async () => {
    const user = await registerUser(t);
    const { id } = await flourList(user);
    const on = await post('/api/basket/shareBasket', { id }, user.token);
    const token = on.body.data.shareToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Asking again keeps the link people have.
    expect((await post('/api/basket/shareBasket', { id, enabled: true }, user.token)).body.data.shareToken).toBe(token);
    const shared = await get('/api/basket/qrySharedBasket', undefined, { token });
    // The visitor sees the list as its owner does, but names no one (owner, members, tickers).
    expect(shared.body.data).toEqual({ ...(await detail(user, id)), role: 'viewer', owner: null, members: [] });
    expect((await post('/api/basket/shareBasket', { id, enabled: false }, user.token)).body.data).toEqual({ shareToken: null });
    for (const query of [{ token }, { token: 'guess' }]) {
      expect((await get('/api/basket/qrySharedBasket', undefined, query)).body).toEqual({
        code: 404,
        msg: 'This shared list does not exist or is no longer shared',
        data: { field: 'token' },
      });
    }
  });
});

describe('ownership: another user reads and changes nothing, also by guessing ids', () => {
  it('keeps every call to the owner', async () => {
    const owner = await registerUser(t);
    const intruder = await registerUser(t);
    const { id, bread } = await flourList(owner);
    const before = await detail(owner, id);
    const item = before.items[0]!;
    const notFound = (field: string) => ({ code: 404, msg: 'This shopping list does not exist', data: { field } });

    expect(await lists(intruder)).toEqual([]);
    expect((await get('/api/basket/qryBasketDetail', intruder.token, { id })).body).toEqual(notFound('id'));
    expect((await post('/api/basket/addBasket', { basketId: id, recipeIds: [bread.id] }, intruder.token)).body).toEqual(
      notFound('basketId'),
    );
    expect((await post('/api/basket/updBasket', { id, name: 'Mine', items: [] }, intruder.token)).body).toEqual(notFound('id'));
    expect((await post('/api/basket/updBasketItem', { basketId: id, id: item.id, checked: true }, intruder.token)).body).toEqual(
      notFound('basketId'),
    );
    expect((await post('/api/basket/shareBasket', { id }, intruder.token)).body).toEqual(notFound('id'));
    expect((await post('/api/basket/delBasket', { ids: [id] }, intruder.token)).body.data).toEqual({ deleted: 0 });
    expect((await post('/api/basket/addBasketItem', { basketId: id, name: 'Mine', value: null, unit: null }, intruder.token)).body).toEqual(
      notFound('basketId'),
    );
    expect((await post('/api/basket/delBasketItem', { basketId: id, id: item.id }, intruder.token)).body).toEqual(notFound('basketId'));
    expect((await post('/api/basket/updBasketName', { id, name: 'Mine' }, intruder.token)).body).toEqual(notFound('id'));

    // The intruder's own list with the owner's item id: the item is not on it (a removal removes nothing).
    const own = await flourList(intruder);
    expect((await post('/api/basket/delBasketItem', { basketId: own.id, id: item.id }, intruder.token)).body.code).toBe(0);
    expect((await post('/api/basket/updBasketItem', { basketId: own.id, id: item.id, checked: true }, intruder.token)).body).toEqual({
      code: 404,
      msg: 'This item is not on the list',
      data: { field: 'id' },
    });
    expect(
      (await post('/api/basket/updBasket', { id: own.id, name: 'x', items: [{ ...item, checked: true }] }, intruder.token)).body,
    ).toEqual({
      code: 404,
      msg: 'This item is not on the list',
      data: { field: 'items.0.id' },
    });

    expect(await detail(owner, id)).toEqual(before);
    expect(await lists(owner)).toHaveLength(1);
  });

  it('answers 404 for ids no row can have', async () => {
    const user = await registerUser(t);
    for (const id of ['999999', '99999999999']) {
      expect((await call(t.app, 'GET', '/api/basket/qryBasketDetail', { token: user.token, query: { id } })).body.code).toBe(404);
    }
  });

  itNeedsLogin(
    t,
    [
      ['GET', '/api/basket/qryBasket'],
      ['GET', '/api/basket/qryBasketDetail'],
      ['POST', '/api/basket/addBasket'],
      ['POST', '/api/basket/updBasket'],
      ['POST', '/api/basket/updBasketItem'],
      ['POST', '/api/basket/addBasketItem'],
      ['POST', '/api/basket/delBasketItem'],
      ['POST', '/api/basket/updBasketName'],
      ['POST', '/api/basket/delBasket'],
      ['POST', '/api/basket/shareBasket'],
    ],
    { body: { id: '1', basketId: '1', name: 'x', value: null, unit: null, recipeIds: ['1'], items: [], ids: ['1'] }, query: { id: '1' } },
  );
});
