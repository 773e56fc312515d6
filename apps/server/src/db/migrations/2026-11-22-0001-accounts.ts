import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('gender', 'text')
    .addColumn('birthday', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en-US'))
    .addColumn('unit_type', 'text', (c) => c.notNull().defaultTo('0-2'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('user_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_tokens_user_id').on('user_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  // Serves both "latest code for this account and scene" and "codes sent to this account today".
  await db.schema.createIndex('verification_codes_account').on('verification_codes').columns(['account', 'created_at']).execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();

  await withId(db, db.schema.createTable('staff'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('staff_tokens'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_tokens_staff_id').on('staff_tokens').column('staff_id').execute();

  await withId(db, db.schema.createTable('adv'))
    .addColumn('adv_name', 'text', (c) => c.notNull())
    .addColumn('adv_type', 'text', (c) => c.notNull())
    .addColumn('adv_pic', 'text')
    .addColumn('adv_url', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('adv_type_lang').on('adv').columns(['adv_type', 'lang', 'sort']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['adv', 'staff_tokens', 'staff', 'outbox', 'verification_codes', 'user_tokens', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
