import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Issue 29, two-factor sign-in for staff (TOTP, RFC 6238). On staff: the secret in use (never
 * answered after enrolment), the one being enrolled until a first code confirms it, when it was
 * turned on, and the last time-step a code was accepted for (a code is never accepted twice). Ten
 * single-use recovery codes per account, stored as hashes. On staff_tokens: the stage ('code': the
 * password was right, the second factor is awaited; such a token opens no console call) and the last
 * activity (a session idle for STAFF_IDLE_MINUTES ends).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('staff').addColumn('totp_pending', 'text').execute();
  await db.schema.alterTable('staff').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('staff').addColumn('totp_step', 'integer').execute();
  await withId(db, db.schema.createTable('staff_recovery_codes'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addUniqueConstraint('staff_recovery_codes_hash', ['staff_id', 'code_hash'])
    .execute();
  await db.schema
    .alterTable('staff_tokens')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('session'))
    .execute();
  await db.schema.alterTable('staff_tokens').addColumn('last_seen_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_tokens').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('staff_tokens').dropColumn('stage').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  for (const column of ['totp_step', 'totp_enabled_at', 'totp_pending', 'totp_secret'])
    await db.schema.alterTable('staff').dropColumn(column).execute();
}
