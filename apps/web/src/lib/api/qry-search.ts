import type { ArticleListItem, ContentLang, RecipeListItem, SEARCH_TYPE, SearchType } from '@chef/shared';
import { currentLanguage } from '../i18n';
import { prefetchLoadMore, useLoadMore, type LoadMoreOptions } from '../paging';

/**
 * GET /api/search/qrySearch: ranked results for the header's search box. The recipe and article list
 * pages both show them, hence it lives in lib/.
 */
export interface SearchParams {
  keyword: string;
  lang?: ContentLang;
  size: number;
}

/** Type 1 finds recipes, type 2 articles. */
type ResultOf<T extends SearchType> = T extends typeof SEARCH_TYPE.recipe ? RecipeListItem : ArticleListItem;

export const searchQueryKey = ['search'] as const;

function searchOptions(type: SearchType, params: SearchParams | null): LoadMoreOptions {
  return {
    queryKey: [...searchQueryKey, type, params, currentLanguage()],
    path: '/api/search/qrySearch',
    params: { keyword: params?.keyword, type, lang: params?.lang },
    size: params?.size ?? 0,
    enabled: params !== null,
  };
}

export function useSearch<T extends SearchType>(type: T, params: SearchParams | null) {
  return useLoadMore<ResultOf<T>>(searchOptions(type, params));
}

/** A list page's results for ?keyword=, started by its route's loader (prefetchLoadMore). */
export function prefetchSearch(type: SearchType, params: SearchParams): Promise<void> {
  return prefetchLoadMore(searchOptions(type, params));
}
