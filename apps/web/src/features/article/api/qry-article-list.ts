import { useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleListItem, PageResult } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { nextPageParam } from '../../../lib/paging';

export const ARTICLE_PAGE_SIZE = 12;
export const articleListQueryKey = ['articles', 'list'] as const;

/** GET /api/article/qryArticleList: newest first, page after page. */
export function useArticleList(lang: 'all' | undefined, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...articleListQueryKey, lang, currentLanguage()],
    queryFn: ({ pageParam, signal }) =>
      apiGet<PageResult<ArticleListItem>>('/api/article/qryArticleList', { lang, current: pageParam, size: ARTICLE_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
}
