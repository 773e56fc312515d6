import type { RecipeListItem } from '@chef/shared';
import { currentLanguage } from '../../../lib/i18n';
import { useLoadMore } from '../../../lib/paging';
import { recipeListQuery, type RecipeFilters } from '../lib/recipe-filters';

export const RECIPE_PAGE_SIZE = 12;
export const recipeListQueryKey = ['recipes', 'list'] as const;

/** GET /api/cook/qryRecipeList: the filtered list, page after page (load more). */
export function useRecipeList(filters: RecipeFilters, enabled = true) {
  return useLoadMore<RecipeListItem>({
    queryKey: [...recipeListQueryKey, filters, currentLanguage()],
    path: '/api/cook/qryRecipeList',
    params: { ...recipeListQuery(filters) },
    size: RECIPE_PAGE_SIZE,
    enabled,
  });
}
