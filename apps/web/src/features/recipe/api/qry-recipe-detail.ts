import type { RecipeDetail } from '@chef/shared';
import { detailQuery } from '../../../lib/detail-query';
import { queryClient } from '../../../lib/query-client';

export const recipeDetailQueryKey = ['recipes', 'detail'] as const;

/** GET /api/cook/qryRecipeDetail?id= (the server counts the view and, for a user, remembers it). */
const recipeDetail = detailQuery<RecipeDetail>(recipeDetailQueryKey, '/api/cook/qryRecipeDetail');

export const useRecipeDetail = recipeDetail.useDetail;

/** Started by the route's loader, alongside the page's code, or by a list card ahead (`ahead`). */
export const prefetchRecipeDetail = recipeDetail.prefetch;

export const cachedRecipeDetail = recipeDetail.cached;

/** The detail as cached, changed in place (a new rating). */
export function updateCachedRecipe(id: string, change: Partial<RecipeDetail>): void {
  queryClient.setQueriesData<RecipeDetail>({ queryKey: [...recipeDetailQueryKey, id] }, (old) => (old ? { ...old, ...change } : old));
}
