import { useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleListItem, ContentLang, PageResult, RecipeListItem, SEARCH_TYPE, SearchType } from '@chef/shared';
import { apiGet } from '../api-client';
import { currentLanguage } from '../i18n';
import { nextPageParam } from '../paging';

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

export function useSearch<T extends SearchType>(type: T, params: SearchParams | null) {
  return useInfiniteQuery({
    queryKey: [...searchQueryKey, type, params, currentLanguage()],
    queryFn: ({ pageParam, signal }) =>
      apiGet<PageResult<ResultOf<T>>>(
        '/api/search/qrySearch',
        { keyword: params?.keyword, type, lang: params?.lang, current: pageParam, size: params?.size },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: params !== null,
  });
}
