import type { Db } from '../../db/index.js';

export type OwnerKind = 'user' | 'staff';

/** Uploaded pictures and their owners (table uploads). */
export function createUploadRepository(db: Db) {
  return {
    async insert(key: string, ownerKind: OwnerKind, ownerId: number, at: string) {
      await db.insertInto('uploads').values({ key, owner_kind: ownerKind, owner_id: ownerId, created_at: at, used_at: null }).execute();
    },

    find(key: string) {
      return db.selectFrom('uploads').select(['id', 'owner_kind', 'owner_id', 'used_at']).where('key', '=', key).executeTakeFirst();
    },

    /** Marks a picture used; false when the row is gone (swept a moment ago). */
    async markUsed(id: number, at: string): Promise<boolean> {
      const result = await db.updateTable('uploads').set({ used_at: at }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Removes the rows of pictures never used and uploaded before `before`, answering their keys. One
     * statement: a picture used at the same moment keeps its row and its files.
     */
    async deleteUnused(before: string): Promise<string[]> {
      const rows = await db.deleteFrom('uploads').where('used_at', 'is', null).where('created_at', '<', before).returning('key').execute();
      return rows.map((row) => row.key);
    },
  };
}
