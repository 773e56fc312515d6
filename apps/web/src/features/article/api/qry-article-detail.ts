import type { ArticleDetail } from '@chef/shared';
import { detailQuery } from '../../../lib/detail-query';
import { queryClient } from '../../../lib/query-client';

export const articleDetailQueryKey = ['articles', 'detail'] as const;

/** GET /api/article/qryArticleDetail?id= (the server counts the view). */
const articleDetail = detailQuery<ArticleDetail>(articleDetailQueryKey, '/api/article/qryArticleDetail');

export const useArticleDetail = articleDetail.useDetail;

/** Started by the route's loader, alongside the page's code, or by a list card ahead (`ahead`). */
export const prefetchArticleDetail = articleDetail.prefetch;

export const cachedArticleDetail = articleDetail.cached;

export function updateCachedArticle(id: string, change: Partial<ArticleDetail>): void {
  queryClient.setQueriesData<ArticleDetail>({ queryKey: [...articleDetailQueryKey, id] }, (old) => (old ? { ...old, ...change } : old));
}
