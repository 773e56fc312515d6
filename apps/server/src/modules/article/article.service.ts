import { TARGET_TYPE, type ArticleDetail, type ArticleListItem, type Language, type PageResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { notFound } from '../../lib/errors.js';
import type { ViewBuffer } from '../recipe/views.js';
import { createSearchRepository } from '../search/search.repository.js';
import { SEARCH_RESULTS_MAX } from '../search/search.service.js';
import { presentPage } from '../../lib/paging.js';
import { toArticleDetail, toArticleListItem } from './article.presenter.js';
import { createArticleRepository, type ArticleFilter } from './article.repository.js';

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
      const filter: ArticleFilter = { lang };
      if (input.keyword) filter.ids = await search.rankedIds('article', input.keyword, lang, SEARCH_RESULTS_MAX);
      const countKey = `article|${JSON.stringify(filter)}`;
      return presentPage(
        await repo.page(
          filter,
          input,
          deps.cache.total(countKey, () => repo.count(filter)),
        ),
        (rows) => rows.map(toArticleListItem),
      );
    },

    /** List items of the given ids in that order (unknown ids dropped). */
    async itemsByIds(ids: readonly number[]): Promise<ArticleListItem[]> {
      const byId = new Map((await repo.byIds(ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toArticleListItem(row)] : [];
      });
    },

    async featured(lang: Language | null, limit: number): Promise<ArticleListItem[]> {
      return (await repo.newest({ lang, featured: true }, limit)).map(toArticleListItem);
    },

    /** An article as its shared link shows it (SEO), no view counted; kept like the detail below. */
    async peek(id: number): Promise<ArticleDetail | null> {
      const key = `article|${id}`;
      const kept = deps.cache.values.get(key) as ArticleDetail | undefined;
      if (kept) return kept;
      const row = await repo.detail(id);
      if (!row) return null;
      const detail = toArticleDetail(row, null);
      deps.cache.values.set(key, detail);
      return detail;
    },

    /** A visitor's view of an article page the server rendered (modules/seo). */
    countView(id: number): void {
      deps.views.articleViewed(id);
    },

    /** An article (else 404), with the caller's score when signed in; counts a view in memory unless `speculative`. */
    async detail(id: number, userId: number | null, speculative = false): Promise<ArticleDetail> {
      const key = `article|${id}`;
      let detail = deps.cache.values.get(key) as ArticleDetail | undefined;
      if (!detail) {
        const row = await repo.detail(id);
        if (!row) throw notFound('catalogue.articleNotFound');
        detail = toArticleDetail(row, null);
        deps.cache.values.set(key, detail);
      }
      if (!speculative) deps.views.articleViewed(id);
      if (userId === null) return detail;
      return { ...detail, myRating: await deps.scoreOf(userId, TARGET_TYPE.article, id) };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
