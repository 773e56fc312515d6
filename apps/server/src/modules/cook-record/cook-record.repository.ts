import type { Db } from '../../db/index.js';
import { paginate, type PageRequest } from '../../lib/paging.js';

/** cook_records.source (free text since 0004): 'web' ("I cooked this"), 'device' (the appliance), 'cookMode' (the browser's cook mode). */
export type StoredCookSource = 'web' | 'device' | 'cookMode';

/** The only SQL of cooking history. Every read and write names the owner, so others' records match nothing. */
export function createCookRecordRepository(db: Db) {
  const mine = (userId: number) => db.selectFrom('cook_records').where('user_id', '=', userId);

  return {
    /** A page of the user's records, newest first, and their total. */
    page(userId: number, request: PageRequest) {
      return paginate(mine(userId), request, (query) => query.select(['id', 'recipe_id', 'cooked_at', 'source']).orderBy('id', 'desc'));
    },

    async insert(row: { user_id: number; recipe_id: number; source: StoredCookSource; cooked_at: string }): Promise<number> {
      const inserted = await db.insertInto('cook_records').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async deleteOwned(userId: number, ids: readonly number[]): Promise<number> {
      const result = await db.deleteFrom('cook_records').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CookRecordRepository = ReturnType<typeof createCookRecordRepository>;
