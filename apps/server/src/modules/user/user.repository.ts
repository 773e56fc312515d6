import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { UserTable } from '../../db/schema.js';

export type UserRow = Selectable<UserTable>;

/** The only place that writes SQL for accounts, sessions and verification codes. */
export function createUserRepository(db: Db) {
  return {
    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByAccount(kind: 'mobile' | 'email', value: string) {
      return db.selectFrom('users').selectAll().where(kind, '=', value).executeTakeFirst();
    },

    async insert(user: Omit<UserRow, 'id' | 'disabled_at'>): Promise<UserRow> {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, changes: Partial<Omit<UserRow, 'id' | 'created_at'>>): Promise<UserRow> {
      return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    insertToken(userId: number, tokenHash: string, createdAt: string, expiresAt: string) {
      return db
        .insertInto('user_tokens')
        .values({ user_id: userId, token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },

    /**
     * The user behind a live token, in one query: every authenticated request runs it. A disabled
     * account has no tokens left (disabling deletes them); it is refused here too, should one remain.
     */
    findUserByToken(tokenHash: string, at: string) {
      return db
        .selectFrom('user_tokens')
        .innerJoin('users', 'users.id', 'user_tokens.user_id')
        .selectAll('users')
        .where('user_tokens.token_hash', '=', tokenHash)
        .where('user_tokens.expires_at', '>', at)
        .where('users.disabled_at', 'is', null)
        .executeTakeFirst();
    },

    /** The user was active on a UTC day (the console's chart); a second write of the same day changes nothing. */
    async recordActivity(userId: number, day: string): Promise<void> {
      await db
        .insertInto('user_activity')
        .values({ user_id: userId, day })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .execute();
    },

    deleteToken(tokenHash: string) {
      return db.deleteFrom('user_tokens').where('token_hash', '=', tokenHash).execute();
    },

    /** Every token of the user, or every one but the token kept (a password change keeps its own session). */
    deleteTokensOfUser(userId: number, keepTokenHash?: string) {
      let query = db.deleteFrom('user_tokens').where('user_id', '=', userId);
      if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
      return query.execute();
    },

    async insertCode(row: {
      account: string;
      scene: string;
      code_hash: string;
      ip: string | null;
      created_at: string;
      expires_at: string;
    }): Promise<number> {
      const inserted = await db.insertInto('verification_codes').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    deleteCode(id: number) {
      return db.deleteFrom('verification_codes').where('id', '=', id).execute();
    },

    /** Codes sent to an account since a moment, newest first: the resend and daily limits. */
    /** Codes sent to the account since a time; only those asked for from `ip` when it is given. */
    async codesSentSince(
      account: string,
      since: string,
      ip?: string | null,
    ): Promise<{ count: number; earliest: string | null; latest: string | null }> {
      let query = db
        .selectFrom('verification_codes')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('count'),
          eb.fn.min('created_at').as('earliest'),
          eb.fn.max('created_at').as('latest'),
        ])
        .where('account', '=', account)
        .where('created_at', '>=', since);
      if (ip !== undefined) query = ip === null ? query.where('ip', 'is', null) : query.where('ip', '=', ip);
      const row = await query.executeTakeFirstOrThrow();
      return { count: Number(row.count), earliest: row.earliest ?? null, latest: row.latest ?? null };
    },

    /** The newest code sent for this account and scene; older ones die when a new one is sent. */
    latestCode(account: string, scene: string) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('account', '=', account)
        .where('scene', '=', scene)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Counts a wrong try; false when the code already had its last try (a concurrent guess took it). */
    async countWrongTry(id: number, maxTries: number): Promise<boolean> {
      const result = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxTries)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks a code used, once: two requests racing with the same code cannot both win. */
    async consumeCode(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('verification_codes')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
