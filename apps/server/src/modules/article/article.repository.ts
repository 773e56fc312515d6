import type { Language, PageResult } from '@chef/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ArticleTable } from '../../db/schema.js';
import { countOf, paginate, type PageRequest } from '../../lib/paging.js';

const LIST_COLUMNS = [
  'id',
  'lang',
  'title',
  'summary',
  'cover',
  'author',
  'tags',
  'published_at',
  'view_count',
  'rating_avg',
  'rating_count',
  'comment_count',
] as const;
export type ArticleListRow = Pick<Selectable<ArticleTable>, (typeof LIST_COLUMNS)[number]>;
export type ArticleDetailRow = ArticleListRow & { body: string };

export interface ArticleFilter {
  lang: Language | null;
  /** Only these (a keyword's matches). */
  ids?: number[] | undefined;
  featured?: boolean;
}

/** The only SQL of articles; lists are newest published first (index articles_lang_published). */
export function createArticleRepository(db: Db) {
  const filtered = (filter: ArticleFilter) => {
    let query = db.selectFrom('articles');
    if (filter.lang) query = query.where('lang', '=', filter.lang);
    if (filter.ids !== undefined) query = query.where('id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
    if (filter.featured) query = query.where('featured', '=', 1);
    return query;
  };

  const newestFirst = (query: ReturnType<typeof filtered>) =>
    query.select(LIST_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc');

  return {
    /** A page of list rows; the total is the caller's (counts are cached by the service). */
    page(filter: ArticleFilter, request: PageRequest, total: Promise<number>): Promise<PageResult<ArticleListRow>> {
      return paginate(filtered(filter), request, newestFirst, total);
    },

    /** The newest `limit` rows (home's featured articles). */
    newest(filter: ArticleFilter, limit: number): Promise<ArticleListRow[]> {
      return newestFirst(filtered(filter)).limit(limit).execute();
    },

    count: (filter: ArticleFilter): Promise<number> => countOf(filtered(filter)),

    byIds(ids: readonly number[]): Promise<ArticleListRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('articles')
        .select(LIST_COLUMNS)
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    detail(id: number): Promise<ArticleDetailRow | undefined> {
      return db
        .selectFrom('articles')
        .select([...LIST_COLUMNS, 'body'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type ArticleRepository = ReturnType<typeof createArticleRepository>;
