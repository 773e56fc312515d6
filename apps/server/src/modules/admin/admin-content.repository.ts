import { AUDIT_STATUS, TARGET_TYPE } from '@chef/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AdvTable, ArticleTable } from '../../db/schema.js';
import { published } from '../catalogue/published.js';
import { deleteSearchRows, writeSearchRows } from '../search/search.repository.js';
import type { PageRow } from '../page/page.repository.js';

/** An article as staff edit it (and as the audit log keeps it). */
export const ARTICLE_EDIT_COLUMNS = [
  'id',
  'lang',
  'title',
  'summary',
  'cover',
  'body',
  'tags',
  'featured',
  'search_text',
  'author',
] as const;
export type ArticleEditRow = Pick<Selectable<ArticleTable>, (typeof ARTICLE_EDIT_COLUMNS)[number]>;
export type AdvRow = Selectable<AdvTable>;

/**
 * The console's writes of content (articles, config records, the weekly selection, content pages):
 * the only SQL of them. Every write takes the transaction it runs in; article writes rewrite the
 * search rows with the row, so search finds the change at once.
 */
export function createAdminContentRepository(db: Db) {
  const searchRow = (row: { id: number; lang: string; title: string; search_text: string }) => ({
    id: row.id,
    lang: row.lang,
    // Articles have no audit: every one is published (the search side table's column).
    auditStatus: AUDIT_STATUS.succeeded,
    title: row.title,
    searchText: row.search_text,
  });

  return {
    transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    article(id: number): Promise<ArticleEditRow | undefined> {
      return db.selectFrom('articles').select(ARTICLE_EDIT_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    articles(ids: readonly number[]): Promise<ArticleEditRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('articles').select(ARTICLE_EDIT_COLUMNS).where('id', 'in', ids).execute();
    },

    async insertArticle(row: Insertable<ArticleTable>): Promise<number> {
      const { id } = await db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow();
      await writeSearchRows(db, 'article', [searchRow({ id, lang: row.lang, title: row.title, search_text: row.search_text })]);
      return id;
    },

    async updateArticle(id: number, row: Updateable<ArticleTable> & { lang: string; title: string; search_text: string }): Promise<void> {
      await db.updateTable('articles').set(row).where('id', '=', id).execute();
      await writeSearchRows(db, 'article', [searchRow({ id, ...row })]);
    },

    /** Deletes articles with their search rows, ratings and comments (which name their target without a key). */
    async deleteArticles(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await deleteSearchRows(db, 'article', ids);
      for (const table of ['ratings', 'comments'] as const) {
        await db.deleteFrom(table).where('target_type', '=', TARGET_TYPE.article).where('target_id', 'in', ids).execute();
      }
      await db.deleteFrom('articles').where('id', 'in', ids).execute();
    },

    adv(id: number): Promise<AdvRow | undefined> {
      return db.selectFrom('adv').selectAll().where('id', '=', id).executeTakeFirst();
    },

    advs(ids: readonly number[]): Promise<AdvRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('adv').selectAll().where('id', 'in', ids).execute();
    },

    /** Records of a type in a language (index adv_type_lang), at most `limit`. */
    advsOfType(advType: string, lang: string, limit: number): Promise<AdvRow[]> {
      return db
        .selectFrom('adv')
        .selectAll()
        .where('adv_type', '=', advType)
        .where('lang', '=', lang)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async insertAdv(row: Insertable<AdvTable>): Promise<AdvRow> {
      return db.insertInto('adv').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async updateAdv(id: number, row: Updateable<AdvTable>): Promise<AdvRow> {
      return db.updateTable('adv').set(row).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async deleteAdvs(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('adv').where('id', 'in', ids).execute();
    },

    /** A week's chosen recipe ids in their order. */
    async weekRecipeIds(week: string): Promise<number[]> {
      const rows = await db
        .selectFrom('week_selection')
        .select('recipe_id')
        .where('week_start', '=', week)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.recipe_id);
    },

    /** Which of the ids are published recipes (one query). */
    async publishedIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('recipes').select('id').where('id', 'in', ids).where(published()).execute();
      return new Set(rows.map((row) => row.id));
    },

    async replaceWeek(week: string, recipeIds: readonly number[]): Promise<void> {
      await db.deleteFrom('week_selection').where('week_start', '=', week).execute();
      if (recipeIds.length > 0) {
        await db
          .insertInto('week_selection')
          .values(recipeIds.map((recipe_id, sort) => ({ week_start: week, recipe_id, sort })))
          .execute();
      }
    },

    page(code: string, lang: string): Promise<PageRow | undefined> {
      return db
        .selectFrom('pages')
        .select(['code', 'lang', 'title', 'body', 'updated_at'])
        .where('code', '=', code)
        .where('lang', '=', lang)
        .executeTakeFirst();
    },

    async upsertPage(row: PageRow): Promise<void> {
      await db
        .insertInto('pages')
        .values(row)
        .onConflict((oc) => oc.columns(['code', 'lang']).doUpdateSet({ title: row.title, body: row.body, updated_at: row.updated_at }))
        .execute();
    },
  };
}

export type AdminContentRepository = ReturnType<typeof createAdminContentRepository>;
