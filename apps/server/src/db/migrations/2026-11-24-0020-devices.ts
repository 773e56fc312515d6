import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * The appliances (design/device-protocol.md). One row per provisioned device: its secret as a hash,
 * its owner (at most one), what it last reported, the latest pairing code it showed, and the program
 * it runs (so `finished` can write the owner's cooking record).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('devices'))
    .addColumn('sn', 'text', (c) => c.notNull().unique())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text')
    .addColumn('bound_at', 'text')
    .addColumn('firmware', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('idle'))
    .addColumn('last_seen', 'text')
    .addColumn('pair_code_hash', 'text')
    .addColumn('pair_expires_at', 'text')
    .addColumn('pair_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('program_id', 'text')
    .addColumn('program_recipe_id', 'integer')
    .addColumn('program_user_id', 'integer')
    .addColumn('program_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // myDevice lists one user's devices.
  await db.schema.createIndex('devices_user_id').on('devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('devices').execute();
}
