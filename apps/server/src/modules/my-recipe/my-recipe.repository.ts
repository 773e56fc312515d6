import { AUDIT_STATUS, PRIVATE_RECIPE, TARGET_TYPE, type PageResult } from '@chef/shared';
import { sql, type Updateable } from 'kysely';
import { isPostgres, type Db } from '../../db/index.js';
import type { RecipeTable } from '../../db/schema.js';
import { paginate, type PageRequest } from '../../lib/paging.js';
import { createRecipeRepository, type NewRecipeRow, type RecipeRow } from '../recipe/recipe.repository.js';
import { writeSearchRows } from '../search/search.repository.js';

/** Recipes waiting for audit: new ones (and resent ones) under audit, and changes to published ones. */
const awaitingAudit = (db: Db) =>
  db
    .selectFrom('recipes')
    .where((eb) => eb.or([eb('audit_status', '=', AUDIT_STATUS.underAudit), eb('pending_status', '=', AUDIT_STATUS.underAudit)]));

/**
 * The SQL of users' own recipes and their audit. Every write of a recipe row goes through `insert` or
 * `update`, which (re)write its search rows from the row as stored: the public version and its audit
 * status, what search matches and narrows by (a pending change is not searchable until it passes).
 */
function rowsOf(db: Db) {
  async function writeSearch(ids: readonly number[]) {
    const rows = await db
      .selectFrom('recipes')
      .select(['id', 'lang', 'audit_status', 'name', 'search_text'])
      .where('id', 'in', ids)
      .execute();
    await writeSearchRows(
      db,
      'recipe',
      rows.map((r) => ({ id: r.id, lang: r.lang, auditStatus: r.audit_status, title: r.name, searchText: r.search_text })),
    );
  }

  return {
    async categoryExists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());
    },

    async countryExists(code: string): Promise<boolean> {
      return !!(await db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst());
    },

    /** A new recipe with its search rows (the recipe repository's insertMany). */
    async insert(row: NewRecipeRow): Promise<number> {
      const [id] = await createRecipeRepository(db).insertMany([row]);
      return id!;
    },

    async update(id: number, set: Updateable<RecipeTable>): Promise<void> {
      await db.updateTable('recipes').set(set).where('id', '=', id).execute();
      await writeSearch([id]);
    },

    /**
     * update(), only while the row's audit status is still `expected`: of two staff members acting on
     * the same recipe at once (issue 29), one changes it and the other is told it changed meanwhile.
     */
    async updateIf(id: number, expected: number, set: Updateable<RecipeTable>): Promise<boolean> {
      const result = await db.updateTable('recipes').set(set).where('id', '=', id).where('audit_status', '=', expected).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await writeSearch([id]);
      return true;
    },

    /** One of the author's recipes (every column), or undefined when it is not theirs. */
    own(authorId: number, id: number): Promise<RecipeRow | undefined> {
      return db.selectFrom('recipes').selectAll().where('id', '=', id).where('author_id', '=', authorId).executeTakeFirst();
    },

    byId(id: number): Promise<RecipeRow | undefined> {
      return db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The author's recipes, newest first; status (1-3) narrows by the latest version's audit state.
     * Private ones (issue 26) only with withPrivate and status 0: the spec's tabs never list them.
     */
    page(authorId: number, filter: { auditStatus: number; withPrivate: boolean }, request: PageRequest): Promise<PageResult<RecipeRow>> {
      let filtered = db.selectFrom('recipes').where('author_id', '=', authorId);
      if (filter.auditStatus !== 0) filtered = filtered.where(sql<number>`coalesce(pending_status, audit_status)`, '=', filter.auditStatus);
      else if (!filter.withPrivate) filtered = filtered.where('audit_status', '<>', PRIVATE_RECIPE);
      return paginate(filtered, request, (q) => q.selectAll().orderBy('id', 'desc'));
    },

    /** The audit queue: oldest sent first. */
    queue(request: PageRequest): Promise<PageResult<RecipeRow>> {
      return paginate(awaitingAudit(db), request, (q) => q.selectAll().orderBy('submitted_at').orderBy('id'));
    },

    awaiting(id: number): Promise<RecipeRow | undefined> {
      return awaitingAudit(db).selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Deletes the author's recipes (or any, for staff) among ids with what hangs on them (rows naming the recipe go by
     * cascade; ratings and comments name it by target, the SQLite search rows by rowid). Answers the
     * deleted rows' audit statuses.
     */
    async remove(authorId: number | 'any', ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('recipes')
        .select(['id', 'audit_status'])
        // 'any': the console's delete (issue 29), whoever wrote it.
        .$if(authorId !== 'any', (q) => q.where('author_id', '=', authorId as number))
        .where('id', 'in', ids)
        .execute();
      const own = rows.map((r) => r.id);
      if (own.length === 0) return [];
      await db.deleteFrom('ratings').where('target_type', '=', TARGET_TYPE.recipe).where('target_id', 'in', own).execute();
      await db.deleteFrom('comments').where('target_type', '=', TARGET_TYPE.recipe).where('target_id', 'in', own).execute();
      if (!isPostgres(db)) {
        // Contentless FTS5 tables have no foreign keys (PostgreSQL's side table goes by cascade).
        await sql`delete from recipe_fts where rowid in (${sql.join(own)})`.execute(db);
        await sql`delete from recipe_fts_short where rowid in (${sql.join(own)})`.execute(db);
      }
      await db.deleteFrom('recipes').where('id', 'in', own).execute();
      return rows.map((r) => r.audit_status);
    },

    /** The author's language, for messages in it (null: the author's account is gone). */
    async authorLanguage(userId: number): Promise<string | null> {
      return (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language ?? null;
    },
  };
}

type Rows = ReturnType<typeof rowsOf>;

export function createMyRecipeRepository(db: Db) {
  return {
    ...rowsOf(db),
    /**
     * Runs work in one transaction, with the repository bound to it (SQLite has one connection: the outer one would wait);
     * the transaction itself goes along for writes of other areas that must land with it (the staff action log).
     */
    transaction<T>(work: (repo: Rows, trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(rowsOf(trx), trx));
    },
  };
}

export type MyRecipeRepository = ReturnType<typeof createMyRecipeRepository>;
