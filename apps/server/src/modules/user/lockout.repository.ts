import type { Db } from '../../db/index.js';

export type Realm = 'user' | 'staff';

/** Wrong passwords, one row each (table login_failures). */
export function createLockoutRepository(db: Db) {
  return {
    /** An account's wrong passwords since a time, newest first (bounded: the lockout stops them piling up). */
    failuresSince(realm: Realm, account: string, since: string) {
      return db
        .selectFrom('login_failures')
        .select(['ip', 'created_at'])
        .where('realm', '=', realm)
        .where('account', '=', account)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .execute();
    },

    async insert(realm: Realm, account: string, ip: string, at: string) {
      await db.insertInto('login_failures').values({ realm, account, ip, created_at: at }).execute();
    },

    async clearAddress(realm: Realm, account: string, ip: string) {
      await db.deleteFrom('login_failures').where('realm', '=', realm).where('account', '=', account).where('ip', '=', ip).execute();
    },

    async deleteBefore(at: string): Promise<number> {
      const result = await db.deleteFrom('login_failures').where('created_at', '<', at).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
