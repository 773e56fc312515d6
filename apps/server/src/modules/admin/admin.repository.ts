import type { Db } from '../../db/index.js';

/** Staff accounts and their sessions: a table and tokens of their own, never mixed with users'. */
export function createAdminRepository(db: Db) {
  return {
    findStaffByEmail(email: string) {
      return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async anyStaff(): Promise<boolean> {
      return !!(await db.selectFrom('staff').select('id').limit(1).executeTakeFirst());
    },

    insertStaff(row: { email: string; password_hash: string; name: string; role: string; created_at: string }) {
      return db.insertInto('staff').values(row).execute();
    },

    insertToken(staffId: number, tokenHash: string, createdAt: string, expiresAt: string) {
      return db
        .insertInto('staff_tokens')
        .values({ staff_id: staffId, token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },

    findStaffByToken(tokenHash: string, at: string) {
      return db
        .selectFrom('staff_tokens')
        .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
        .selectAll('staff')
        .where('staff_tokens.token_hash', '=', tokenHash)
        .where('staff_tokens.expires_at', '>', at)
        .executeTakeFirst();
    },

    deleteToken(tokenHash: string) {
      return db.deleteFrom('staff_tokens').where('token_hash', '=', tokenHash).execute();
    },
  };
}
