import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BasketItemTable, BasketTable } from '../../db/schema.js';
import { published } from '../catalogue/published.js';

export type BasketRow = Selectable<BasketTable>;
export type BasketItemRow = Selectable<BasketItemTable>;
export type NewBasketItem = Omit<Insertable<BasketItemTable>, 'id'>;
export type BasketItemChanges = Pick<Updateable<BasketItemTable>, 'name' | 'value' | 'unit' | 'checked' | 'recipe_ids' | 'updated_at'>;

/**
 * The only SQL of shopping lists. Every read and write of a list names its owner, and every item
 * statement names its list, so an id of someone else's list or item matches nothing.
 */
export function createBasketRepository(db: Db) {
  const owned = (userId: number) => db.selectFrom('baskets').where('user_id', '=', userId);
  const count = (n: string | number | bigint) => Number(n);

  return {
    /** The user's lists, most recently changed first. */
    listByUser(userId: number): Promise<BasketRow[]> {
      return owned(userId).selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    },

    async countByUser(userId: number): Promise<number> {
      const row = await owned(userId)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return count(row.n);
    },

    findOwned(userId: number, id: number): Promise<BasketRow | undefined> {
      return owned(userId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByShareToken(token: string): Promise<BasketRow | undefined> {
      return db.selectFrom('baskets').selectAll().where('share_token', '=', token).executeTakeFirst();
    },

    insert(row: Omit<Insertable<BasketTable>, 'id'>): Promise<BasketRow> {
      return db.insertInto('baskets').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async update(userId: number, id: number, changes: Pick<Updateable<BasketTable>, 'name' | 'share_token' | 'updated_at'>): Promise<void> {
      await db.updateTable('baskets').set(changes).where('id', '=', id).where('user_id', '=', userId).execute();
    },

    /** Deletes the user's lists among ids (items and recipe links go with them); answers the ids deleted. */
    async deleteOwned(userId: number, ids: readonly number[]): Promise<number[]> {
      const rows = await db.deleteFrom('baskets').where('user_id', '=', userId).where('id', 'in', ids).returning('id').execute();
      return rows.map((row) => row.id);
    },

    /** Per list: recipes, items and ticked items, in two grouped queries for any number of lists. */
    async stats(basketIds: readonly number[]) {
      const stats = new Map<number, { recipeCount: number; itemCount: number; checkedCount: number }>();
      if (basketIds.length === 0) return stats;
      for (const id of basketIds) stats.set(id, { recipeCount: 0, itemCount: 0, checkedCount: 0 });
      const [recipes, items] = await Promise.all([
        db
          .selectFrom('basket_recipes')
          .select((eb) => ['basket_id', eb.fn.countAll<string | number>().as('n')])
          .where('basket_id', 'in', basketIds)
          .groupBy('basket_id')
          .execute(),
        db
          .selectFrom('basket_items')
          .select((eb) => ['basket_id', eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number>('checked').as('checked')])
          .where('basket_id', 'in', basketIds)
          .groupBy('basket_id')
          .execute(),
      ]);
      for (const row of recipes) stats.get(row.basket_id)!.recipeCount = count(row.n);
      for (const row of items) Object.assign(stats.get(row.basket_id)!, { itemCount: count(row.n), checkedCount: count(row.checked ?? 0) });
      return stats;
    },

    /**
     * The recipes of a list, in the order they were added, with their names: those the viewer may see
     * (published, or the viewer's own; a visitor holding the share link, null, sees published ones only),
     * so a private recipe (issue 26) never shows by name or id to anyone but its owner.
     */
    recipesOf(basketId: number, viewerId: number | null) {
      return db
        .selectFrom('basket_recipes as br')
        .innerJoin('recipes as r', 'r.id', 'br.recipe_id')
        .select(['r.id', 'r.name'])
        .where('br.basket_id', '=', basketId)
        .where((eb) => (viewerId === null ? published('r') : eb.or([published('r'), eb('r.author_id', '=', viewerId)])))
        .orderBy('br.id')
        .execute();
    },

    /** Links recipes to a list; a recipe added again adds its portions to those it had. */
    async addRecipes(basketId: number, recipes: readonly { recipeId: number; portions: number }[], at: string): Promise<void> {
      if (recipes.length === 0) return;
      await db
        .insertInto('basket_recipes')
        .values(recipes.map((r) => ({ basket_id: basketId, recipe_id: r.recipeId, portions: r.portions, created_at: at })))
        .onConflict((oc) =>
          oc
            .columns(['basket_id', 'recipe_id'])
            .doUpdateSet((eb) => ({ portions: eb('basket_recipes.portions', '+', eb.ref('excluded.portions')) })),
        )
        .execute();
    },

    /**
     * The recipes a user may put on a list (published, or the user's own), with what a generation
     * needs. Others' unpublished recipes are absent, as if they did not exist.
     */
    recipesForBasket(ids: readonly number[], userId: number) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('recipes')
        .select(['id', 'portions', 'ingredients'])
        .where('id', 'in', ids)
        .where((eb) => eb.or([published(), eb('recipes.author_id', '=', userId)]))
        .execute();
    },

    items(basketId: number): Promise<BasketItemRow[]> {
      return db.selectFrom('basket_items').selectAll().where('basket_id', '=', basketId).orderBy('id').execute();
    },

    findItem(basketId: number, id: number): Promise<BasketItemRow | undefined> {
      return db.selectFrom('basket_items').selectAll().where('basket_id', '=', basketId).where('id', '=', id).executeTakeFirst();
    },

    async insertItems(rows: readonly NewBasketItem[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insertInto('basket_items')
          .values([...rows])
          .execute();
    },

    /** Changes only the given columns of one item of the list, so concurrent changes of other columns or items survive. */
    updateItem(basketId: number, id: number, changes: BasketItemChanges): Promise<BasketItemRow | undefined> {
      return db
        .updateTable('basket_items')
        .set(changes)
        .where('basket_id', '=', basketId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async deleteItems(basketId: number, ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('basket_items').where('basket_id', '=', basketId).where('id', 'in', ids).execute();
    },

    async itemCount(basketId: number): Promise<number> {
      const row = await db
        .selectFrom('basket_items')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('basket_id', '=', basketId)
        .executeTakeFirstOrThrow();
      return count(row.n);
    },
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
