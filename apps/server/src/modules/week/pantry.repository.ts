import type { Db } from '../../db/index.js';

/** The pantry's SQL: every read and write names the owner. */
export function createPantryRepository(db: Db) {
  return {
    /** The user's pantry by name. */
    list(userId: number): Promise<{ id: number; name: string; name_key: string }[]> {
      return db
        .selectFrom('pantry_items')
        .select(['id', 'name', 'name_key'])
        .where('user_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('pantry_items')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findByKey(userId: number, key: string): Promise<{ id: number; name: string } | undefined> {
      return db
        .selectFrom('pantry_items')
        .select(['id', 'name'])
        .where('user_id', '=', userId)
        .where('name_key', '=', key)
        .executeTakeFirst();
    },

    /** undefined when the key is in the pantry already (a concurrent add). */
    async insert(row: { user_id: number; name: string; name_key: string; created_at: string }): Promise<number | undefined> {
      const inserted = await db
        .insertInto('pantry_items')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'name_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    async deleteOwned(userId: number, ids: readonly number[]): Promise<number> {
      const result = await db.deleteFrom('pantry_items').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
