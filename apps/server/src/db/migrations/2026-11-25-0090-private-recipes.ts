import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Issue 26, the private recipe box. A private recipe is stored with audit status 0 (PRIVATE_RECIPE):
 * the catalogue's published rule and the audit queue already leave it out, so no other column is
 * needed for it. An imported recipe keeps the page it came from (`source_url`), shown to its owner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').addColumn('source_url', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').dropColumn('source_url').execute();
}
