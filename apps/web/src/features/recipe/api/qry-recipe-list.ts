import { SEARCH_TYPE, type RecipeListItem } from '@chef/shared';
import { prefetchCategories } from '../../../lib/api/qry-category';
import { prefetchCountries } from '../../../lib/api/qry-country';
import { prefetchSearch, type SearchParams } from '../../../lib/api/qry-search';
import { readKeyword } from '../../../lib/content-lang';
import { currentLanguage } from '../../../lib/i18n';
import { prefetchLoadMore, useLoadMore, type LoadMoreOptions } from '../../../lib/paging';
import { parseRecipeFilters, recipeListQuery, type RecipeFilters } from '../lib/recipe-filters';

export const RECIPE_PAGE_SIZE = 12;
export const recipeListQueryKey = ['recipes', 'list'] as const;

const recipeListOptions = (filters: RecipeFilters, enabled = true): LoadMoreOptions => ({
  queryKey: [...recipeListQueryKey, filters, currentLanguage()],
  path: '/api/cook/qryRecipeList',
  params: { ...recipeListQuery(filters) },
  size: RECIPE_PAGE_SIZE,
  enabled,
});

/** GET /api/cook/qryRecipeList: the filtered list, page after page (load more). */
export function useRecipeList(filters: RecipeFilters, enabled = true) {
  return useLoadMore<RecipeListItem>(recipeListOptions(filters, enabled));
}

/**
 * What /home/recipe shows for its URL: with ?keyword= (the header's search box) ranked results
 * (`search`), else the list its filters give.
 */
export function recipeListPageOf(params: URLSearchParams): { filters: RecipeFilters; keyword?: string; search: SearchParams | null } {
  const keyword = readKeyword(params);
  const filters = parseRecipeFilters(params);
  return { filters, keyword, search: keyword ? { keyword, lang: filters.lang, size: RECIPE_PAGE_SIZE } : null };
}

/** The route's loader: what the page will ask for, started with its code (the filters' choices too). */
export function prefetchRecipeListPage(url: URL): Promise<unknown> {
  const { filters, search } = recipeListPageOf(url.searchParams);
  if (search) return prefetchSearch(SEARCH_TYPE.recipe, search);
  return Promise.all([prefetchLoadMore(recipeListOptions(filters)), prefetchCategories(), prefetchCountries()]);
}
