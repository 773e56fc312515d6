import { ANTHOLOGIES_PER_USER_MAX, ANTHOLOGY_RECIPES_MAX, AUDIT_STATUS } from '@chef/shared';
import { describe, expect, it } from 'vitest';
import { createAnthologyService } from '../src/modules/anthology/anthology.service.js';
import { clientOf, itNeedsLogin, itRejectsBodies, registerUser, setupTestApp, type TestUser as User } from './helper.js';
import { picture, upload } from './multipart.js';
import { buildRecipe, collectCountOf, recipeValues } from './factories.js';

const t = setupTestApp();
const { get, post } = clientOf(t);

const NAME_MSG = 'Add anthology name (1-10 characters)';
const list = async (user: User) => (await get('/api/cook/qryAnthology', user.token)).body.data as any[];
const create = async (user: User, anthologyName = 'Soups', extra: Record<string, unknown> = {}) => {
  const res = await post('/api/cook/addAnthology', { anthologyName, ...extra }, user.token);
  expect(res.body.code).toBe(0);
  return res.body.data as { id: string; anthologyName: string; anthologyCover: string | null; cover: string | null; recipeCount: number };
};
const addRecipe = (user: User, anthologyId: string, recipeId: string) =>
  post('/api/cook/addAnthologyRecipe', { anthologyId, recipeId }, user.token);
const recipesOf = async (user: User, anthologyId: string, query: Record<string, string> = {}) =>
  (await get('/api/cook/qryAnthologyRecipe', user.token, { anthologyId, ...query })).body.data;
const uploadCover = async (user: User) =>
  (
    await upload(t.app, {
      token: user.token,
      folderName: 'anthology',
      file: { filename: 'c.png', contentType: 'image/png', data: await picture(40, 30) },
    })
  ).body.data as string;

