import { useInfiniteQuery } from '@tanstack/react-query';
import type { PageResult, RecipeListItem } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { nextPageParam } from '../../../lib/paging';
import { recipeListQuery, type RecipeFilters } from '../lib/recipe-filters';

export const RECIPE_PAGE_SIZE = 12;
export const recipeListQueryKey = ['recipes', 'list'] as const;

/** GET /api/cook/qryRecipeList: the filtered list, page after page (load more). */
export function useRecipeList(filters: RecipeFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...recipeListQueryKey, filters, currentLanguage()],
    queryFn: ({ pageParam, signal }) =>
      apiGet<PageResult<RecipeListItem>>(
        '/api/cook/qryRecipeList',
        { ...recipeListQuery(filters), current: pageParam, size: RECIPE_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
}
