import { AUDIT_STATUS, TARGET_TYPE, addDays, weekStartOf } from '@chef/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAnthologyService } from '../../src/modules/anthology/anthology.service.js';
import { createWeekService } from '../../src/modules/week/week.service.js';
import { buildAnthology, buildComment, buildRating, buildRecipe, buildUser, collectCountOf } from '../factories.js';
import { setupTestDb } from '../helper.js';
import { contentServices } from './content-services.js';

/** Collections, the weekly plan, ratings and comments as services on a real database, no HTTP. */
const t = setupTestDb();
const now = new Date('2026-12-02T10:00:00Z');
const today = now.toISOString().slice(0, 10);
let anthologies: ReturnType<typeof createAnthologyService>;
let week: ReturnType<typeof createWeekService>;
let s: ReturnType<typeof contentServices>;

beforeAll(() => {
  anthologies = createAnthologyService({ db: t.db, clock: () => now });
  week = createWeekService({ db: t.db, clock: () => now });
  s = contentServices(t.db);
});

describe('anthology service', () => {
  it('pages a collection newest added first, with its total', async () => {
    const user = await buildUser(t.db);
    const recipes = [await buildRecipe(t.db), await buildRecipe(t.db), await buildRecipe(t.db)];
    const anthology = await buildAnthology(
      t.db,
      user.id,
      recipes.map((r) => r.id),
    );
    const page = await anthologies.recipes(user.id, String(anthology.id), { current: 1, size: 2 }, 'en-US');
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.id)).toEqual([recipes[2]!.id, recipes[1]!.id]);
  });

  it('adds a recipe once however often it is added, counting it on the recipe once', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    const anthology = await buildAnthology(t.db, user.id);
    expect(await anthologies.addRecipe(user.id, String(anthology.id), recipe.id)).toMatchObject({ added: true, collectCount: 1 });
    expect(await anthologies.addRecipe(user.id, String(anthology.id), recipe.id)).toMatchObject({ added: false, collectCount: 1 });
    expect(await collectCountOf(t.db, recipe.id)).toBe(1);
  });

  it('takes the caller’s own recipe under audit, not another user’s', async () => {
    const user = await buildUser(t.db);
    const anthology = await buildAnthology(t.db, user.id);
    const own = await buildRecipe(t.db, { author_id: user.id, audit_status: AUDIT_STATUS.underAudit });
    const others = await buildRecipe(t.db, { author_id: (await buildUser(t.db)).id, audit_status: AUDIT_STATUS.underAudit });
    expect((await anthologies.addRecipe(user.id, String(anthology.id), own.id)).added).toBe(true);
    await expect(anthologies.addRecipe(user.id, String(anthology.id), others.id)).rejects.toMatchObject({ status: 404 });
  });

  it('gives back the collect counts of a deleted collection, and treats another user’s as not found', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    const anthology = await buildAnthology(t.db, user.id, [recipe.id]);
    expect(await collectCountOf(t.db, recipe.id)).toBe(1);
    await expect(
      anthologies.recipes((await buildUser(t.db)).id, String(anthology.id), { current: 1, size: 10 }, 'en-US'),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await anthologies.remove(user.id, [String(anthology.id)])).toEqual({ deleted: 1 });
    expect(await collectCountOf(t.db, recipe.id)).toBe(0);
  });
});

describe('week service', () => {
  it('plans a recipe for a day once and shows it in that day of the week', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    const first = await week.add(user.id, recipe.id, today);
    expect(await week.add(user.id, recipe.id, today)).toEqual(first);
    const days = await week.week(user.id, weekStartOf(today), 'en-US');
    expect(days).toHaveLength(7);
    expect(days.find((d) => d.date === today)!.records.map((r) => r.recipe.id)).toEqual([recipe.id]);
    expect((await week.planForWeek(user.id, weekStartOf(today))).map((r) => r.id)).toEqual([recipe.id]);
  });

  it('refuses a day in the past', async () => {
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db);
    await expect(week.add(user.id, recipe.id, addDays(today, -2))).rejects.toMatchObject({ status: 400, field: 'date' });
  });
});

describe('rating and comment services', () => {
  it('replaces a user’s score and keeps the aggregates in step', async () => {
    const recipe = await buildRecipe(t.db);
    await buildRating(t.db, (await buildUser(t.db)).id, recipe.id, 2);
    const user = await buildUser(t.db);
    expect(await s.ratings.rate(user.id, TARGET_TYPE.recipe, Number(recipe.id), 5)).toEqual({ rating: 3.5, ratingCount: 2, myRating: 5 });
    expect(await s.ratings.rate(user.id, TARGET_TYPE.recipe, Number(recipe.id), 4)).toEqual({ rating: 3, ratingCount: 2, myRating: 4 });
  });

  it('pages comments newest first, telling the caller which are theirs', async () => {
    const recipe = await buildRecipe(t.db);
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    await buildComment(t.db, a.id, recipe.id, { content: 'first' });
    await buildComment(t.db, b.id, recipe.id, { content: 'second' });
    await buildComment(t.db, a.id, recipe.id, { content: 'third' });
    const page = await s.comments.page(TARGET_TYPE.recipe, Number(recipe.id), { current: 1, size: 2 }, a.id);
    expect(page.total).toBe(3);
    expect(page.records.map((c) => [c.content, c.isMine])).toEqual([
      ['third', true],
      ['second', false],
    ]);
  });

  it('deletes only the caller’s own comment', async () => {
    const recipe = await buildRecipe(t.db);
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const comment = await buildComment(t.db, a.id, recipe.id);
    await expect(s.comments.remove(b.id, comment.id)).rejects.toMatchObject({ status: 403 });
    await s.comments.remove(a.id, comment.id);
    expect((await s.comments.page(TARGET_TYPE.recipe, Number(recipe.id), { current: 1, size: 10 }, null)).total).toBe(0);
  });
});
