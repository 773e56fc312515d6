import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Household lists (issue 26): the people a list is shared with to edit it (members; the owner stays
 * baskets.user_id), the invitations waiting (a link with a token, or an account with its invitee),
 * and who ticked each item. All go with the list, and with the user they name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('basket_members'))
    .addColumn('basket_id', 'integer', (c) => c.notNull().references('baskets.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('basket_members_pair', ['basket_id', 'user_id'])
    .execute();
  // "Lists shared with me", and a user's deletion cascading here.
  await db.schema.createIndex('basket_members_user').on('basket_members').column('user_id').execute();

  await withId(db, db.schema.createTable('basket_invites'))
    .addColumn('basket_id', 'integer', (c) => c.notNull().references('baskets.id').onDelete('cascade'))
    // A link: its unguessable token. An account invitation: the invitee. Exactly one of the two.
    .addColumn('token', 'text', (c) => c.unique())
    .addColumn('invitee_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('basket_invites_basket').on('basket_invites').column('basket_id').execute();
  await db.schema.createIndex('basket_invites_invitee').on('basket_invites').column('invitee_id').execute();

  // Who ticked the item (null: not ticked, or ticked before lists were shared); a deleted account leaves it unnamed.
  await db.schema
    .alterTable('basket_items')
    .addColumn('checked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('basket_items_checked_by').on('basket_items').column('checked_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('basket_items_checked_by').execute();
  await db.schema.alterTable('basket_items').dropColumn('checked_by').execute();
  for (const table of ['basket_invites', 'basket_members']) await db.schema.dropTable(table).execute();
}
