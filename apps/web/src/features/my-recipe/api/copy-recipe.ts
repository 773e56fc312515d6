import { useMutation } from '@tanstack/react-query';
import type { CopyRecipeBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshMyRecipes } from './add-recipe';

/** POST /api/cook/copyRecipe (issue 26, "Copy to adapt"): a published recipe copied into my private box. */
export function useCopyRecipe() {
  return useMutation({
    mutationFn: (body: CopyRecipeBody) => apiPost<{ id: string }>('/api/cook/copyRecipe', body),
    onSuccess: refreshMyRecipes,
  });
}
