import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../index.js';
import { secondaryIndexes } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * PostgreSQL search at a million recipes (issue 30; search.repository.ts pgMatching): a title match
 * comes back with its title (whole words are ranked first), and that title was read from the content
 * table, one row out of id order per match: 200 index descents and heap pages of `recipes` for every
 * keyword with 200 title matches. The side tables now keep the title beside its vector, and the
 * walk's indexes include it, so a walked keyword is answered from the index alone and a keyword
 * fetched from the GIN index from the side table's rows it reads anyway. The rows written before this
 * migration get their titles in one statement per table, with the secondary indexes made again after
 * it (as in 0230: otherwise every rewritten row adds an entry to each). SQLite's FTS5 queries read the
 * title from the content row they join to: nothing to do there.
 */

const TABLES = [
  { content: 'recipes', search: 'recipe_search', title: 'name' },
  { content: 'articles', search: 'article_search', title: 'title' },
] as const;

/** The walk's indexes (0221: audit status[, language] and id, newest first), including `include`. */
const WALK_INDEXES = { recipe_search_lang_id: 'audit_status, lang, id', recipe_search_id: 'audit_status, id' } as const;
const isWalkIndex = (name: string): name is keyof typeof WALK_INDEXES => Object.hasOwn(WALK_INDEXES, name);
const createWalkIndexes = async (db: Kysely<any>, include: string) => {
  for (const [name, columns] of Object.entries(WALK_INDEXES)) {
    await sql.raw(`create index ${name} on recipe_search (${columns}) include (${include})`).execute(db);
  }
};

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { content, search, title } of TABLES) {
    const indexes = await secondaryIndexes(db, search);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
    // The default fills the rows already there until the update; dropped after it, so that a writer
    // that leaves the title out fails instead of writing an empty one.
    await sql`alter table ${sql.table(search)} add column title text not null default ''`.execute(db);
    await sql`update ${sql.table(search)} s set title = c.${sql.ref(title)} from ${sql.table(content)} c where c.id = s.id`.execute(db);
    await sql`alter table ${sql.table(search)} alter column title drop default`.execute(db);
    // Room to sort: the GIN indexes of a large catalogue then build in memory (for this transaction only).
    await sql`set local maintenance_work_mem = '256MB'`.execute(db);
    for (const index of indexes) if (!isWalkIndex(index.name)) await sql.raw(index.definition).execute(db);
  }
  await createWalkIndexes(db, 'name_vector, title');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of Object.keys(WALK_INDEXES)) await sql`drop index ${sql.id(name)}`.execute(db);
  for (const { search } of TABLES) await sql`alter table ${sql.table(search)} drop column title`.execute(db);
  await createWalkIndexes(db, 'name_vector');
}