describe('addAnthology and qryAnthology', () => {
  it('creates a collection with a trimmed name and lists the caller’s collections, newest first', async () => {
    const user = await registerUser(t);
    expect(await list(user)).toEqual([]);
    const res = await post('/api/cook/addAnthology', { anthologyName: '  Soups  ' }, user.token);
    expect(res.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        id: expect.stringMatching(/^\d+$/),
        anthologyName: 'Soups',
        anthologyCover: null,
        cover: null,
        recipeCount: 0,
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      },
    });
    await create(user, 'Desserts');
    expect((await list(user)).map((a) => a.anthologyName)).toEqual(['Desserts', 'Soups']);
  });

  it('counts recipes and falls back to the cover of the newest recipe that has one', async () => {
    const user = await registerUser(t);
    const anthology = await create(user, 'Covers');
    const older = await buildRecipe(t.db, { cover: 'https://cdn.example.com/older.webp' });
    const newer = await buildRecipe(t.db, { cover: 'https://cdn.example.com/newer.webp' });
    const bare = await buildRecipe(t.db, { cover: null });
    for (const recipe of [older, newer, bare]) expect((await addRecipe(user, anthology.id, recipe.id)).body.code).toBe(0);
    const [shown] = await list(user);
    expect(shown).toMatchObject({ recipeCount: 3, anthologyCover: null, cover: 'https://cdn.example.com/newer.webp' });

    // A cover of its own wins.
    const cover = await uploadCover(user);
    const renamed = await post('/api/cook/addAnthology', { id: anthology.id, anthologyName: 'Covers', anthologyCover: cover }, user.token);
    expect(renamed.body.data).toMatchObject({ anthologyCover: cover, cover, recipeCount: 3 });
  });

  it('renames one of the caller’s collections; an absent cover is kept, null removes it', async () => {
    const user = await registerUser(t);
    const cover = await uploadCover(user);
    const anthology = await create(user, 'Old', { anthologyCover: cover });
    expect(anthology.anthologyCover).toBe(cover);
    const renamed = await post('/api/cook/addAnthology', { id: anthology.id, anthologyName: 'New' }, user.token);
    expect(renamed.body.data).toMatchObject({ id: anthology.id, anthologyName: 'New', anthologyCover: cover });
    const cleared = await post('/api/cook/addAnthology', { id: anthology.id, anthologyName: 'New', anthologyCover: null }, user.token);
    expect(cleared.body.data).toMatchObject({ anthologyCover: null, cover: null });
    expect(await list(user)).toHaveLength(1);
  });

  it.each([[''], ['   '], ['12345678901'], ['一二三四五六七八九十一']])(
    'refuses the name %j with the spec’s message',
    async (anthologyName) => {
      const user = await registerUser(t);
      expect((await post('/api/cook/addAnthology', { anthologyName }, user.token)).body).toEqual({
        code: 400,
        msg: NAME_MSG,
        data: { field: 'anthologyName' },
      });
      expect(await list(user)).toEqual([]);
    },
  );

  it('accepts 1 and 10 characters, counting an emoji as one', async () => {
    const user = await registerUser(t);
    await create(user, 'A');
    await create(user, '1234567890');
    await create(user, '🍰🍰🍰🍰🍰🍰🍰🍰🍰🍰');
    expect(await list(user)).toHaveLength(3);
  });

  it('words the name message in the caller’s language', async () => {
    const user = await registerUser(t);
    const res = await post('/api/cook/addAnthology', { anthologyName: '' }, user.token, 'zh-CN');
    expect(res.body).toEqual({ code: 400, msg: '请输入菜谱集名称（1-10 个字符）', data: { field: 'anthologyName' } });
  });

  itRejectsBodies(
    t,
    '/api/cook/addAnthology',
    [
      [{}, 'anthologyName', 'Anthology name: This field is required'],
      [{ anthologyName: 5 }, 'anthologyName', 'Anthology name: This value is not valid'],
      [{ anthologyName: 'ok', anthologyCover: 'not a url' }, 'anthologyCover', 'Cover: Please upload the picture here first'],
      [
        { anthologyName: 'ok', anthologyCover: 'https://elsewhere.example.com/x.webp' },
        'anthologyCover',
        'Cover: Please upload the picture here first',
      ],
      [{ anthologyName: 'ok', id: 'abc' }, 'id', 'Id: This value is not valid'],
    ],
    async (user) => expect(await list(user)).toEqual([]),
  );

  it('answers 404 for a collection id that does not exist', async () => {
    const user = await registerUser(t);
    for (const id of ['999999', '99999999999']) {
      expect((await post('/api/cook/addAnthology', { id, anthologyName: 'x' }, user.token)).body).toEqual({
        code: 404,
        msg: 'This anthology does not exist',
        data: { field: 'id' },
      });
    }
    expect(await list(user)).toEqual([]);
  });

  it(`allows at most ${ANTHOLOGIES_PER_USER_MAX} collections per user`, async () => {
    const user = await registerUser(t);
    const at = new Date().toISOString();
    await t.db
      .insertInto('anthologies')
      .values(
        Array.from({ length: ANTHOLOGIES_PER_USER_MAX }, (_, i) => ({
          user_id: Number(user.userInfo.id),
          name: `a${i}`,
          cover: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    expect((await post('/api/cook/addAnthology', { anthologyName: 'one more' }, user.token)).body).toEqual({
      code: 400,
      msg: `You can keep at most ${ANTHOLOGIES_PER_USER_MAX} anthologies`,
      data: null,
    });
    expect(await list(user)).toHaveLength(ANTHOLOGIES_PER_USER_MAX);
    // Renaming is still possible.
    const [first] = await list(user);
    expect((await post('/api/cook/addAnthology', { id: first.id, anthologyName: 'renamed' }, user.token)).body.code).toBe(0);
  });
});

describe('addAnthologyRecipe and qryAnthologyRecipe', () => {
  it('adds recipes, newest first, as recipe list items in the caller’s language', async () => {
    const user = await registerUser(t);
    const anthology = await create(user);
    const a = await buildRecipe(t.db, { name: 'Pumpkin soup' });
    const b = await buildRecipe(t.db, { name: 'Tomato soup' });
    expect((await addRecipe(user, anthology.id, a.id)).body).toEqual({ code: 0, msg: 'success', data: { added: true, collectCount: 1 } });
    await addRecipe(user, anthology.id, b.id);
    const page = await recipesOf(user, anthology.id);
    expect(page).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(page.records.map((r: { name: string }) => r.name)).toEqual(['Tomato soup', 'Pumpkin soup']);
    expect(page.records[1]).toEqual({
      id: a.id,
      lang: 'en-US',
      name: 'Pumpkin soup',
      cover: a.cover,
      rating: 0,
      ratingCount: 0,
      cookingTime: 30,
      difficulty: 1,
      country: 'Testland',
      countryCode: 'XT',
      category: 'Soups',
      categoryId: String(a.category_id),
      viewCount: 0,
      collectCount: 1,
      authorName: 'Chef Robot Kitchen',
    });
    const zh = (await get('/api/cook/qryAnthologyRecipe', user.token, { anthologyId: anthology.id }, 'zh-CN')).body.data;
    expect(zh.records[0]).toMatchObject({ category: '汤羹', country: '测试国' });
  });

  it('pages a collection', async () => {
    const user = await registerUser(t);
    const anthology = await create(user);
    const recipes = [];
    for (let i = 0; i < 5; i++) recipes.push(await buildRecipe(t.db));
    for (const recipe of recipes) await addRecipe(user, anthology.id, recipe.id);
    const second = await recipesOf(user, anthology.id, { current: '2', size: '2' });
    expect(second.total).toBe(5);
    expect(second.records.map((r: { id: string }) => r.id)).toEqual([recipes[2]!.id, recipes[1]!.id]);
  });

  it('adds a recipe once however often it is added, and counts collections in collect_count', async () => {
    const user = await registerUser(t);
    const first = await create(user, 'First');
    const second = await create(user, 'Second');
    const recipe = await buildRecipe(t.db);
    await addRecipe(user, first.id, recipe.id);
    expect((await addRecipe(user, first.id, recipe.id)).body.data).toEqual({ added: false, collectCount: 1 });
    expect((await addRecipe(user, second.id, recipe.id)).body.data).toEqual({ added: true, collectCount: 2 });
    expect(await collectCountOf(t.db, recipe.id)).toBe(2);
    expect((await recipesOf(user, first.id)).total).toBe(1);
  });

  it('refuses an unknown recipe and another user’s unpublished one, but takes the caller’s own recipe under audit', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const anthology = await create(user);
    const notFound = { code: 404, msg: 'This recipe does not exist or is not available', data: { field: 'recipeId' } };
    expect((await addRecipe(user, anthology.id, '999999')).body).toEqual(notFound);
    expect((await addRecipe(user, anthology.id, '99999999999')).body).toEqual(notFound);
    const theirs = await buildRecipe(t.db, { author_id: Number(other.userInfo.id), audit_status: AUDIT_STATUS.underAudit });
    expect((await addRecipe(user, anthology.id, theirs.id)).body).toEqual(notFound);
    const mine = await buildRecipe(t.db, { author_id: Number(user.userInfo.id), audit_status: AUDIT_STATUS.underAudit });
    expect((await addRecipe(user, anthology.id, mine.id)).body.data.added).toBe(true);
    expect((await recipesOf(user, anthology.id)).total).toBe(1);
  });

  it(`holds at most ${ANTHOLOGY_RECIPES_MAX} recipes and writes nothing when refusing one more`, async () => {
    const user = await registerUser(t);
    const anthology = await create(user);
    const row = await recipeValues(t.db);
    const at = new Date().toISOString();
    const ids = await t.db
      .insertInto('recipes')
      .values(Array.from({ length: ANTHOLOGY_RECIPES_MAX }, (_, i) => ({ ...row, name: `bulk ${i}` })))
      .returning('id')
      .execute();
    await t.db
      .insertInto('anthology_recipes')
      .values(ids.map(({ id }) => ({ anthology_id: Number(anthology.id), recipe_id: id, created_at: at })))
      .execute();
    const extra = await buildRecipe(t.db);
    expect((await addRecipe(user, anthology.id, extra.id)).body).toEqual({
      code: 400,
      msg: `An anthology holds at most ${ANTHOLOGY_RECIPES_MAX} recipes`,
      data: null,
    });
    expect((await recipesOf(user, anthology.id)).total).toBe(ANTHOLOGY_RECIPES_MAX);
    expect(await collectCountOf(t.db, extra.id)).toBe(0);
    // Adding one it holds already is still fine.
    expect((await addRecipe(user, anthology.id, String(ids[0]!.id))).body.data.added).toBe(false);
  });

  itRejectsBodies(t, '/api/cook/addAnthologyRecipe', [
    [{ recipeId: '1' }, 'anthologyId', 'Anthology: This field is required'],
    [{ anthologyId: '1' }, 'recipeId', 'Recipe: This field is required'],
    [{ anthologyId: '1', recipeId: '0' }, 'recipeId', 'Recipe: This value is not valid'],
    [{ anthologyId: 1, recipeId: '1' }, 'anthologyId', 'Anthology: This value is not valid'],
  ]);

  it('rejects a page query without a collection or out of range', async () => {
    const user = await registerUser(t);
    const anthology = await create(user);
    expect((await get('/api/cook/qryAnthologyRecipe', user.token)).body).toEqual({
      code: 400,
      msg: 'Anthology: This field is required',
      data: { field: 'anthologyId' },
    });
    expect((await get('/api/cook/qryAnthologyRecipe', user.token, { anthologyId: anthology.id, size: '101' })).body.data).toEqual({
      field: 'size',
    });
    expect((await get('/api/cook/qryAnthologyRecipe', user.token, { anthologyId: '999999' })).body).toEqual({
      code: 404,
      msg: 'This anthology does not exist',
      data: { field: 'anthologyId' },
    });
  });
});

describe('delAnthologyRecipe', () => {
  it('removes recipes from a collection and lowers their collect count', async () => {
    const user = await registerUser(t);
    const anthology = await create(user);
    const a = await buildRecipe(t.db);
    const b = await buildRecipe(t.db);
    await addRecipe(user, anthology.id, a.id);
    await addRecipe(user, anthology.id, b.id);
    const res = await post('/api/cook/delAnthologyRecipe', { anthologyId: anthology.id, recipeIds: [a.id, '999999'] }, user.token);
    expect(res.body).toEqual({ code: 0, msg: 'success', data: { deleted: 1 } });
    expect((await recipesOf(user, anthology.id)).records.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect(await collectCountOf(t.db, a.id)).toBe(0);
    expect(await collectCountOf(t.db, b.id)).toBe(1);
    // Removing again changes nothing.
    expect((await post('/api/cook/delAnthologyRecipe', { anthologyId: anthology.id, recipeIds: [a.id] }, user.token)).body.data).toEqual({
      deleted: 0,
    });
    expect(await collectCountOf(t.db, a.id)).toBe(0);
  });

  itRejectsBodies(t, '/api/cook/delAnthologyRecipe', [
    [{ recipeIds: ['1'] }, 'anthologyId', 'Anthology: This field is required'],
    [{ anthologyId: '1' }, 'recipeIds', 'Recipes: This field is required'],
    [{ anthologyId: '1', recipeIds: [] }, 'recipeIds', 'Recipes: This field is required'],
    [{ anthologyId: '1', recipeIds: ['x'] }, 'recipeIds.0', 'Recipes: This value is not valid'],
  ]);
});

describe('delAnthology', () => {
  it('deletes collections with their memberships and lowers collect counts', async () => {
    const user = await registerUser(t);
    const first = await create(user, 'First');
    const second = await create(user, 'Second');
    const kept = await create(user, 'Kept');
    const recipe = await buildRecipe(t.db);
    for (const anthology of [first, second, kept]) await addRecipe(user, anthology.id, recipe.id);
    expect(await collectCountOf(t.db, recipe.id)).toBe(3);
    const res = await post('/api/cook/delAnthology', { ids: [first.id, second.id, '999999'] }, user.token);
    expect(res.body).toEqual({ code: 0, msg: 'success', data: { deleted: 2 } });
    expect((await list(user)).map((a) => a.anthologyName)).toEqual(['Kept']);
    expect(await collectCountOf(t.db, recipe.id)).toBe(1);
    const memberships = await t.db
      .selectFrom('anthology_recipes')
      .select('id')
      .where('anthology_id', 'in', [Number(first.id), Number(second.id)])
      .execute();
    expect(memberships).toEqual([]);
  });

  itRejectsBodies(t, '/api/cook/delAnthology', [
    [{}, 'ids', 'Selection: This field is required'],
    [{ ids: [] }, 'ids', 'Selection: This field is required'],
    [{ ids: ['x'] }, 'ids.0', 'Selection: This value is not valid'],
    [{ ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, 'ids', 'Selection: Must be at most 100'],
  ]);
});

describe('login', () => {
  itNeedsLogin(
    t,
    [
      ['GET', '/api/cook/qryAnthology'],
      ['POST', '/api/cook/addAnthology'],
      ['POST', '/api/cook/delAnthology'],
      ['GET', '/api/cook/qryAnthologyRecipe'],
      ['POST', '/api/cook/addAnthologyRecipe'],
      ['POST', '/api/cook/delAnthologyRecipe'],
    ],
    { body: { anthologyName: 'x', anthologyId: '1', recipeId: '1', recipeIds: ['1'], ids: ['1'] }, query: { anthologyId: '1' } },
  );
});

describe('ownership: user B never reads, changes or deletes the collections of user A', () => {
  it('keeps every call to the caller’s own collections, whatever ids or userId B sends', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const recipe = await buildRecipe(t.db);
    const other = await buildRecipe(t.db);
    const aAnthology = await create(a, 'A only');
    await addRecipe(a, aAnthology.id, recipe.id);
    const bAnthology = await create(b, 'B own');
    const notFound = (field: string) => ({ code: 404, msg: 'This anthology does not exist', data: { field } });

    // Reads: B sees B's only, also when naming A.
    const bList = (await get('/api/cook/qryAnthology', b.token, { userId: a.userInfo.id })).body.data;
    expect(bList.map((x: { id: string }) => x.id)).toEqual([bAnthology.id]);
    expect((await get('/api/cook/qryAnthologyRecipe', b.token, { anthologyId: aAnthology.id, userId: a.userInfo.id })).body).toEqual(
      notFound('anthologyId'),
    );

    // Writes on A's collection: not found, nothing changes.
    expect(
      (await post('/api/cook/addAnthology', { id: aAnthology.id, anthologyName: 'hacked', userId: a.userInfo.id }, b.token)).body,
    ).toEqual(notFound('id'));
    expect((await post('/api/cook/addAnthologyRecipe', { anthologyId: aAnthology.id, recipeId: other.id }, b.token)).body).toEqual(
      notFound('anthologyId'),
    );
    expect((await post('/api/cook/delAnthologyRecipe', { anthologyId: aAnthology.id, recipeIds: [recipe.id] }, b.token)).body).toEqual(
      notFound('anthologyId'),
    );
    // A's id mixed with B's own: only B's goes.
    expect(
      (await post('/api/cook/delAnthology', { ids: [aAnthology.id, bAnthology.id], userId: a.userInfo.id }, b.token)).body.data,
    ).toEqual({
      deleted: 1,
    });

    const aList = await list(a);
    expect(aList).toHaveLength(1);
    expect(aList[0]).toMatchObject({ id: aAnthology.id, anthologyName: 'A only', recipeCount: 1 });
    expect((await recipesOf(a, aAnthology.id)).records.map((r: { id: string }) => r.id)).toEqual([recipe.id]);
    expect(await collectCountOf(t.db, recipe.id)).toBe(1);
    expect(await collectCountOf(t.db, other.id)).toBe(0);
    expect(await list(b)).toEqual([]);
  });
});

describe('isCollected (for recipe detail)', () => {
  it('tells whether any collection of the user holds the recipe', async () => {
    const service = createAnthologyService({ db: t.db });
    const a = await registerUser(t);
    const b = await registerUser(t);
    const recipe = await buildRecipe(t.db);
    const anthology = await create(a);
    expect(await service.isCollected(Number(a.userInfo.id), Number(recipe.id))).toBe(false);
    await addRecipe(a, anthology.id, recipe.id);
    expect(await service.isCollected(Number(a.userInfo.id), Number(recipe.id))).toBe(true);
    expect(await service.isCollected(Number(b.userInfo.id), Number(recipe.id))).toBe(false);
  });
});
