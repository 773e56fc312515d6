import type { ArticleListItem } from '@chef/shared';
import { currentLanguage } from '../../../lib/i18n';
import { useLoadMore } from '../../../lib/paging';

export const ARTICLE_PAGE_SIZE = 12;
export const articleListQueryKey = ['articles', 'list'] as const;

/** GET /api/article/qryArticleList: newest first, page after page. */
export function useArticleList(lang: 'all' | undefined, enabled = true) {
  return useLoadMore<ArticleListItem>({
    queryKey: [...articleListQueryKey, lang, currentLanguage()],
    path: '/api/article/qryArticleList',
    params: { lang },
    size: ARTICLE_PAGE_SIZE,
    enabled,
  });
}
