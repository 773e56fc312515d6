import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../index.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Search and list indexes measured on a 100,000-recipe catalogue (scripts/bench.mjs); see docs/API.md
 * "Search".
 *
 * SQLite: the trigram tables of 0002 answer keywords of three characters or more. One- and
 * two-character keywords (鸡, 豆腐) get their own contentless FTS5 tables with the unicode61 tokenizer
 * over text whose CJK characters are spaced apart (every CJK character a token): 豆腐 is then the
 * phrase "豆 腐", answered from the index in rowid order like any other FTS query.
 *
 * PostgreSQL: pg_trgm cannot answer one- or two-character keywords from an index, its ILIKE recheck
 * is costly, and the planner cannot estimate how common a trigram pattern is, so a common keyword
 * could be fetched whole and sorted. Instead, tsvectors ('simple' configuration over the same spaced
 * text: CJK characters one lexeme each, other words whole) with GIN indexes: a CJK keyword is a phrase
 * of characters, other words match by prefix, and ANALYZE's lexeme statistics let the planner walk the
 * id index for common keywords and the GIN index for rare ones. They live in narrow side tables
 * (recipe_search, article_search: id, lang, audit status, the two vectors), written with the rows like
 * SQLite's FTS rows: a search walks 70 MB instead of the 200 MB of recipe rows with their JSON
 * (measured 2-5 times faster at 100,000 recipes). The trigram indexes of 0002 are dropped (nothing
 * queries them; they slowed every write).
 *
 * Both: list indexes per order with the filter columns; a count index; recipe_views.folded.
 */

/** CJK characters spaced apart: radicals, kana, unified ideographs (and extension A), compatibility ideographs. */
export const CJK_CLASS = '⺀-鿿豈-﫿';

/**
 * CJK characters spaced apart, as search.text.ts did when this migration was written. Kept here, not
 * imported: a migration is history, and a later change to the search code must not change what it does.
 */
const spaceCjk = (text: string) => text.replace(/([\u2e80-\u9fff\uf900-\ufaff])/gu, ' $1 ');

