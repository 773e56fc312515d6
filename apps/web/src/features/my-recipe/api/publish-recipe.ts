import { useMutation } from '@tanstack/react-query';
import type { PublishRecipeBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshMyRecipes } from './add-recipe';

/** POST /api/cook/publishRecipe (issue 26): a private recipe sent for audit; an imported one with ownText. */
export function usePublishRecipe() {
  return useMutation({
    mutationFn: (body: PublishRecipeBody) => apiPost<null>('/api/cook/publishRecipe', body),
    onSuccess: refreshMyRecipes,
  });
}
