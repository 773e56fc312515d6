import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { getSession, useSession } from '../../../lib/session';

export const articleDetailQueryKey = ['articles', 'detail'] as const;

/** GET /api/article/qryArticleDetail?id= */
function articleDetailOptions(id: string, token: string | null) {
  return queryOptions({
    // myRating depends on who asks.
    queryKey: [...articleDetailQueryKey, id, token, currentLanguage()],
    queryFn: ({ signal }) => apiGet<ArticleDetail>('/api/article/qryArticleDetail', { id }, signal),
    retry: false,
  });
}

export function useArticleDetail(id: string | null) {
  const { token } = useSession();
  return useQuery({ ...articleDetailOptions(id ?? '', token), enabled: id !== null });
}

export function prefetchArticleDetail(id: string | null): Promise<void> {
  return id && /^\d{1,19}$/.test(id) ? queryClient.prefetchQuery(articleDetailOptions(id, getSession().token)) : Promise.resolve();
}

export function updateCachedArticle(id: string, change: Partial<ArticleDetail>): void {
  queryClient.setQueriesData<ArticleDetail>({ queryKey: [...articleDetailQueryKey, id] }, (old) => (old ? { ...old, ...change } : old));
}
