import { AUDIT_STATUS, TARGET_TYPE, weekStartOf } from '@chef/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecipeItemService } from '../../src/modules/recipe-item/recipe-item.service.js';
import { createRecipeRepository } from '../../src/modules/recipe/recipe.repository.js';
import { buildUser, recipeValues } from '../factories.js';
import { setupTestDb } from '../helper.js';
import { contentServices } from './content-services.js';

/**
 * The catalogue's rule (modules/catalogue/published.ts) in every module that shows recipes to others:
 * a recipe whose audit has not succeeded is nowhere public, while its author can still pick it.
 */
const t = setupTestDb();
let s: ReturnType<typeof contentServices>;
let author: Awaited<ReturnType<typeof buildUser>>;
let shown: { id: string };
let hidden: { id: string };

beforeAll(async () => {
  s = contentServices(t.db);
  author = await buildUser(t.db);
  const row = (name: string, audit_status: number) =>
    recipeValues(t.db, { name, audit_status, search_text: `${name} broth`, author_id: author.id, author_name: author.nickname });
  const rows = [await row('Published pumpkin', AUDIT_STATUS.succeeded), await row('Pending pumpkin', AUDIT_STATUS.underAudit)];
  // Through insertMany, which writes the search rows too.
  const [shownId, hiddenId] = await t.db.transaction().execute((trx) => createRecipeRepository(trx).insertMany(rows));
  shown = { id: String(shownId) };
  hidden = { id: String(hiddenId) };
  const week = weekStartOf(new Date().toISOString().slice(0, 10));
  await t.db
    .insertInto('week_selection')
    .values([
      { week_start: week, recipe_id: shownId!, sort: 1 },
      { week_start: week, recipe_id: hiddenId!, sort: 2 },
    ])
    .execute();
});

const ids = (records: { id: string }[]) => records.map((r) => r.id);

describe('the published rule', () => {
  it('lists and counts only published recipes', async () => {
    const page = await s.recipes.list({ current: 1, size: 10, sort: 'new' }, null, 'en-US');
    expect(ids(page.records)).toEqual([shown.id]);
    expect(page.total).toBe(1);
  });

  it('answers 404 for an unpublished detail', async () => {
    expect(JSON.parse(await s.recipes.detailJson(Number(shown.id), 'en-US', null)).name).toBe('Published pumpkin');
    await expect(s.recipes.detailJson(Number(hidden.id), 'en-US', null)).rejects.toMatchObject({ status: 404 });
    expect(await s.recipes.peek(Number(hidden.id))).toBeNull();
  });

  it('finds only published recipes by keyword', async () => {
    const found = await s.search.search({ keyword: 'pumpkin', type: 1, current: 1, size: 10 }, null, 'en-US');
    expect(ids(found.records)).toEqual([shown.id]);
    expect(found.total).toBe(1);
  });

  it('keeps unpublished recipes out of the weekly selection, home and items by id', async () => {
    expect(ids((await s.home.weekSelection(null, 'en-US')).records)).toEqual([shown.id]);
    const home = await s.home.home(null, [hidden.id, shown.id], null, 'en-US');
    expect(ids(home.recentlyViewed)).toEqual([shown.id]);
    expect(ids(home.weekPlan.records)).toEqual([shown.id]);
    expect(ids(home.mostPopular)).toEqual([shown.id]);
  });

  it('takes no rating or comment on an unpublished recipe', async () => {
    const user = await buildUser(t.db);
    await expect(s.ratings.rate(user.id, TARGET_TYPE.recipe, Number(hidden.id), 4)).rejects.toMatchObject({ status: 404 });
    await expect(s.comments.add(user, TARGET_TYPE.recipe, Number(hidden.id), 'Nice')).rejects.toMatchObject({ status: 404 });
    await expect(s.comments.page(TARGET_TYPE.recipe, Number(hidden.id), { current: 1, size: 10 }, null)).rejects.toMatchObject({
      status: 404,
    });
    expect((await s.ratings.rate(user.id, TARGET_TYPE.recipe, Number(shown.id), 4)).ratingCount).toBe(1);
  });

  it('lets the author pick their own unpublished recipe, and no one else', async () => {
    const items = createRecipeItemService(t.db);
    expect(await items.isVisible(Number(hidden.id), author.id)).toBe(true);
    expect(await items.isVisible(Number(hidden.id), (await buildUser(t.db)).id)).toBe(false);
  });
});