const spaced = (column: string) => `regexp_replace(${column}, '([${CJK_CLASS}])', ' \\1 ', 'g')`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, title] of [
      ['recipes', 'name'],
      ['articles', 'title'],
    ] as const) {
      const search = `${table.slice(0, -1)}_search`;
      await sql
        .raw(
          `create table ${search} (
             id integer primary key references ${table} (id) on delete cascade,
             lang text not null,
             audit_status integer not null,
             name_vector tsvector not null,
             search_vector tsvector not null)`,
        )
        .execute(db);
      // No pending list: every search would scan it whole until the next vacuum.
      await sql.raw(`create index ${search}_name on ${search} using gin (name_vector) with (fastupdate = off)`).execute(db);
      await sql.raw(`create index ${search}_text on ${search} using gin (search_vector) with (fastupdate = off)`).execute(db);
      await sql.raw(`create index ${search}_lang_id on ${search} (audit_status, lang, id)`).execute(db);
      await sql.raw(`create index ${search}_id on ${search} (audit_status, id)`).execute(db);
      // Rows written before this migration (none on a fresh install).
      const audit = table === 'recipes' ? 'audit_status' : '3';
      await sql
        .raw(
          `insert into ${search} (id, lang, audit_status, name_vector, search_vector)
           select id, lang, ${audit}, to_tsvector('simple', ${spaced(title)}), to_tsvector('simple', ${spaced('search_text')}) from ${table}`,
        )
        .execute(db);
    }
    await sql`drop index if exists recipes_search_trgm`.execute(db);
    await sql`drop index if exists recipes_name_trgm`.execute(db);
    await sql`drop index if exists articles_search_trgm`.execute(db);
  } else {
    await sql`create virtual table recipe_fts_short using fts5(name, body, content='', contentless_delete=1, tokenize='unicode61')`.execute(
      db,
    );
    await sql`create virtual table article_fts_short using fts5(title, body, content='', contentless_delete=1, tokenize='unicode61')`.execute(
      db,
    );
    // Rows written before this migration (none on a fresh install).
    for (const [table, fts, title] of [
      ['recipes', 'recipe_fts_short', 'name'],
      ['articles', 'article_fts_short', 'title'],
    ] as const) {
      const rows = (await sql.raw(`select id, ${title} as title, search_text from ${table}`).execute(db)).rows as {
        id: number;
        title: string;
        search_text: string;
      }[];
      for (const row of rows) {
        await sql`insert into ${sql.table(fts)} (rowid, ${sql.ref(title)}, body) values (${row.id}, ${spaceCjk(row.title)}, ${spaceCjk(row.search_text)})`.execute(
          db,
        );
      }
    }
  }
  // List pages: one index per order (new, hot, rating) and per scope (one language, all), each ending
  // with the id (stable paging without a sort) and then every filter column, so that a filtered page
  // is found in the index and only its rows are read from the table (17 ms -> 0.4 ms for a filtered
  // page 18 at 50,000 recipes a language). They replace 0002's recipes_new, recipes_hot and
  // recipes_rating, which lacked the id (PostgreSQL) and the filters.
  for (const index of ['recipes_new', 'recipes_hot', 'recipes_rating']) await db.schema.dropIndex(index).execute();
  for (const [name, order] of LIST_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('recipes')
      .columns([...order, ...FILTER_COLUMNS])
      .execute();
  }
  // Views are counted per recipe and day at every flush (cheap) and added to recipes.view_count later,
  // in bounded batches (a big row rewritten per view cost 50-150 µs; see recipe/views.ts).
  await db.schema
    .alterTable('recipe_views')
    .addColumn('folded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update recipe_views set folded = count`.execute(db);
  await db.schema
    .createIndex('recipe_views_unfolded')
    .on('recipe_views')
    .column('recipe_id')
    .where(sql<boolean>`count > folded`)
    .execute();
  // A list's total under any filter counts index entries only (200 ms -> 2 ms at 50,000 recipes a language).
  await db.schema
    .createIndex('recipes_filter')
    .on('recipes')
    .columns(['audit_status', 'lang', ...FILTER_COLUMNS])
    .execute();
}

const FILTER_COLUMNS = ['category_id', 'country_code', 'difficulty', 'cooking_time', 'flavor'];
const LIST_INDEXES: [string, string[]][] = [
  ['recipes_list_new', ['audit_status', 'lang', 'id']],
  ['recipes_list_hot', ['audit_status', 'lang', 'view_count', 'id']],
  ['recipes_list_rating', ['audit_status', 'lang', 'rating_avg', 'id']],
  ['recipes_all_new', ['audit_status', 'id']],
  ['recipes_all_hot', ['audit_status', 'view_count', 'id']],
  ['recipes_all_rating', ['audit_status', 'rating_avg', 'id']],
];

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recipe_views_unfolded').execute();
  await db.schema.alterTable('recipe_views').dropColumn('folded').execute();
  await db.schema.dropIndex('recipes_filter').execute();
  for (const [name] of LIST_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('recipes_new').on('recipes').columns(['audit_status', 'lang', 'id']).execute();
  await db.schema.createIndex('recipes_hot').on('recipes').columns(['audit_status', 'lang', 'view_count']).execute();
  await db.schema.createIndex('recipes_rating').on('recipes').columns(['audit_status', 'lang', 'rating_avg']).execute();
  if (isPostgres(db)) {
    await sql`create index recipes_search_trgm on recipes using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create index recipes_name_trgm on recipes using gin (name gin_trgm_ops)`.execute(db);
    await sql`create index articles_search_trgm on articles using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`drop table if exists recipe_search`.execute(db);
    await sql`drop table if exists article_search`.execute(db);
  } else {
    await sql`drop table if exists recipe_fts_short`.execute(db);
    await sql`drop table if exists article_fts_short`.execute(db);
  }
}
