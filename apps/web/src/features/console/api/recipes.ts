import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ADMIN_RECIPE_AUTHORS,
  AdminRecipe,
  AdminRecipeDetail,
  AdminRecipeReasonBody,
  AdminRecipeState,
  PageResult,
  RecipeInput,
} from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

/** The console's recipes (issue 29): every key starts with this; a write refreshes lists and details. */
const recipesKey = ['console', 'recipes'] as const;
const refresh = () => void queryClient.invalidateQueries({ queryKey: recipesKey });

/** GET /api/admin/qryRecipe: every recipe but private ones, by name or id, state and author. */
export function useConsoleRecipes(query: {
  keyword: string;
  current: number;
  size: number;
  state?: AdminRecipeState;
  author?: (typeof ADMIN_RECIPE_AUTHORS)[number];
}) {
  return useQuery({
    queryKey: [...recipesKey, 'list', query],
    queryFn: ({ signal }) =>
      staffGet<PageResult<AdminRecipe>>('/api/admin/qryRecipe', { ...query, keyword: query.keyword || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/qryRecipeDetail: the stored version, for the editor. */
export function useConsoleRecipe(id: string | null) {
  return useQuery({
    queryKey: [...recipesKey, 'detail', id],
    queryFn: ({ signal }) => staffGet<AdminRecipeDetail>('/api/admin/qryRecipeDetail', { id }, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** POST /api/admin/saveRecipe: the users' editor body; no id writes a team recipe. */
export function useSaveConsoleRecipe() {
  return useMutation({
    mutationFn: (body: RecipeInput) => staffPost<{ id: string }>('/api/admin/saveRecipe', body),
    onSuccess: refresh,
  });
}

export type RecipeAction = 'unpublish' | 'republish' | 'delete';
const ACTION_CALLS: Record<RecipeAction, string> = {
  unpublish: '/api/admin/unpublishRecipe',
  republish: '/api/admin/republishRecipe',
  delete: '/api/admin/delRecipe',
};

/** POST unpublishRecipe / delRecipe (with the reason the author is told) or republishRecipe. */
export function useConsoleRecipeAction() {
  return useMutation({
    mutationFn: ({ action, ...body }: { action: RecipeAction } & AdminRecipeReasonBody) =>
      staffPost<null>(ACTION_CALLS[action], action === 'republish' ? { id: body.id } : body),
    onSuccess: refresh,
  });
}
