import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../index.js';
import { secondaryIndexes } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * PostgreSQL search at a million recipes (issue 30; search.text.ts cjkPairs): the whole text's search
 * vector also holds the pairs of CJK characters that follow each other as words (鳗鱼饭: 鳗鱼 and
 * 鱼饭), so that a phrase of characters is looked up in the GIN index by its pairs too, and rechecks
 * only the rows that hold them. The rows written before this migration are written again, in
 * batches; the search tables' secondary indexes are made again after them (a GIN index without a
 * pending list would insert each row's lexemes one by one). SQLite's FTS5 tables answer phrases from
 * positions: nothing to do there.
 */

const CJK_CHARACTER = /^[\u2e80-\u9fff\uf900-\ufaff]$/u;
/**
 * The search code's spacing, words and pairs as they were when this migration was written. Kept here,
 * not imported: a migration is history, and a later change to the search code must not change it.
 */
const spaceCjk = (text: string) => text.replace(/([\u2e80-\u9fff\uf900-\ufaff])/gu, ' $1 ');
function cjkPairs(text: string): string {
  const words = spaceCjk(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++) {
    if (CJK_CHARACTER.test(words[i - 1]!) && CJK_CHARACTER.test(words[i]!)) pairs.add(words[i - 1]! + words[i]!);
  }
  return [...pairs].join(' ');
}

const BATCH = 2_000;
const TABLES = [
  { content: 'recipes', search: 'recipe_search' },
  { content: 'articles', search: 'article_search' },
] as const;

async function rewrite(db: Kysely<any>, withPairs: boolean): Promise<void> {
  const pairs = (text: string) => (withPairs ? cjkPairs(text) : '');
  for (const { content, search } of TABLES) {
    const indexes = await secondaryIndexes(db, search);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
    for (let after = 0; ;) {
      const { rows } = await sql<{ id: number; text: string }>`select id, search_text as text
        from ${sql.table(content)} where id > ${after} order by id limit ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      await sql`update ${sql.table(search)} s
        set search_vector = to_tsvector('simple'::regconfig, v.body) || array_to_tsvector(string_to_array(v.body_pairs, ' '))
        from unnest(${rows.map((r) => r.id)}::int[], ${rows.map((r) => spaceCjk(r.text))}::text[], ${rows.map((r) => pairs(r.text))}::text[])
          as v(id, body, body_pairs)
        where s.id = v.id`.execute(db);
    }
    // Room to sort: the GIN indexes of a large catalogue then build in memory (for this transaction only).
    await sql`set local maintenance_work_mem = '256MB'`.execute(db);
    for (const index of indexes) await sql.raw(index.definition).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await rewrite(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await rewrite(db, false);
}
