import type { Language } from '@chef/shared';
import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Db } from '../../db/index.js';
import { published } from '../catalogue/published.js';
import { cjkPairs, FTS_PAD, isCjkWord, isShortKeyword, searchWords, spaceCjk } from './search.text.js';
import { wholeWordsFirst } from './search.words.js';

/**
 * Keyword matching, the one place that knows how each database finds text (docs/API.md "Search"):
 *
 * - SQLite: FTS5. Keywords of 3+ characters are substring phrases on the trigram tables of migration
 *   0002 (recipe_fts, article_fts); shorter ones are phrases of single CJK characters, or word
 *   prefixes, on the unicode61 tables of 0005 (recipe_fts_short, article_fts_short). FTS5 yields rowids
 *   in order, so "newest first, at most N" stops after N matches however common the keyword is.
 * - PostgreSQL: the tsvectors of the side tables of 0005 (recipe_search, article_search; CJK characters
 *   one lexeme each, other words whole): a CJK keyword is a phrase of characters, other words match by
 *   prefix.
 *
 * Matches are always "published (recipes) and in this language (null: any)", newest first, at most
 * `limit`: a common keyword costs no more than a rare one.
 */

export type SearchTarget = 'recipe' | 'article';

const TABLES = {
  recipe: { table: 'recipes', fts: 'recipe_fts', ftsShort: 'recipe_fts_short', pgSearch: 'recipe_search', title: 'name', published: true },
  article: {
    table: 'articles',
    fts: 'article_fts',
    ftsShort: 'article_fts_short',
    pgSearch: 'article_search',
    title: 'title',
    published: false,
  },
} as const;

/** What a search row is made of: the row's id, language, audit status (articles: published), title and search text. */
export interface SearchRow {
  id: number;
  lang: string;
  auditStatus: number;
  title: string;
  searchText: string;
}

const CHUNK = 500;

/**
 * PostgreSQL search (pgMatching): how many of the newest rows are walked first to measure how
 * common a keyword is, in titles and in whole texts (a text row is several times wider to test), and
 * what fetching one match from the GIN index costs in rows walked. Measured at a million recipes
 * (docs/performance.md, 11-29): a walked row about 0.2 us (in id order, from the index or neighbouring
 * heap pages), a fetched match about 2 us (a page out of order, mostly not in shared buffers, and the
 * phrase's recheck). At 4, tuned at 100,000 recipes where every page was in memory, 鳗 and 茭白 took
 * thousands of matches from the GIN index (11-20 ms) where walking took 5 ms; at 100,000 10 and 4
 * measure the same.
 */
const TITLE_WINDOW = 5_000;
const TEXT_WINDOW = 2_000;
const FETCH_COST = 10;

/**
 * Writes (or rewrites) the search rows of content rows, in the caller's transaction: on SQLite the FTS5
 * rows (trigram and short-keyword tables, see FTS_PAD and spaceCjk), on PostgreSQL the side table's
 * tsvectors. Whoever inserts content, or changes a title, search text, language or audit status, calls
 * this with the new values.
 */
export async function writeSearchRows(db: Db, target: SearchTarget, rows: readonly SearchRow[]): Promise<void> {
  const t = TABLES[target];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    if (isPostgres(db)) {
      await sql`insert into ${sql.table(t.pgSearch)} (id, lang, audit_status, title, name_vector, search_vector) values ${sql.join(
        chunk.map(
          (r) =>
            sql`(${r.id}, ${r.lang}, ${r.auditStatus}, ${r.title}, ${pgWords(r.title)}, ${pgWords(r.searchText)} || ${pgPairs(r.searchText)})`,
        ),
      )} on conflict (id) do update set lang = excluded.lang, audit_status = excluded.audit_status, title = excluded.title,
        name_vector = excluded.name_vector, search_vector = excluded.search_vector`.execute(db);
    } else {
      const ids = chunk.map((r) => r.id);
      // Contentless tables with contentless_delete: a rewrite is a delete and an insert.
      await sql`delete from ${sql.table(t.fts)} where rowid in (${sql.join(ids)})`.execute(db);
      await sql`delete from ${sql.table(t.ftsShort)} where rowid in (${sql.join(ids)})`.execute(db);
      await sql`insert into ${sql.table(t.fts)} (rowid, ${sql.ref(t.title)}, body) values ${sql.join(
        chunk.map((r) => sql`(${r.id}, ${r.title + FTS_PAD}, ${r.searchText + FTS_PAD})`),
      )}`.execute(db);
      await sql`insert into ${sql.table(t.ftsShort)} (rowid, ${sql.ref(t.title)}, body) values ${sql.join(
        chunk.map((r) => sql`(${r.id}, ${spaceCjk(r.title)}, ${spaceCjk(r.searchText)})`),
      )}`.execute(db);
    }
  }
}

