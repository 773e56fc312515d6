import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Issue 29: a staff account holds one or more roles (admin, editor, auditor, support; comma-separated,
 * the table is in docs/API.md) and can be disabled by an admin. Every account so far was the first
 * staff account, created as 'admin': it keeps that role.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
  await db.schema.alterTable('staff').addColumn('disabled_at', 'text').execute();
  await db.updateTable('staff').set({ roles: 'admin' }).execute();
  await db.schema.alterTable('staff').dropColumn('role').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
  await db.schema.alterTable('staff').dropColumn('disabled_at').execute();
  await db.schema.alterTable('staff').dropColumn('roles').execute();
}
