import { TEMPERATURE_MAX_CELSIUS, weekStartOf, type AdminRecipeInput, type RecipeInput } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp } from './content-helper.js';
import { buildUser, recipeInput } from './factories.js';
import { call, freshIp, staffLoginOf, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';
import { NOWHERE, whereShown, type PublicReads } from './public-reads.js';

/**
 * Issue 29, the console's recipes through HTTP, with a user, a visitor, an admin and an editor:
 * unpublishing takes a recipe off every public read path at once (the walk of public-reads.ts, shared
 * with the private box) and tells its owner why; republishing puts it back; an editor edits a
 * published recipe in place under the users' rules, writes the team's own recipes (published without
 * audit) and deletes one for good. Runs on SQLite, and on PostgreSQL in the server-pg project.
 */

let t: TestApp;
let admin: string;
let editor: string;
let categoryId: string;

const EVERYWHERE: PublicReads = { detail: true, list: true, search: true, home: true, week: true, page: true, sitemap: true };

beforeAll(async () => {
  t = await buildContentApp();
  admin = (await staffLoginOf(t.app)).token;
  const added = await call(t.app, 'POST', '/api/admin/addStaff', {
    token: admin,
    body: { email: 'recipe-editor@example.com', name: 'Editor', password: 'staffpass9', roles: ['editor'] },
  });
  expect(added.body.code).toBe(0);
  const login = await call(t.app, 'POST', '/api/admin/login', {
    body: { email: 'recipe-editor@example.com', password: 'staffpass9' },
    ip: freshIp(),
  });
  editor = login.body.data.token as string;
  categoryId = String((await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string | undefined, query: Record<string, string>) =>
  call(t.app, 'GET', url, { ...(token ? { token } : {}), query });
const post = (url: string, body: unknown, token: string) => call(t.app, 'POST', url, { body, token });

const machineStep = { title: 'Cook', description: 'Stir', stepType: 2, temperature: 100, speed: 3, duration: 120, rotation: { type: 1 } };

async function cover(token: string): Promise<string> {
  const res = await upload(t.app, {
    token,
    folderName: 'recipe',
    file: { filename: 'c.png', contentType: 'image/png', data: await picture(40, 40) },
  });
  return res.body.data as string;
}

const recipeBody = (name: string, coverUrl: string): RecipeInput =>
  recipeInput({ cover: coverUrl, categoryId, steps: [machineStep] }, { name, ingredients: [{ name: 'Plum', value: 1000, unit: 'g' }] });

/** A user's recipe written in the portal and passed by the audit desk: public, with its search rows. */
async function publishedUserRecipe(name: string) {
  const owner = await buildUser(t.db);
  const sent = await post('/api/cook/addRecipe', recipeBody(name, await cover(owner.token)), owner.token);
  const id = sent.body.data.id as string;
  expect((await post('/api/admin/auditRecipe', { id, pass: true }, admin)).body.code).toBe(0);
  return { owner, id };
}

const lastMessage = (userId: number) =>
  t.db.selectFrom('messages').select(['title', 'content']).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
/** The console's recipe actions on one recipe (not the audit desk's verdict that published it). */
const logOf = (targetId: string) =>
  t.db
    .selectFrom('staff_actions')
    .select(['action', 'before', 'after'])
    .where('target_id', '=', targetId)
    .where('action', 'like', 'recipe.%')
    .where('action', '<>', 'recipe.audit')
    .orderBy('id')
    .execute();

describe('unpublishing', () => {
  it('unpublish removes a recipe from every public read path, tells its owner why, and republish puts it back', async () => {
    const NAME = 'Damson plum butter';
    const { owner, id } = await publishedUserRecipe(NAME);
    const recipe = { id, name: NAME, keyword: 'damson' };
    const monday = weekStartOf(new Date().toISOString().slice(0, 10));
    expect((await post('/api/admin/setWeekSelection', { week: monday, recipeIds: [id] }, admin)).body.code).toBe(0);
    // The walk sees it everywhere first: the same walk can fail.
    expect(await whereShown(t.app, recipe)).toEqual(EVERYWHERE);

    // A reason is required (the owner is told it).
    expect((await post('/api/admin/unpublishRecipe', { id, reason: ' ' }, editor)).body).toMatchObject({
      code: 400,
      data: { field: 'reason' },
    });
    const reason = 'The photo shows another dish';
    expect((await post('/api/admin/unpublishRecipe', { id, reason }, editor)).body).toEqual({ code: 0, msg: 'success', data: null });
    // At once, for visitors (whose answers are cached) and the owner alike.
    expect(await whereShown(t.app, recipe)).toEqual(NOWHERE);
    expect(await whereShown(t.app, recipe, owner.token)).toEqual(NOWHERE);
    expect(await lastMessage(owner.id)).toEqual({
      title: 'Your recipe was unpublished',
      content: `Your recipe “${NAME}” was taken down by our staff. Reason: ${reason}. You can change it and send it for audit again.`,
    });
    // The owner sees it as failed with the reason; the console as unpublished.
    const mine = (await get('/api/cook/qryMyRecipe', owner.token, { auditStatus: '2' })).body.data.records;
    expect(mine).toEqual([expect.objectContaining({ id, auditStatus: 2, auditReason: reason, isPublic: false })]);
    const listed = (await get('/api/admin/qryRecipe', editor, { keyword: 'damson', state: 'unpublished' })).body.data;
    expect(listed.records).toEqual([expect.objectContaining({ id, state: 'unpublished', reason, authorId: String(owner.id) })]);
    expect((await post('/api/admin/unpublishRecipe', { id, reason }, editor)).body).toMatchObject({ code: 409, data: { field: 'id' } });

    expect((await post('/api/admin/republishRecipe', { id }, editor)).body.code).toBe(0);
    expect(await whereShown(t.app, recipe)).toEqual(EVERYWHERE);
    expect((await lastMessage(owner.id))?.title).toBe('Your recipe is public again');
    expect((await post('/api/admin/republishRecipe', { id }, editor)).body).toMatchObject({ code: 409, data: { field: 'id' } });

    const log = await logOf(id);
    expect(log.map((r) => r.action)).toEqual(['recipe.unpublish', 'recipe.republish']);
    expect(JSON.parse(log[0]!.after!)).toEqual({ state: 'unpublished', reason });
  });

  it('leaves a recipe staff cannot republish once its author sends a change for audit', async () => {
    const { owner, id } = await publishedUserRecipe('Greengage jam');
    await post('/api/admin/unpublishRecipe', { id, reason: 'Wrong category' }, admin);
    // The author fixes it and sends it again: the audit desk decides now, not a republish.
    expect((await post('/api/cook/republishRecipe', { id }, owner.token)).body.code).toBe(0);
    expect((await post('/api/admin/republishRecipe', { id }, admin)).body).toMatchObject({ code: 409 });
    const listed = (await get('/api/admin/qryRecipe', admin, { keyword: id })).body.data.records;
    expect(listed).toEqual([expect.objectContaining({ id, state: 'waiting' })]);
  });
});

describe('editing and writing', () => {
  it('lets an editor fix a published recipe in place, with the users’ rules (machine steps included) and no audit', async () => {
    const { owner, id } = await publishedUserRecipe('Mirabelle tart wiht almonds');
    const detail = (await get('/api/admin/qryRecipeDetail', editor, { id })).body.data;
    expect(detail).toMatchObject({ id, name: 'Mirabelle tart wiht almonds', state: 'published', authorId: String(owner.id) });
    const body: AdminRecipeInput = {
      ...recipeBody('Mirabelle tart with almonds', detail.cover),
      id,
      steps: [{ ...machineStep, temperature: TEMPERATURE_MAX_CELSIUS + 1 }],
    };
    // The shared schema's limits: a step outside the machine's range is refused on its field.
    expect((await post('/api/admin/saveRecipe', body, editor)).body).toMatchObject({ code: 400, data: { field: 'steps.0.temperature' } });
    // A cover must be the staff member's own upload (or the one the recipe has).
    const theirs = await cover(owner.token);
    expect((await post('/api/admin/saveRecipe', { ...body, steps: [machineStep], cover: theirs }, editor)).body).toMatchObject({
      code: 400,
      data: { field: 'cover' },
    });

    expect((await post('/api/admin/saveRecipe', { ...body, steps: [machineStep] }, editor)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { id },
    });
    const shown = (await get('/api/cook/qryRecipeDetail', undefined, { id })).body.data;
    expect(shown.name).toBe('Mirabelle tart with almonds');
    expect(await whereShown(t.app, { id, name: 'Mirabelle tart with almonds', keyword: 'mirabelle' })).toMatchObject({
      detail: true,
      list: true,
      search: true,
      page: true,
    });
    expect((await get('/api/admin/qryRecipeDetail', editor, { id })).body.data.state).toBe('published');
    // Only what changed is in the staff log.
    const [edit] = await logOf(id);
    expect(edit).toMatchObject({ action: 'recipe.edit' });
    expect(JSON.parse(edit!.before!)).toEqual({ name: 'Mirabelle tart wiht almonds' });
    expect(JSON.parse(edit!.after!)).toEqual({ name: 'Mirabelle tart with almonds' });
  });

  it('lets an editor write a team recipe, published at once, and find it by name, author and state', async () => {
    const res = await post('/api/admin/saveRecipe', recipeBody('Team quince compote', await cover(editor)), editor);
    expect(res.body.code).toBe(0);
    const id = res.body.data.id as string;
    expect((await get('/api/cook/qryRecipeDetail', undefined, { id })).body.data).toMatchObject({
      name: 'Team quince compote',
      authorName: 'Chef Robot Kitchen',
    });
    const ids = async (query: Record<string, string>) =>
      ((await get('/api/admin/qryRecipe', editor, { size: '100', ...query })).body.data.records as { id: string }[]).map((r) => r.id);
    expect(await ids({ keyword: 'QUINCE compote' })).toEqual([id]);
    expect(await ids({ keyword: 'quince', author: 'team', state: 'published' })).toContain(id);
    expect(await ids({ keyword: 'quince', author: 'users' })).not.toContain(id);
    expect(await ids({ keyword: 'quince', state: 'waiting' })).not.toContain(id);
    // % and _ are literal.
    expect(await ids({ keyword: 'quince%' })).toEqual([]);
    expect((await logOf(id)).map((r) => r.action)).toEqual(['recipe.create']);
  });

  it('never shows staff a private recipe, and deletes one for good with the reason told to its owner', async () => {
    const owner = await buildUser(t.db);
    const saved = await post(
      '/api/cook/addRecipe',
      { ...recipeBody('Secret sloe gin', await cover(owner.token)), private: true },
      owner.token,
    );
    const hidden = saved.body.data.id as string;
    expect((await get('/api/admin/qryRecipeDetail', admin, { id: hidden })).body.code).toBe(404);
    expect((await get('/api/admin/qryRecipe', admin, { keyword: 'sloe' })).body.data.total).toBe(0);
    for (const url of ['/api/admin/unpublishRecipe', '/api/admin/delRecipe'])
      expect((await post(url, { id: hidden, reason: 'x' }, admin)).body.code).toBe(404);

    const { owner: author, id } = await publishedUserRecipe('Rowan jelly');
    expect((await post('/api/admin/delRecipe', { id }, admin)).body).toMatchObject({ code: 400, data: { field: 'reason' } });
    expect((await post('/api/admin/delRecipe', { id, reason: 'Copied from a book' }, admin)).body.code).toBe(0);
    expect(await whereShown(t.app, { id, name: 'Rowan jelly', keyword: 'rowan' })).toEqual(NOWHERE);
    expect(await t.db.selectFrom('recipes').select('id').where('id', '=', Number(id)).executeTakeFirst()).toBeUndefined();
    expect(await lastMessage(author.id)).toEqual({
      title: 'Your recipe was deleted',
      content: 'Your recipe “Rowan jelly” was deleted by our staff. Reason: Copied from a book.',
    });
    expect((await logOf(id)).map((r) => r.action)).toEqual(['recipe.delete']);
    expect((await post('/api/admin/delRecipe', { id, reason: 'again' }, admin)).body.code).toBe(404);
  });
});
