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

    /** stage 'code': a sign-in ticket awaiting the second factor, which opens no console call. */
    insertToken(staffId: number, tokenHash: string, createdAt: string, expiresAt: string, stage: 'session' | 'code' = 'session') {
      return db
        .insertInto('staff_tokens')
        .values({ staff_id: staffId, token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt, stage, last_seen_at: createdAt })
        .execute();
    },

    /** The account of a live session: not expired, not idle since idleSince, the account enabled. */
    findStaffByToken(tokenHash: string, at: string, idleSince: string) {
      return db
        .selectFrom('staff_tokens')
        .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
        .selectAll('staff')
        .where('staff_tokens.token_hash', '=', tokenHash)
        .where('staff_tokens.stage', '=', 'session')
        .where('staff_tokens.expires_at', '>', at)
        .where((eb) => eb.fn.coalesce('staff_tokens.last_seen_at', 'staff_tokens.created_at'), '>', idleSince)
        .where('staff.disabled_at', 'is', null)
        .executeTakeFirst();
    },

    /** The account a sign-in ticket (stage 'code') belongs to, while the ticket lives. */
    findStaffByTicket(tokenHash: string, at: string) {
      return db
        .selectFrom('staff_tokens')
        .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
        .selectAll('staff')
        .where('staff_tokens.token_hash', '=', tokenHash)
        .where('staff_tokens.stage', '=', 'code')
        .where('staff_tokens.expires_at', '>', at)
        .where('staff.disabled_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Records the session's activity. Written only when the last one is older than staleBefore, so a
     * burst of calls costs one write, not one each.
     */
    async touchToken(tokenHash: string, at: string, staleBefore: string) {
      await db
        .updateTable('staff_tokens')
        .set({ last_seen_at: at })
        .where('token_hash', '=', tokenHash)
        .where((eb) => eb.fn.coalesce('last_seen_at', 'created_at'), '<', staleBefore)
        .execute();
    },

    /**
     * Accepts a TOTP time-step for the account only if it is later than the last one accepted: one
     * conditional write, so two requests with the same code cannot both pass.
     */
    async claimTotpStep(staffId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('staff')
        .set({ totp_step: step })
        .where('id', '=', staffId)
        .where((eb) => eb.or([eb('totp_step', 'is', null), eb('totp_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses up a recovery code: true only the first time (a conditional write, as for steps). */
    async useRecoveryCode(staffId: number, codeHash: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: at })
        .where('staff_id', '=', staffId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Replaces the account's recovery codes (none when hashes is empty). */
    async replaceRecoveryCodes(staffId: number, hashes: string[]) {
      await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
      if (hashes.length > 0)
        await db
          .insertInto('staff_recovery_codes')
          .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null })))
          .execute();
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
