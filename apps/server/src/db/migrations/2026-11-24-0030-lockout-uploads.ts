import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Wrong passwords (login_failures), counted in the database so the lockout holds on every node with or
 * without Redis, and uploaded pictures with their owner (uploads), so a profile or a collection can
 * only show the caller's own pictures and pictures nobody uses can be swept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('login_failures'))
    // 'user' (portal) or 'staff' (console): the same e-mail may be both, and they never share a count.
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Both counts (per account, per account and address) read a time range of one account.
  await db.schema.createIndex('login_failures_account').on('login_failures').columns(['realm', 'account', 'created_at']).execute();
  await db.schema.createIndex('login_failures_created').on('login_failures').column('created_at').execute();

  await withId(db, db.schema.createTable('uploads'))
    // The storage key (folder/yyyy/mm/<hex>.webp); its .sm.webp thumbnail goes with it.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set the first time a profile, collection, recipe or feedback refers to it; null ones are swept.
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('uploads_unused').on('uploads').columns(['used_at', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('login_failures').execute();
}