/** A PostgreSQL search vector of a text's words (CJK characters one each). */
const pgWords = (text: string) => sql`to_tsvector('simple'::regconfig, ${spaceCjk(text)})`;
/**
 * The CJK pairs of a text (cjkPairs), for the whole text's vector only: a title's rows rarely hold a
 * phrase's characters apart, and its vector, included in the walk's indexes (migration 0221), would
 * double with them.
 */
const pgPairs = (text: string) => sql`array_to_tsvector(string_to_array(${cjkPairs(searchWords(text)).join(' ')}, ' '))`;

/**
 * Removes the search rows of deleted content rows, in the caller's transaction (SQLite's contentless
 * FTS rows; PostgreSQL's side-table rows go with their row by the foreign key's cascade).
 */
export async function deleteSearchRows(db: Db, target: SearchTarget, ids: readonly number[]): Promise<void> {
  if (ids.length === 0 || isPostgres(db)) return;
  const t = TABLES[target];
  await sql`delete from ${sql.table(t.fts)} where rowid in (${sql.join(ids)})`.execute(db);
  await sql`delete from ${sql.table(t.ftsShort)} where rowid in (${sql.join(ids)})`.execute(db);
}

/** FTS5 phrase: the text in double quotes, inner quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The FTS5 query for a keyword on one column or all: a substring phrase for 3+ characters (trigram
 * table), else a phrase of spaced CJK characters, or a prefix for a Latin word (unicode61 table).
 */
export function ftsQuery(keyword: string, column: string | null): { short: boolean; query: string } | null {
  const short = isShortKeyword(keyword);
  let query: string;
  if (!short) {
    query = phrase(keyword);
  } else {
    const tokens = searchWords(keyword);
    if (tokens.length === 0) return null;
    query = phrase(tokens.join(' ')) + (isCjkWord(tokens.at(-1)!) ? '' : '*');
  }
  return { short, query: column ? `${column} : ${query}` : query };
}

/**
 * The PostgreSQL tsquery text for a keyword: lexemes as the 'simple' configuration makes them from the
 * spaced text, one after the other (<->); the last one a prefix unless it is a CJK character. In the
 * whole text (`pairs`), a phrase with CJK pairs also asks for each pair (cjkPairs: 鳗鱼饭 is '鳗鱼' &
 * '鱼饭' & ('鳗' <-> '鱼' <-> '饭')), which the GIN index answers exactly; the phrase still decides.
 */
export function tsQuery(keyword: string, { pairs = false } = {}): string | null {
  const tokens = searchWords(keyword);
  if (tokens.length === 0) return null;
  const phrase = tokens.map((t, i) => `'${t}'${i === tokens.length - 1 && !isCjkWord(t) ? ':*' : ''}`).join(' <-> ');
  const pairsOf = pairs ? cjkPairs(tokens) : [];
  return pairsOf.length === 0 ? phrase : [...pairsOf.map((pair) => `'${pair}'`), `(${phrase})`].join(' & ');
}

