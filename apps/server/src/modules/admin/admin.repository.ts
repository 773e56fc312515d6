import type { Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { StaffTable } from '../../db/schema.js';

/** Staff accounts and their sessions: a table and tokens of their own, never mixed with users'. */
export function createAdminRepository(db: Db) {
  return {
    findStaffByEmail(email: string) {
      return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findStaffById(id: number) {
      return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
    },

    listStaff() {
      return db.selectFrom('staff').selectAll().orderBy('id').execute();
    },

    async anyStaff(): Promise<boolean> {
      return !!(await db.selectFrom('staff').select('id').limit(1).executeTakeFirst());
    },

    async insertStaff(row: { email: string; password_hash: string; name: string; roles: string; created_at: string }): Promise<number> {
      const inserted = await db.insertInto('staff').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    updateStaff(id: number, values: Updateable<StaffTable>) {
      return db.updateTable('staff').set(values).where('id', '=', id).execute();
    },

    deleteStaff(id: number) {
      return db.deleteFrom('staff').where('id', '=', id).execute();
    },

    /** Active admins other than this one: the last admin cannot be disabled, demoted or removed. */
    async otherActiveAdmins(id: number): Promise<number> {
      const rows = await db.selectFrom('staff').select(['id', 'roles']).where('disabled_at', 'is', null).where('id', '<>', id).execute();
      return rows.filter((row) => row.roles.split(',').includes('admin')).length;
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
        .where('staff.disabled_at', 'is', null)
        .executeTakeFirst();
    },

    deleteToken(tokenHash: string) {
      return db.deleteFrom('staff_tokens').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends the account's sessions, except the one given (the caller's own, when they change their password). */
    deleteTokensOfStaff(staffId: number, keepHash: string | null = null) {
      let query = db.deleteFrom('staff_tokens').where('staff_id', '=', staffId);
      if (keepHash) query = query.where('token_hash', '<>', keepHash);
      return query.execute();
    },
  };
}
