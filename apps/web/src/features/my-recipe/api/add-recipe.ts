import { useMutation } from '@tanstack/react-query';
import type { RecipeInput } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { onHubEvent } from '../../../lib/realtime';

/** Every key of the caller's own recipes starts with this: one invalidation refreshes lists and details. */
export const myRecipeQueryKey = ['myRecipes'] as const;
export const refreshMyRecipes = () => void queryClient.invalidateQueries({ queryKey: myRecipeQueryKey });
// The audit desk's verdict arrives live (RecipeAudited, issue 28): My Post and the box show the new state at once.
onHubEvent('RecipeAudited', refreshMyRecipes);

/** POST /api/cook/addRecipe: create, or change one (id); sent for audit, or kept private with private: true (issue 26). */
export function useAddRecipe() {
  return useMutation({
    mutationFn: (body: RecipeInput) => apiPost<{ id: string }>('/api/cook/addRecipe', body),
    onSuccess: refreshMyRecipes,
  });
}