export function createSearchRepository(db: Db) {
  const pg = isPostgres(db);

  /** Rows of a search side table (the planner's own figure, read at most once a minute). */
  const rowCounts = new Map<string, { rows: number; at: number }>();
  async function approximateRows(table: string): Promise<number> {
    const kept = rowCounts.get(table);
    if (kept && Date.now() - kept.at < 60_000) return kept.rows;
    const row = await sql<{
      rows: number;
    }>`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = ${table}::regclass`.execute(db);
    const rows = Number(row.rows[0]?.rows ?? 0);
    rowCounts.set(table, { rows, at: Date.now() });
    return rows;
  }

  /**
   * PostgreSQL's newest `limit` matches. Two ways to find them: walk the (audit status, language, id)
   * index from the newest row and test each row until `limit` match (cheap for a common keyword), or
   * take every match from the GIN index and sort them (cheap for a rare one). Left to the planner, the
   * choice went wrong both ways at 100,000 recipes: a phrase's frequency is estimated as the product of
   * its parts' (豆腐 = 豆 and 腐, nearly always together), so common phrases looked rare and had every
   * match fetched and sorted (豆腐 2,964 buffers, 排骨 2,470); and with the walk an index-only scan
   * (migration 0221), a middling word such as monkfish was walked over some 28,000 rows, each one's
   * vector tested (the planner prices a tsvector test like an integer comparison). So the keyword is
   * measured instead: the newest WINDOW rows are walked first (bounded work); if they hold `limit`
   * matches that is the answer, else their share of matches says whether walking on or the GIN index
   * is cheaper, and that plan is written so the planner cannot take the other.
   */
  async function pgMatching(
    t: (typeof TABLES)[SearchTarget],
    ts: string,
    inLang: RawBuilder<unknown>,
    titleOnly: boolean,
    limit: number,
  ): Promise<{ id: number; title: string }[]> {
    const table = sql.table(t.pgSearch);
    const column = titleOnly ? 'name_vector' : 'search_vector';
    const vector = sql.ref(`r.${column}`);
    // The side table holds the audit status of articles as published (3) too.
    const scope = sql`${published('r')} ${inLang}`;
    // Titles (for whole-word ranking) only for title matches, from the side table's own copy (migration
    // 0240: included in the walk's indexes, so neither way reads the content table).
    const title = titleOnly ? sql`r.title` : sql`''`;
    const run = async (query: RawBuilder<unknown>) =>
      ((await query.execute(db)).rows as { id: number | string; title: string }[]).map((row) => ({ id: Number(row.id), title: row.title }));
    // ts_match_vq is what `@@` calls; as a function it matches no index, so these walk the id order.
    const window = titleOnly ? TITLE_WINDOW : TEXT_WINDOW;
    const newest = await run(sql`select r.id, ${title} as title
      from (select r.id, ${vector}, ${title} as title from ${table} r where ${scope} order by r.id desc limit ${window}) r
      where ts_match_vq(${vector}, ${ts}::tsquery) order by r.id desc limit ${limit}`);
    if (newest.length >= limit) return newest;
    const share = newest.length / window;
    const rows = await approximateRows(t.pgSearch);
    // Rows still to walk for the missing matches, against matches to fetch from the GIN index (each a
    // row read out of id order, and a recheck of the phrase): FETCH_COST walked rows each.
    const walkMore = share > 0 && (limit - newest.length) / share < share * rows * FETCH_COST;
    if (walkMore) {
      return run(sql`select r.id, ${title} as title from ${table} r
        where ${scope} and ts_match_vq(${vector}, ${ts}::tsquery) order by r.id desc limit ${limit}`);
    }
    // From the GIN index: ordered by an expression no index provides, so the plan fetches the matches
    // (few, as just measured) and sorts them, whatever the estimate.
    return run(sql`select r.id, ${title} as title from ${table} r
      where ${vector} @@ ${ts}::tsquery and ${scope} order by r.id + 0 desc limit ${limit}`);
  }

  /**
   * Published items in lang matching keyword in the title column (titleOnly) or anywhere, newest first:
   * ids with their titles (read in the same query, for ranking whole words first).
   */
  async function matching(
    target: SearchTarget,
    keyword: string,
    lang: Language | null,
    titleOnly: boolean,
    limit: number,
  ): Promise<{ id: number; title: string }[]> {
    const t = TABLES[target];
    const inLang = lang ? sql`and r.lang = ${lang}` : sql``;
    if (pg) {
      const ts = tsQuery(keyword, { pairs: !titleOnly });
      return ts ? pgMatching(t, ts, inLang, titleOnly, limit) : [];
    }
    const fts = ftsQuery(keyword, titleOnly ? t.title : null);
    if (!fts) return [];
    const table = sql.table(fts.short ? t.ftsShort : t.fts);
    const onlyPublished = t.published ? sql`and ${published('r')}` : sql``;
    // CROSS JOIN keeps the FTS table outside: SQLite would otherwise walk the language index and
    // run the full-text query once per row.
    const query = sql<{
      id: number;
      title: string;
    }>`select r.id, r.${sql.ref(t.title)} as title from ${table} cross join ${sql.table(t.table)} r on r.id = ${table}.rowid
      where ${table} match ${fts.query} ${onlyPublished} ${inLang}
      order by ${table}.rowid desc limit ${limit}`;
    return (await query.execute(db)).rows.map((row) => ({ id: Number(row.id), title: row.title }));
  }

  return {
    /**
     * The best `limit` matches, ranked: title (recipe name, article title) matches first, those with
     * the keyword as a whole word before those with it inside a longer word, then the others, newest
     * first within each group. Two bounded queries (the second only when the titles do
     * not fill the limit).
     */
    async rankedIds(target: SearchTarget, keyword: string, lang: Language | null, limit: number): Promise<number[]> {
      // One after the other: the second only when the titles do not fill the limit (running both at
      // once on PostgreSQL was slower: the second query is often the costlier and then wasted).
      // Whole words of the title first (search.words.ts): 鸡 finds 黄焖鸡 before 鸡蛋羹.
      const titled = await matching(target, keyword, lang, true, limit);
      const inTitle = wholeWordsFirst(
        titled.map((r) => r.id),
        new Map(titled.map((r) => [r.id, r.title])),
        keyword,
      );
      if (inTitle.length >= limit) return inTitle;
      const seen = new Set(inTitle);
      const anywhere = (await matching(target, keyword, lang, false, limit)).map((r) => r.id);
      const ranked = [...inTitle];
      for (const id of anywhere) {
        if (ranked.length >= limit) break;
        if (!seen.has(id)) ranked.push(id);
      }
      return ranked;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
