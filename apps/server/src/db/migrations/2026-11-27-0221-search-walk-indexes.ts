import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../index.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * PostgreSQL search at a million recipes (issue 30; search.repository.ts pgMatching). A common keyword
 * is found by walking recipe_search newest first and testing each row's name_vector: on the (audit
 * status[, language], id) indexes of 0005 every row walked was also read from the table, whose rows
 * carry the whole text's vector (about seven to a page: 1,400 pages for 10,000 rows). The same indexes
 * with name_vector included (a title's vector is small: names are at most 60 characters) make that
 * walk an index-only scan over a tenth of the pages. SQLite's FTS5 tables yield matches in id order
 * themselves: nothing to do there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index recipe_search_lang_id`.execute(db);
  await sql`drop index recipe_search_id`.execute(db);
  await sql`create index recipe_search_lang_id on recipe_search (audit_status, lang, id) include (name_vector)`.execute(db);
  await sql`create index recipe_search_id on recipe_search (audit_status, id) include (name_vector)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index recipe_search_lang_id`.execute(db);
  await sql`drop index recipe_search_id`.execute(db);
  await sql`create index recipe_search_lang_id on recipe_search (audit_status, lang, id)`.execute(db);
  await sql`create index recipe_search_id on recipe_search (audit_status, id)`.execute(db);
}
