import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../index.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Query plans at a million recipes (issue 30, docs/performance.md "Query plans").
 *
 * The list's "for the robot" filter (cookOn=robot) matched the steps' JSON text with LIKE: no index can
 * answer that, so its total counted by reading every published recipe's steps (seconds at a million,
 * once a minute per language and filter), and a filtered page read the table row of every index entry
 * it walked. recipes.for_robot is that same test as a generated column (1: the recipe has a machine
 * step, types 2-5), kept in step by the database itself, and the list and count indexes carry it after
 * the other filter columns, so the filter is answered inside them like any other.
 *
 * The console's hidden comments (newest hidden first) and their count read every comment: an index on
 * hidden_at.
 *
 * The mean of all ratings (rating.rank.ts: at each start and once per 10 minutes per node, for "Top
 * rated") summed rating_sum and rating_count over the table itself: at a million recipes that read
 * about 2 GB, and on SQLite held the event loop for a second or more. An index of those two columns
 * answers it alone.
 */
const FILTER_COLUMNS = ['category_id', 'country_code', 'difficulty', 'cooking_time', 'flavor'];

/** The list and count indexes as 0005 and 0120 left them (the filter columns last). */
const INDEXES: [string, string[]][] = [
  ['recipes_list_new', ['audit_status', 'lang', 'id']],
  ['recipes_list_hot', ['audit_status', 'lang', 'view_count', 'id']],
  ['recipes_list_rank', ['audit_status', 'lang', 'rating_rank', 'id']],
  ['recipes_all_new', ['audit_status', 'id']],
  ['recipes_all_hot', ['audit_status', 'view_count', 'id']],
  ['recipes_all_rank', ['audit_status', 'rating_rank', 'id']],
  ['recipes_filter', ['audit_status', 'lang']],
];

/** Steps are compact JSON and step types single digits (as recipe.repository.ts's filter matched them). */
const HAS_MACHINE_STEP = sql`case when steps like '%"stepType":2%' or steps like '%"stepType":3%'
  or steps like '%"stepType":4%' or steps like '%"stepType":5%' then 1 else 0 end`;

async function remakeIndexes(db: Kysely<any>, extra: string[]): Promise<void> {
  for (const [name, order] of INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('recipes')
      .columns([...order, ...FILTER_COLUMNS, ...extra])
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL stores it (its only kind of generated column); SQLite computes it from the row, and its
  // indexes store it (SQLite adds only virtual generated columns to an existing table).
  await db.schema
    .alterTable('recipes')
    .addColumn('for_robot', 'integer', (c) =>
      isPostgres(db) ? c.generatedAlwaysAs(HAS_MACHINE_STEP).stored() : c.generatedAlwaysAs(HAS_MACHINE_STEP),
    )
    .execute();
  await remakeIndexes(db, ['for_robot']);
  await db.schema.createIndex('comments_hidden').on('comments').columns(['hidden_at', 'id']).execute();
  await db.schema.createIndex('recipes_rating_totals').on('recipes').columns(['rating_sum', 'rating_count']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recipes_rating_totals').execute();
  await db.schema.dropIndex('comments_hidden').execute();
  await remakeIndexes(db, []);
  await db.schema.alterTable('recipes').dropColumn('for_robot').execute();
}
