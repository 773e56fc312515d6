import { describe, expect, it } from 'vitest';
import { createBasketService } from '../../src/modules/basket/basket.service.js';
import { buildBasket, buildRecipe, buildUser } from '../factories.js';
import { setupTestDb } from '../helper.js';

/** The shopping-list service on a real database, no HTTP: what it tells the hub, and when. */
const t = setupTestDb();

function withHub() {
  // Who each event went to: the owner's user room (and the list's members' room, issue 26).
  const events: [number | null, string, unknown][] = [];
  const baskets = createBasketService({
    db: t.db,
    hub: { emitTo: (target, event, arg) => void events.push([target.users?.[0] ?? null, event, arg]), closeRoom: () => {} },
  });
  return { baskets, events };
}

describe('basket service', () => {
  it('tells the owner’s tabs of every change, after it is stored, and of nothing refused', async () => {
    const { baskets, events } = withHub();
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db, { ingredients: JSON.stringify([{ name: 'Rice', value: 1, unit: 'kg' }]) });
    const { id } = await baskets.add(user.id, { name: 'Rice', recipeIds: [recipe.id] });
    const changed = [user.id, 'BasketChanged', { id }];
    expect(events).toEqual([changed]);

    const [item] = (await baskets.detail(user.id, id)).items;
    await baskets.updateItem(user.id, { basketId: id, id: item!.id, checked: true });
    await baskets.update(user.id, { id, name: 'Rice and more', items: [{ ...item!, checked: true }] });
    await baskets.add(user.id, { basketId: id, recipeIds: [recipe.id] });
    expect(events).toEqual([changed, changed, changed, changed]);

    await expect(baskets.update(user.id, { id, name: '', items: [] })).rejects.toMatchObject({ status: 400 });
    const other = await buildUser(t.db);
    await expect(baskets.updateItem(other.id, { basketId: id, id: item!.id, checked: false })).rejects.toMatchObject({ status: 404 });
    expect(await baskets.remove(other.id, [id])).toEqual({ deleted: 0 });
    expect(events).toHaveLength(4);

    expect(await baskets.remove(user.id, [id])).toEqual({ deleted: 1 });
    expect(events.at(-1)).toEqual(changed);
  });

  it('adds a recipe twice as twice the amounts, its portions summed on the list', async () => {
    const { baskets } = withHub();
    const user = await buildUser(t.db);
    const recipe = await buildRecipe(t.db, { portions: 2, ingredients: JSON.stringify([{ name: 'Tomatoes', value: 3, unit: 'pcs' }]) });
    const { id } = await baskets.add(user.id, { name: 'Salad', recipeIds: [recipe.id] });
    await baskets.add(user.id, { basketId: id, recipeIds: [recipe.id], portions: { [recipe.id]: 4 } });
    const detail = await baskets.detail(user.id, id);
    expect(detail.items).toEqual([expect.objectContaining({ name: 'Tomatoes', value: 9, unit: 'pcs', recipeIds: [recipe.id] })]);
    const link = await t.db.selectFrom('basket_recipes').select('portions').where('basket_id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(link.portions).toBe(6);
  });

  it('counts lists, items and ticks per list in its summaries', async () => {
    const { baskets } = withHub();
    const user = await buildUser(t.db);
    await buildBasket(t.db, user.id, { items: 3 });
    await buildBasket(t.db, user.id, { items: 2, item: { checked: 1 } });
    await buildBasket(t.db, user.id);
    const summaries = await baskets.list(user.id);
    expect(summaries.map(({ itemCount, checkedCount, recipeCount }) => [itemCount, checkedCount, recipeCount]).sort()).toEqual([
      [0, 0, 0],
      [2, 2, 0],
      [3, 0, 0],
    ]);
  });

  it('drops a deleted recipe from the list and from its lines', async () => {
    const { baskets } = withHub();
    const user = await buildUser(t.db);
    const a = await buildRecipe(t.db, { ingredients: JSON.stringify([{ name: 'Milk', value: 100, unit: 'ml' }]) });
    const b = await buildRecipe(t.db, { ingredients: JSON.stringify([{ name: 'milk', value: 1, unit: 'cup' }]) });
    const { id } = await baskets.add(user.id, { name: 'Milk', recipeIds: [a.id, b.id] });
    await t.db.deleteFrom('recipes').where('id', '=', Number(b.id)).execute();
    const detail = await baskets.detail(user.id, id);
    expect(detail.recipes.map((r) => r.id)).toEqual([a.id]);
    expect(detail.items).toEqual([expect.objectContaining({ value: 340, unit: 'ml', recipeIds: [a.id] })]);
  });
});
