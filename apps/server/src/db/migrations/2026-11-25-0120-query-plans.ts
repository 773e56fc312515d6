import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Query plans (docs/performance.md "Query plans", test/query-plans.test.ts). 0006 put "Top rated" on
 * indexes of the order and the id only, where 0005's list indexes carry every filter column after the
 * id: a filtered Top rated page then read a table row for every index entry to test the filters, or
 * PostgreSQL sorted a sequential scan instead. The rank indexes get the filter columns like the others.
 *
 * The home page's "Most popular" orders by an expression (stars plus five per collection): with no
 * index on it, both databases sorted every published recipe for ten rows. Expression indexes, one per
 * scope (one language, all), written as recipe.repository.ts's POPULARITY is.
 */
const FILTER_COLUMNS = ['category_id', 'country_code', 'difficulty', 'cooking_time', 'flavor'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recipes_list_rank').execute();
  await db.schema.dropIndex('recipes_all_rank').execute();
  await db.schema
    .createIndex('recipes_list_rank')
    .on('recipes')
    .columns(['audit_status', 'lang', 'rating_rank', 'id', ...FILTER_COLUMNS])
    .execute();
  await db.schema
    .createIndex('recipes_all_rank')
    .on('recipes')
    .columns(['audit_status', 'rating_rank', 'id', ...FILTER_COLUMNS])
    .execute();
  await sql`create index recipes_list_popular on recipes (audit_status, lang, (rating_sum + collect_count * 5), id)`.execute(db);
  await sql`create index recipes_all_popular on recipes (audit_status, (rating_sum + collect_count * 5), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recipes_list_popular').execute();
  await db.schema.dropIndex('recipes_all_popular').execute();
  await db.schema.dropIndex('recipes_list_rank').execute();
  await db.schema.dropIndex('recipes_all_rank').execute();
  await db.schema.createIndex('recipes_list_rank').on('recipes').columns(['audit_status', 'lang', 'rating_rank', 'id']).execute();
  await db.schema.createIndex('recipes_all_rank').on('recipes').columns(['audit_status', 'rating_rank', 'id']).execute();
}
