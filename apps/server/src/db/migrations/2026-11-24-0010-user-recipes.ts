import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Users' own recipes (issue 10). A recipe row always holds the version the public sees once it is
 * published; a change to a published recipe waits in `pending` (JSON of the changed columns) with its
 * own audit state (`pending_status`, `pending_reason`), so the published version stays visible until
 * staff pass the change. `submitted_at` is when the version waiting for audit was sent: the audit queue
 * runs oldest first. Shares: one row per user and recipe (sharing again moves it to the top).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').addColumn('pending', 'text').execute();
  await db.schema.alterTable('recipes').addColumn('pending_status', 'integer').execute();
  await db.schema.alterTable('recipes').addColumn('pending_reason', 'text').execute();
  await db.schema.alterTable('recipes').addColumn('submitted_at', 'text').execute();
  // The audit queue (new recipes under audit, changes waiting), oldest first (my recipes use 0002's recipes_author).
  await db.schema.createIndex('recipes_audit_queue').on('recipes').columns(['audit_status', 'submitted_at', 'id']).execute();
  await db.schema.createIndex('recipes_pending_queue').on('recipes').columns(['pending_status', 'submitted_at', 'id']).execute();

  await withId(db, db.schema.createTable('recipe_shares'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('shared_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('recipe_shares_pair', ['user_id', 'recipe_id'])
    .execute();
  await db.schema.createIndex('recipe_shares_user').on('recipe_shares').columns(['user_id', 'shared_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recipe_shares').execute();
  await db.schema.dropIndex('recipes_pending_queue').execute();
  await db.schema.dropIndex('recipes_audit_queue').execute();
  for (const column of ['submitted_at', 'pending_reason', 'pending_status', 'pending']) {
    await db.schema.alterTable('recipes').dropColumn(column).execute();
  }
}
