import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Issue 11, the rows every part of it shares: users' feedback with the platform's reply, the staff
 * action log (who changed what in the console, with the row before and after), a disabled flag on
 * users, and one row per user and UTC day they were active (the console's daily chart).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('feedback'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // JSON array of the screenshots' URLs (each one claimed through the upload ownership check).
    .addColumn('screenshots', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contact', 'text')
    // Attached by the client, never typed by the user: what was running when the problem was seen.
    .addColumn('app_version', 'text')
    .addColumn('browser', 'text')
    .addColumn('page', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('reply_time', 'text')
    .addColumn('replied_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .execute();
  // The user's history (newest first) and the console inbox (waiting first, by type).
  await db.schema.createIndex('feedback_user').on('feedback').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('feedback_inbox').on('feedback').columns(['reply_time', 'type', 'id']).execute();

  await withId(db, db.schema.createTable('staff_actions'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    // e.g. 'feedback.reply', 'article.update', 'user.disable': '<area>.<verb>'.
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    // JSON of the row as it was and as it became (null when created or deleted).
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_actions_created').on('staff_actions').column('created_at').execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();

  await db.schema
    .createTable('user_activity')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_activity_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('user_activity_day').on('user_activity').column('day').execute();
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created').execute();
  await db.schema.dropTable('user_activity').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.dropTable('staff_actions').execute();
  await db.schema.dropTable('feedback').execute();
}
