import { SEARCH_TYPE, type ArticleListItem } from '@chef/shared';
import { prefetchSearch, type SearchParams } from '../../../lib/api/qry-search';
import { readContentLang, readKeyword } from '../../../lib/content-lang';
import { currentLanguage } from '../../../lib/i18n';
import { prefetchLoadMore, useLoadMore, type LoadMoreOptions } from '../../../lib/paging';

export const ARTICLE_PAGE_SIZE = 12;
export const articleListQueryKey = ['articles', 'list'] as const;

const articleListOptions = (lang: 'all' | undefined, enabled = true): LoadMoreOptions => ({
  queryKey: [...articleListQueryKey, lang, currentLanguage()],
  path: '/api/article/qryArticleList',
  params: { lang },
  size: ARTICLE_PAGE_SIZE,
  enabled,
});

/** GET /api/article/qryArticleList: newest first, page after page. */
export function useArticleList(lang: 'all' | undefined, enabled = true) {
  return useLoadMore<ArticleListItem>(articleListOptions(lang, enabled));
}

/** What /home/article shows for its URL: with ?keyword= ranked results (`search`), else the newest. */
export function articleListPageOf(params: URLSearchParams): { lang: 'all' | undefined; keyword?: string; search: SearchParams | null } {
  const keyword = readKeyword(params);
  const lang = readContentLang(params);
  return { lang, keyword, search: keyword ? { keyword, lang, size: ARTICLE_PAGE_SIZE } : null };
}

/** The route's loader: what the page will ask for, started with its code. */
export function prefetchArticleListPage(url: URL): Promise<void> {
  const { lang, search } = articleListPageOf(url.searchParams);
  return search ? prefetchSearch(SEARCH_TYPE.article, search) : prefetchLoadMore(articleListOptions(lang));
}
