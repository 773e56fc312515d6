import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeDetail } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { getSession, useSession } from '../../../lib/session';

export const recipeDetailQueryKey = ['recipes', 'detail'] as const;

/** GET /api/cook/qryRecipeDetail?id= (the server counts the view and, for a user, remembers it). */
function recipeDetailOptions(id: string, token: string | null) {
  return queryOptions({
    // myRating, isCollected and inMyWeek depend on who asks.
    queryKey: [...recipeDetailQueryKey, id, token, currentLanguage()],
    queryFn: ({ signal }) => apiGet<RecipeDetail>('/api/cook/qryRecipeDetail', { id }, signal),
    // An unknown id stays unknown: no retry.
    retry: false,
  });
}

export function useRecipeDetail(id: string | null) {
  const { token } = useSession();
  return useQuery({ ...recipeDetailOptions(id ?? '', token), enabled: id !== null });
}

/** Started by the route's loader, alongside the page's code. */
export function prefetchRecipeDetail(id: string | null): Promise<void> {
  return id && /^\d{1,19}$/.test(id) ? queryClient.prefetchQuery(recipeDetailOptions(id, getSession().token)) : Promise.resolve();
}

/** The detail as cached, changed in place (a new rating). */
export function updateCachedRecipe(id: string, change: Partial<RecipeDetail>): void {
  queryClient.setQueriesData<RecipeDetail>({ queryKey: [...recipeDetailQueryKey, id] }, (old) => (old ? { ...old, ...change } : old));
}
