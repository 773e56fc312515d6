import { TARGET_TYPE, type ArticleDetail, type ArticleListItem, type Language, type PageResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { notFound } from '../../lib/errors.js';
import { roundRating } from '../rating/round.js';
import type { ViewBuffer } from '../recipe/views.js';
import { createSearchRepository } from '../search/search.repository.js';
import { SEARCH_RESULTS_MAX } from '../search/search.service.js';
import { createArticleRepository, type ArticleFilter, type ArticleListRow } from './article.repository.js';

function toItem(row: ArticleListRow): ArticleListItem {
  return {
    id: String(row.id),
    lang: row.lang as Language,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    author: row.author,
    tags: JSON.parse(row.tags) as string[],
    publishTime: row.published_at,
    viewCount: row.view_count,
    rating: roundRating(Number(row.rating_avg)),
    ratingCount: row.rating_count,
    commentCount: row.comment_count,
  };
}

/** Articles: lists (language, keyword), detail, featured ones for home. */
export function createArticleService(deps: {
  db: Db;
  cache: ContentCache;
  views: ViewBuffer;
  scoreOf: (userId: number, targetType: typeof TARGET_TYPE.article, targetId: number) => Promise<number | null>;
}) {
  const repo = createArticleRepository(deps.db);
  const search = createSearchRepository(deps.db);

  return {
    async list(
      input: { current: number; size: number; keyword?: string | undefined },
      lang: Language | null,
    ): Promise<PageResult<ArticleListItem>> {
      const { current, size } = input;
      const filter: ArticleFilter = { lang };
      if (input.keyword) filter.ids = await search.rankedIds('article', input.keyword, lang, SEARCH_RESULTS_MAX);
      const countKey = `article|${JSON.stringify(filter)}`;
      let total = deps.cache.counts.get(countKey);
      if (total === undefined) {
        total = await repo.count(filter);
        deps.cache.counts.set(countKey, total);
      }
      const offset = (current - 1) * size;
      const rows = offset < total ? await repo.page(filter, offset, size) : [];
      return { records: rows.map(toItem), total, current, size };
    },

    /** List items of the given ids in that order (unknown ids dropped). */
    async itemsByIds(ids: readonly number[]): Promise<ArticleListItem[]> {
      const byId = new Map((await repo.byIds(ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toItem(row)] : [];
      });
    },

    async featured(lang: Language | null, limit: number): Promise<ArticleListItem[]> {
      return (await repo.page({ lang, featured: true }, 0, limit)).map(toItem);
    },

    /** An article as its shared link shows it (SEO), no view counted. */
    async peek(id: number): Promise<ArticleDetail | null> {
      const row = await repo.detail(id);
      return row ? { ...toItem(row), body: row.body, myRating: null } : null;
    },

    /** An article (else 404), with the caller's score when signed in; counts a view in memory. */
    async detail(id: number, userId: number | null): Promise<ArticleDetail> {
      const key = `article|${id}`;
      let detail = deps.cache.values.get(key) as ArticleDetail | undefined;
      if (!detail) {
        const row = await repo.detail(id);
        if (!row) throw notFound('catalogue.articleNotFound');
        detail = { ...toItem(row), body: row.body, myRating: null };
        deps.cache.values.set(key, detail);
      }
      deps.views.articleViewed(id);
      if (userId === null) return detail;
      return { ...detail, myRating: await deps.scoreOf(userId, TARGET_TYPE.article, id) };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
