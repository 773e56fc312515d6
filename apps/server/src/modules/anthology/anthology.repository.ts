import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { paginate, type PageRequest } from '../../lib/paging.js';

export interface AnthologyRow {
  id: number;
  user_id: number;
  name: string;
  cover: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The only SQL of collections. Reads and writes of a collection name its owner, so another user's id
 * matches nothing. recipes.collect_count (how many collections hold a recipe) moves with every
 * membership added or removed, in the caller's transaction.
 */
export function createAnthologyRepository(db: Db) {
  const owned = (userId: number) => db.selectFrom('anthologies').where('user_id', '=', userId);

  return {
    /** The user's collections, newest first. */
    listByUser(userId: number): Promise<AnthologyRow[]> {
      return owned(userId).selectAll().orderBy('id', 'desc').execute();
    },

    async countByUser(userId: number): Promise<number> {
      const row = await owned(userId)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findOwned(userId: number, id: number): Promise<AnthologyRow | undefined> {
      return owned(userId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(row: Omit<AnthologyRow, 'id'>): Promise<AnthologyRow> {
      return db.insertInto('anthologies').values(row).returningAll().executeTakeFirstOrThrow();
    },

    update(
      userId: number,
      id: number,
      changes: { name: string; cover?: string | null; updated_at: string },
    ): Promise<AnthologyRow | undefined> {
      return db
        .updateTable('anthologies')
        .set(changes)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Per collection: how many recipes it holds, and its newest membership whose recipe has a cover
     * (the fallback cover). One grouped query for any number of collections.
     */
    async stats(anthologyIds: readonly number[]) {
      if (anthologyIds.length === 0) return [];
      const rows = await db
        .selectFrom('anthology_recipes as ar')
        .innerJoin('recipes as r', 'r.id', 'ar.recipe_id')
        .select((eb) => [
          'ar.anthology_id',
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.max<number | null>(eb.case().when('r.cover', 'is not', null).then(eb.ref('ar.id')).end()).as('cover_entry'),
        ])
        .where('ar.anthology_id', 'in', anthologyIds)
        .groupBy('ar.anthology_id')
        .execute();
      return rows.map((row) => ({
        anthologyId: row.anthology_id,
        recipeCount: Number(row.n),
        coverEntry: row.cover_entry === null ? null : Number(row.cover_entry),
      }));
    },

    /** The recipe covers of the given memberships. */
    async coversOfEntries(entryIds: readonly number[]): Promise<Map<number, string | null>> {
      if (entryIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('anthology_recipes as ar')
        .innerJoin('recipes as r', 'r.id', 'ar.recipe_id')
        .select(['ar.id', 'r.cover'])
        .where('ar.id', 'in', entryIds)
        .execute();
      return new Map(rows.map((row) => [row.id, row.cover]));
    },

    /** Deletes the user's collections among ids with their memberships; answers the collections deleted and the recipes they held. */
    async deleteOwned(userId: number, ids: readonly number[]): Promise<{ deleted: number; recipeIds: number[] }> {
      const mine = owned(userId).select('id').where('id', 'in', ids);
      const memberships = await db.deleteFrom('anthology_recipes').where('anthology_id', 'in', mine).returning('recipe_id').execute();
      const result = await db.deleteFrom('anthologies').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
      return { deleted: Number(result.numDeletedRows), recipeIds: memberships.map((m) => m.recipe_id) };
    },

    async recipeCount(anthologyId: number): Promise<number> {
      const row = await db
        .selectFrom('anthology_recipes')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('anthology_id', '=', anthologyId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds a recipe unless the collection holds it already; answers whether it was added. */
    async addRecipe(anthologyId: number, recipeId: number, at: string): Promise<boolean> {
      const result = await db
        .insertInto('anthology_recipes')
        .values({ anthology_id: anthologyId, recipe_id: recipeId, created_at: at })
        .onConflict((oc) => oc.columns(['anthology_id', 'recipe_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Removes recipes from a collection; answers the recipes actually removed. */
    async removeRecipes(anthologyId: number, recipeIds: readonly number[]): Promise<number[]> {
      const rows = await db
        .deleteFrom('anthology_recipes')
        .where('anthology_id', '=', anthologyId)
        .where('recipe_id', 'in', recipeIds)
        .returning('recipe_id')
        .execute();
      return rows.map((row) => row.recipe_id);
    },

    /** A page of a collection's recipe ids, newest added first, and their total. */
    recipePage(anthologyId: number, request: PageRequest) {
      return paginate(db.selectFrom('anthology_recipes').where('anthology_id', '=', anthologyId), request, (query) =>
        query.select('recipe_id').orderBy('id', 'desc'),
      );
    },

    /**
     * Moves recipes.collect_count by a delta per recipe, in one statement (deltas are small integers
     * computed here, so they go into the SQL as literals; PostgreSQL could not type them as parameters
     * inside CASE).
     */
    async adjustCollectCounts(deltas: ReadonlyMap<number, number>): Promise<void> {
      const entries = [...deltas].filter(([, delta]) => delta !== 0);
      if (entries.length === 0) return;
      const change = sql<number>`case ${sql.ref('id')} ${sql.join(
        entries.map(([id, delta]) => sql`when ${id} then ${sql.lit(Math.trunc(delta))}`),
        sql` `,
      )} else 0 end`;
      await db
        .updateTable('recipes')
        .set((eb) => ({ collect_count: eb('collect_count', '+', change) }))
        .where(
          'id',
          'in',
          entries.map(([id]) => id),
        )
        .execute();
    },

    async collectCount(recipeId: number): Promise<number> {
      const row = await db.selectFrom('recipes').select('collect_count').where('id', '=', recipeId).executeTakeFirst();
      return row?.collect_count ?? 0;
    },

    /** Whether any collection of the user holds the recipe. */
    async isCollected(userId: number, recipeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('anthology_recipes as ar')
        .innerJoin('anthologies as a', 'a.id', 'ar.anthology_id')
        .select('ar.id')
        .where('ar.recipe_id', '=', recipeId)
        .where('a.user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AnthologyRepository = ReturnType<typeof createAnthologyRepository>;
