import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Issue 29, comment moderation. A signed-in user reports a comment at most once (comment_reports,
 * unique per comment and user); comments.reports counts the reports staff have not yet reviewed (the
 * console's queue). Staff hide a comment (hidden_at, with the reason told to its author): it leaves
 * the public lists and its target's comment_count until restored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('comments').addColumn('hidden_reason', 'text').execute();
  await db.schema
    .alterTable('comments')
    .addColumn('reports', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('comment_reports'))
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('comment_reports_once', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comments_reported').on('comments').columns(['reports', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_reported').execute();
  await db.schema.dropTable('comment_reports').execute();
  for (const column of ['reports', 'hidden_reason', 'hidden_at']) await db.schema.alterTable('comments').dropColumn(column).execute();
}
