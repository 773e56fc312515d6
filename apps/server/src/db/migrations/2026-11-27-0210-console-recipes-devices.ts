import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Issue 29, the console's recipes and device fleet.
 * - recipes.unpublished_at: staff took a published recipe down (its audit status is then "failed" with
 *   the reason, so every public read leaves it out and its owner sees why and may send a fix for audit);
 *   set only by unpublishing, it is what lets staff republish it as it was.
 * - devices.revoked_at: a revoked device's secret no longer opens a connection (its owner is gone too)
 *   until staff issue it a new secret.
 * - cook_records(cooked_at): the dashboard's cooking sessions per day read 30 days of it by range.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').addColumn('unpublished_at', 'text').execute();
  await db.schema.alterTable('devices').addColumn('revoked_at', 'text').execute();
  await db.schema.createIndex('cook_records_cooked').on('cook_records').columns(['cooked_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cook_records_cooked').execute();
  await db.schema.alterTable('devices').dropColumn('revoked_at').execute();
  await db.schema.alterTable('recipes').dropColumn('unpublished_at').execute();
}
