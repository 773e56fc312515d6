import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Offline changes (issue 31): the ids of the changes a user's devices sent and the server applied, so
 * a change sent again (the answer was lost, the app replayed its queue) is not applied twice. Kept
 * for APPLIED_CHANGE_DAYS (housekeeping deletes older ones); they go with the user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('applied_changes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('change_id', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('applied_changes_pk', ['user_id', 'change_id'])
    .execute();
  // Housekeeping's delete of the old ones.
  await db.schema.createIndex('applied_changes_applied_at').on('applied_changes').column('applied_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('applied_changes').execute();
}
