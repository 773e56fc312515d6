import type { Language, PageResult, RecipeSort } from '@chef/shared';
import { sql, type CompiledQuery, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, RecipeTable } from '../../db/schema.js';
import { countOf, paginate, type PageRequest } from '../../lib/paging.js';
import { published, PUBLISHED } from '../catalogue/published.js';
import { writeSearchRows } from '../search/search.repository.js';

export type RecipeRow = Selectable<RecipeTable>;
export type NewRecipeRow = Insertable<RecipeTable> & { search_text: string };

/** The columns a list item shows: no JSON column is read for a list. */
export const LIST_COLUMNS = [
  'recipes.id',
  'recipes.lang',
  'recipes.name',
  'recipes.cover',
  'recipes.rating_avg',
  'recipes.rating_count',
  'recipes.cooking_time',
  'recipes.difficulty',
  'recipes.country_code',
  'recipes.category_id',
  'recipes.view_count',
  'recipes.collect_count',
  'recipes.author_name',
] as const;
/** A column name without its table: 'recipes.name' -> 'name'. */
type Unqualified<T> = T extends `recipes.${infer C extends keyof RecipeRow}` ? C : never;
/** The row a list query reads: typed from LIST_COLUMNS, so a new column is named once. */
export type RecipeListRow = Pick<RecipeRow, Unqualified<(typeof LIST_COLUMNS)[number]>>;

/** A detail: every column but search_text. */
export const DETAIL_COLUMNS = [
  ...LIST_COLUMNS,
  'recipes.description',
  'recipes.flavor',
  'recipes.portions',
  'recipes.tags',
  'recipes.tips',
  'recipes.accessories',
  'recipes.preparations',
  'recipes.ingredients',
  'recipes.nutrition',
  'recipes.steps',
  'recipes.comment_count',
  'recipes.created_at',
] as const;
export type RecipeDetailRow = Pick<RecipeRow, Unqualified<(typeof DETAIL_COLUMNS)[number]>>;
/** A user's recipe names its author as the account is now (issue 28); null for the demo recipes, which have none. */
export interface AuthorColumns {
  author_nickname: string | null;
  author_avatar: string | null;
}

/** What a list is narrowed to. lang null: every language. ids: only these (a keyword's matches). */
export interface RecipeFilter {
  lang: Language | null;
  categoryId?: number | undefined;
  country?: string | undefined;
  difficulty?: number | undefined;
  maxTime?: number | undefined;
  flavor?: string | undefined;
  /** Only recipes with a machine step (types 2-5), for the robot. */
  forRobot?: boolean | undefined;
  ids?: number[] | undefined;
}

/**
 * "Most popular": stars given plus five for each collection holding the recipe. Written in the SQL
 * text (no bound parameter) exactly as the expression indexes of migration 0120 have it, so the home
 * page's list reads the top rows from an index instead of sorting every published recipe.
 */
const POPULARITY = sql<number>`recipes.rating_sum + recipes.collect_count * 5`;

/** Multi-row inserts stay under SQLite's 32,766 bound parameters (about 30 columns a row). */
const INSERT_CHUNK = 500;

type RecipeQuery<O> = SelectQueryBuilder<Database, 'recipes', O>;

/**
 * Queries run on every request are compiled once with a placeholder value, then run with the real
 * one in its place: Kysely's building and compiling cost more than SQLite's execution for a lookup
 * by primary key.
 */
const PLACEHOLDER = -7_654_321;
const withParameter = <R>(query: CompiledQuery<R>, value: number): CompiledQuery<R> => ({
  ...query,
  parameters: query.parameters.map((p) => (p === PLACEHOLDER ? value : p)),
});

