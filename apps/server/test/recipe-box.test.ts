import type { RecipeInput } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp } from './content-helper.js';
import { buildRecipe, buildUser, recipeInput } from './factories.js';
import { call, staffLoginOf, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';
import { NOWHERE, whereShown } from './public-reads.js';

/**
 * Issue 26, the private recipe box through HTTP, with two users and a visitor: a private recipe is its
 * owner's alone on every read path (lists, detail, search, home, shares, the basket's share link,
 * others' collections and week, the audit desk, the console), usable by its owner everywhere they use
 * recipes, and sent for audit only by "Publish" (an imported one with the author's word). addRecipe
 * without `private` keeps its meaning. Runs on SQLite, and on PostgreSQL in the server-pg project.
 */

type User = { id: number; token: string };

let t: TestApp;
let staffToken: string;
let categoryId: string;

beforeAll(async () => {
  t = await buildContentApp();
  staffToken = (await staffLoginOf(t.app)).token;
  categoryId = String((await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string, query?: Record<string, string>) =>
  call(t.app, 'GET', url, { ...(token ? { token } : {}), ...(query ? { query } : {}) });
const post = (url: string, body: unknown, token?: string) => call(t.app, 'POST', url, { body, ...(token ? { token } : {}) });

const NAME = 'Grandmother quince paste';
const step = { title: 'Cook', description: 'Stir', stepType: 2, temperature: 100, speed: 3, duration: 120, rotation: { type: 1 } };

async function body(user: User, overrides: Partial<RecipeInput> = {}): Promise<RecipeInput> {
  const cover = await upload(t.app, {
    token: user.token,
    folderName: 'recipe',
    file: { filename: 'c.png', contentType: 'image/png', data: await picture(40, 40) },
  });
  return recipeInput(
    { cover: cover.body.data as string, categoryId, steps: [step] },
    { name: NAME, ingredients: [{ name: 'Quince', value: 1000, unit: 'g' }], ...overrides },
  );
}

async function savePrivately(user: User, overrides: Partial<RecipeInput> = {}): Promise<string> {
  const res = await post('/api/cook/addRecipe', await body(user, { private: true, ...overrides }), user.token);
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data.id as string;
}

/** A day the week accepts (today or later, within its horizon), and the week that starts on it. */
const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

const ids = (records: { id: string }[]) => records.map((r) => r.id);
const myBox = async (user: User) => (await get('/api/cook/qryMyRecipe', user.token, { auditStatus: '0', withPrivate: 'true' })).body.data;

describe('the private box', () => {
  it('keeps a private recipe out of every read path of others and visitors', async () => {
    const owner = await buildUser(t.db);
    const other = await buildUser(t.db);
    const id = await savePrivately(owner);
    const row = await t.db
      .selectFrom('recipes')
      .select(['audit_status', 'submitted_at'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ audit_status: 0, submitted_at: null });

    // Every public read path (public-reads.ts: detail, lists, search, home, the weekly selection, the
    // server-rendered page, the sitemap): not for the owner either (they are public pages; the owner's
    // own view is their box), and a refusal is never cached publicly.
    expect((await get('/api/cook/qryRecipeDetail', undefined, { id })).body.code).toBe(404);
    for (const token of [undefined, other.token, owner.token]) {
      expect(await whereShown(t.app, { id, name: NAME, keyword: 'quince' }, token)).toEqual(NOWHERE);
    }
    // Sharing the recipe itself is for public recipes only.
    expect((await post('/api/cook/shareRecipe', { recipeId: id }, owner.token)).body.code).toBe(404);

    // Another user cannot read it as theirs, nor collect, plan, list or publish it.
    expect((await get('/api/cook/qryMyRecipeDetail', other.token, { id })).body.code).toBe(404);
    expect((await post('/api/cook/publishRecipe', { id }, other.token)).body.code).toBe(404);
    const theirs = (await post('/api/cook/addAnthology', { anthologyName: 'Mine' }, other.token)).body.data.id as string;
    expect((await post('/api/cook/addAnthologyRecipe', { anthologyId: theirs, recipeId: id }, other.token)).body.code).toBe(404);
    expect((await post('/api/cook/addMyWeek', { recipeId: id, date: soon }, other.token)).body.code).toBe(404);
    const basket = await post('/api/basket/addBasket', { name: 'Shop', recipeIds: [id] }, other.token);
    expect(basket.body.code).not.toBe(0);

    // Staff: neither the audit desk nor the console's page of the user shows it.
    const queue = (await get('/api/admin/qryAuditRecipe', staffToken, { size: '100' })).body.data;
    expect(ids(queue.records)).not.toContain(id);
    const deskDetail = (await get('/api/admin/qryAuditRecipeDetail', staffToken, { id })).body;
    expect(deskDetail.code).toBe(409);
    expect(JSON.stringify(deskDetail)).not.toContain(NAME);
    // Nor can staff pass it into the catalogue.
    expect((await post('/api/admin/auditRecipe', { id, pass: true }, staffToken)).body.code).toBe(409);
    expect((await get('/api/cook/qryRecipeDetail', undefined, { id })).body.code).toBe(404);
    const person = (await get('/api/admin/qryUserDetail', staffToken, { id: String(owner.id) })).body.data;
    expect(ids(person.recipes)).not.toContain(id);
  });

  it('is the owner’s to use everywhere: box, collections, week, basket; the share link leaves it out', async () => {
    const owner = await buildUser(t.db);
    const id = await savePrivately(owner);
    const box = await myBox(owner);
    expect(box.records).toEqual([expect.objectContaining({ id, auditStatus: 0, isPublic: false, sourceUrl: null })]);
    // The spec's My Post tabs (no withPrivate) are unchanged: a private recipe is in none of them.
    for (const auditStatus of ['0', '1', '2', '3']) {
      expect((await get('/api/cook/qryMyRecipe', owner.token, { auditStatus })).body.data.total).toBe(0);
    }
    expect((await get('/api/cook/qryMyRecipeDetail', owner.token, { id })).body.data).toMatchObject({ id, auditStatus: 0 });

    const anthologyId = (await post('/api/cook/addAnthology', { anthologyName: 'Keep' }, owner.token)).body.data.id as string;
    expect((await post('/api/cook/addAnthologyRecipe', { anthologyId, recipeId: id }, owner.token)).body.code).toBe(0);
    expect(ids((await get('/api/cook/qryAnthologyRecipe', owner.token, { anthologyId })).body.data.records)).toEqual([id]);
    expect((await post('/api/cook/addMyWeek', { recipeId: id, date: soon }, owner.token)).body.code).toBe(0);
    const week = (await get('/api/cook/qryMyWeek', owner.token, { startDate: soon })).body.data as {
      records: { recipe: { id: string } }[];
    }[];
    expect(week.flatMap((d) => d.records.map((r) => r.recipe.id))).toEqual([id]);

    const basketId = (await post('/api/basket/addBasket', { name: 'Shop', recipeIds: [id] }, owner.token)).body.data.id as string;
    const mine = (await get('/api/basket/qryBasketDetail', owner.token, { id: basketId })).body.data;
    expect(mine.recipes).toEqual([{ id, name: NAME }]);
    expect(mine.items.map((i: { name: string }) => i.name)).toEqual(['Quince']);
    const token = (await post('/api/basket/shareBasket', { id: basketId }, owner.token)).body.data.shareToken as string;
    const shared = (await get('/api/basket/qrySharedBasket', undefined, { token })).body.data;
    // The list's lines are what was shared; the private recipe behind them is not named.
    expect(shared.recipes).toEqual([]);
    expect(shared.items.map((i: { name: string; recipeIds: string[] }) => [i.name, i.recipeIds])).toEqual([['Quince', []]]);

    // A household member of the list (issue 26) edits its lines but never sees the owner's private recipe.
    const member = await buildUser(t.db);
    const link = (await post('/api/basket/inviteBasketLink', { id: basketId }, owner.token)).body.data.token as string;
    expect((await post('/api/basket/joinBasket', { token: link }, member.token)).body.code).toBe(0);
    const theirs = (await get('/api/basket/qryBasketDetail', member.token, { id: basketId })).body.data;
    expect(theirs.recipes).toEqual([]);
    expect(theirs.items.map((i: { name: string; recipeIds: string[] }) => [i.name, i.recipeIds])).toEqual([['Quince', []]]);
    expect(JSON.stringify(theirs)).not.toContain(NAME);
  });
});

describe('publishing from the box', () => {
  it('sends a written private recipe for audit with Publish; then it is on the desk and in the tabs', async () => {
    const owner = await buildUser(t.db);
    const id = await savePrivately(owner);
    expect((await post('/api/cook/publishRecipe', { id }, owner.token)).body).toEqual({ code: 0, msg: 'success', data: null });
    expect((await get('/api/cook/qryMyRecipe', owner.token, { auditStatus: '1' })).body.data.records).toEqual([
      expect.objectContaining({ id, auditStatus: 1 }),
    ]);
    expect(ids((await get('/api/admin/qryAuditRecipe', staffToken, { size: '100' })).body.data.records)).toContain(id);
    // Publish is for private recipes only.
    expect((await post('/api/cook/publishRecipe', { id }, owner.token)).body).toMatchObject({ code: 400, data: { field: 'id' } });
    // Once sent, private: true takes it back from audit; once published it cannot go back.
    expect((await post('/api/cook/addRecipe', await body(owner, { id, private: true }), owner.token)).body.code).toBe(0);
    expect((await myBox(owner)).records[0]).toMatchObject({ id, auditStatus: 0 });
    await post('/api/cook/publishRecipe', { id }, owner.token);
    expect((await post('/api/admin/auditRecipe', { id, pass: true }, staffToken)).body.code).toBe(0);
    expect((await get('/api/cook/qryRecipeDetail', undefined, { id })).body.code).toBe(0);
    expect((await post('/api/cook/addRecipe', await body(owner, { id, private: true }), owner.token)).body).toMatchObject({
      code: 400,
      data: { field: 'private' },
    });
  });

  it('keeps an imported recipe’s source link and publishes it only with the author’s word', async () => {
    const owner = await buildUser(t.db);
    const sourceUrl = 'https://blog.example.com/quince';
    const id = await savePrivately(owner, { sourceUrl });
    expect((await get('/api/cook/qryMyRecipeDetail', owner.token, { id })).body.data.sourceUrl).toBe(sourceUrl);
    const refused = await post('/api/cook/publishRecipe', { id }, owner.token);
    expect(refused.body).toEqual({ code: 400, msg: expect.any(String), data: { field: 'ownText' } });
    const zh = await call(t.app, 'POST', '/api/cook/publishRecipe', { body: { id }, token: owner.token, lang: 'zh-CN' });
    expect(zh.body.msg).not.toBe(refused.body.msg);
    expect((await myBox(owner)).records[0].auditStatus).toBe(0);
    expect((await post('/api/cook/publishRecipe', { id, ownText: true }, owner.token)).body.code).toBe(0);
    // addRecipe straight to audit with a source link asks for the same word; without a link, as ever.
    const direct = await post('/api/cook/addRecipe', await body(owner, { sourceUrl }), owner.token);
    expect(direct.body).toMatchObject({ code: 400, data: { field: 'ownText' } });
    expect((await post('/api/cook/addRecipe', await body(owner, { sourceUrl, ownText: true }), owner.token)).body.code).toBe(0);
    expect((await post('/api/cook/addRecipe', await body(owner), owner.token)).body.code).toBe(0);
  });
});

describe('copy to adapt', () => {
  it('copies a published recipe into the caller’s private box, linking to the original; the copy is theirs alone', async () => {
    const owner = await buildUser(t.db);
    const other = await buildUser(t.db);
    const original = await buildRecipe(t.db, {
      name: 'Harbour fish stew',
      ingredients: JSON.stringify([{ name: 'Cod', value: 500, unit: 'g' }]),
    });
    const copied = await post('/api/cook/copyRecipe', { id: original.id }, owner.token);
    expect(copied.body).toMatchObject({ code: 0 });
    const id = copied.body.data.id as string;
    expect(id).not.toBe(original.id);
    const mine = (await get('/api/cook/qryMyRecipeDetail', owner.token, { id })).body.data;
    expect(mine).toMatchObject({
      id,
      name: 'Harbour fish stew',
      auditStatus: 0,
      sourceUrl: `https://chef.example.com/home/recipeDetail/${original.id}`,
      ingredients: [{ name: 'Cod', value: 500, unit: 'g' }],
    });
    expect(ids((await myBox(owner)).records)).toEqual([id]);

    // Editable in the editor, kept private; publishing it asks for the author's word, as an import does.
    const edited = await post(
      '/api/cook/addRecipe',
      await body(owner, { id, private: true, name: 'My fish stew', cover: mine.cover }),
      owner.token,
    );
    expect(edited.body).toMatchObject({ code: 0, data: { id } });
    expect((await post('/api/cook/publishRecipe', { id }, owner.token)).body).toMatchObject({ code: 400, data: { field: 'ownText' } });
    // The original is untouched and the copy is nobody else's to see.
    expect((await get('/api/cook/qryRecipeDetail', undefined, { id: original.id })).body.data.name).toBe('Harbour fish stew');
    for (const token of [undefined, other.token]) expect((await get('/api/cook/qryRecipeDetail', token, { id })).body.code).toBe(404);
    expect((await get('/api/cook/qryMyRecipeDetail', other.token, { id })).body.code).toBe(404);

    // Only a published recipe can be copied: not a private one (someone else's or one's own), not an unknown id.
    for (const [token, target] of [
      [other.token, id],
      [owner.token, id],
      [owner.token, '999999'],
    ] as const) {
      expect((await post('/api/cook/copyRecipe', { id: target }, token)).body).toMatchObject({ code: 404, data: { field: 'id' } });
    }
    expect((await post('/api/cook/copyRecipe', { id: original.id })).body.code).toBe(401);
  });
});