function applyFilter<O>(query: RecipeQuery<O>, filter: RecipeFilter): RecipeQuery<O> {
  let q = query.where(published());
  if (filter.lang) q = q.where('recipes.lang', '=', filter.lang);
  if (filter.categoryId !== undefined) q = q.where('recipes.category_id', '=', filter.categoryId);
  if (filter.country !== undefined) q = q.where('recipes.country_code', '=', filter.country);
  if (filter.difficulty !== undefined) q = q.where('recipes.difficulty', '=', filter.difficulty);
  if (filter.maxTime !== undefined) q = q.where('recipes.cooking_time', '<=', filter.maxTime);
  if (filter.flavor !== undefined) q = q.where('recipes.flavor', '=', filter.flavor);
  // A column the database computes from the steps (migration 0220), carried by the list and count
  // indexes like the other filters.
  if (filter.forRobot) q = q.where('recipes.for_robot', '=', 1);
  if (filter.ids !== undefined) q = q.where('recipes.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  return q;
}

/**
 * The only SQL of recipes. Lists read the list columns only, in one indexed query a page (sort
 * indexes lead with audit_status and lang; migration 0005 adds one that counts any filter from the
 * index alone).
 */
export function createRecipeRepository(db: Db) {
  const publishedRecipes = () => db.selectFrom('recipes').where(published());
  // The hottest read, built and compiled once (the statement itself is prepared once by db/index.ts).
  const detailQuery = publishedRecipes()
    .leftJoin('users', 'users.id', 'recipes.author_id')
    .select([...DETAIL_COLUMNS, 'users.nickname as author_nickname', 'users.avatar as author_avatar'])
    .where('recipes.id', '=', PLACEHOLDER)
    .compile();

  return {
    /** A page of list rows; the total is the caller's (counts are cached by the service). */
    page(filter: RecipeFilter, sort: RecipeSort, request: PageRequest, total: Promise<number>): Promise<PageResult<RecipeListRow>> {
      return paginate(
        applyFilter(db.selectFrom('recipes'), filter),
        request,
        (query) => {
          let q = query.select(LIST_COLUMNS);
          if (sort === 'hot') q = q.orderBy('recipes.view_count', 'desc');
          else if (sort === 'rating') q = q.orderBy('recipes.rating_rank', 'desc');
          return q.orderBy('recipes.id', 'desc');
        },
        total,
      );
    },

    count: (filter: RecipeFilter): Promise<number> => countOf(applyFilter(db.selectFrom('recipes'), filter)),

    /** Published recipes among ids (unknown and unpublished ones are left out), in no particular order. */
    byIds(ids: readonly number[]): Promise<RecipeListRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return publishedRecipes()
        .select(LIST_COLUMNS)
        .where('recipes.id', 'in', [...new Set(ids)])
        .execute();
    },

    async detail(id: number): Promise<(RecipeDetailRow & AuthorColumns) | undefined> {
      return (await db.executeQuery<RecipeDetailRow & AuthorColumns>(withParameter(detailQuery, id))).rows[0];
    },

    /** Published recipes viewed most in the days from `sinceDay` (YYYY-MM-DD) on. */
    trending(sinceDay: string, lang: Language | null, limit: number): Promise<RecipeListRow[]> {
      let query = db
        .selectFrom('recipe_views')
        .innerJoin('recipes', 'recipes.id', 'recipe_views.recipe_id')
        .select(LIST_COLUMNS)
        .select((eb) => eb.fn.sum<number>('recipe_views.count').as('recent_views'))
        .where('recipe_views.day', '>=', sinceDay)
        .where(published());
      if (lang) query = query.where('recipes.lang', '=', lang);
      return query.groupBy(LIST_COLUMNS).orderBy('recent_views', 'desc').orderBy('recipes.id', 'desc').limit(limit).execute();
    },

    /** Most popular: stars given (the rating sum) plus five for each collection holding the recipe. */
    popular(lang: Language | null, limit: number): Promise<RecipeListRow[]> {
      let query = publishedRecipes().select(LIST_COLUMNS);
      if (lang) query = query.where('recipes.lang', '=', lang);
      return query.orderBy(POPULARITY, 'desc').orderBy('recipes.id', 'desc').limit(limit).execute();
    },

    /** The newest weekly selection whose week has started by `weekStart`, in its order. */
    async weekSelection(weekStart: string, lang: Language | null): Promise<{ weekStart: string | null; rows: RecipeListRow[] }> {
      const week = await db
        .selectFrom('week_selection')
        .select('week_start')
        .where('week_start', '<=', weekStart)
        .orderBy('week_start', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!week) return { weekStart: null, rows: [] };
      let query = db
        .selectFrom('week_selection')
        .innerJoin('recipes', 'recipes.id', 'week_selection.recipe_id')
        .select(LIST_COLUMNS)
        .where('week_selection.week_start', '=', week.week_start)
        .where(published());
      if (lang) query = query.where('recipes.lang', '=', lang);
      const rows = await query.orderBy('week_selection.sort').orderBy('week_selection.id').execute();
      return { weekStart: week.week_start, rows };
    },

    /** A user's recently viewed recipes that are still published, newest first. */
    recentlyViewed(userId: number, limit: number): Promise<RecipeListRow[]> {
      return db
        .selectFrom('recently_viewed')
        .innerJoin('recipes', 'recipes.id', 'recently_viewed.recipe_id')
        .select(LIST_COLUMNS)
        .where('recently_viewed.user_id', '=', userId)
        .where(published())
        .orderBy('recently_viewed.viewed_at', 'desc')
        .orderBy('recipes.id', 'desc')
        .limit(limit)
        .execute();
    },

    async isPublished(id: number): Promise<boolean> {
      return (await publishedRecipes().select('recipes.id').where('recipes.id', '=', id).executeTakeFirst()) !== undefined;
    },

    categories() {
      return db.selectFrom('categories').select(['id', 'code', 'name_en', 'name_zh', 'sort']).orderBy('sort').orderBy('id').execute();
    },

    countries() {
      return db.selectFrom('countries').select(['code', 'name_en', 'name_zh']).orderBy('code').execute();
    },

    /**
     * Inserts recipes in multi-row statements with their search rows (writeSearchRows: FTS5 on SQLite,
     * the tsvector side table on PostgreSQL). Returns the new ids in order. Run it inside a transaction.
     */
    async insertMany(rows: NewRecipeRow[]): Promise<number[]> {
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        const inserted = await db.insertInto('recipes').values(chunk).returning('id').execute();
        // Both databases number the rows of one statement in VALUES order.
        const chunkIds = inserted.map((r) => r.id).sort((a, b) => a - b);
        await writeSearchRows(
          db,
          'recipe',
          chunk.map((row, i) => ({
            id: chunkIds[i]!,
            lang: row.lang,
            auditStatus: row.audit_status ?? PUBLISHED,
            title: row.name,
            searchText: row.search_text,
          })),
        );
        ids.push(...chunkIds);
      }
      return ids;
    },
  };
}

export type RecipeRepository = ReturnType<typeof createRecipeRepository>;
