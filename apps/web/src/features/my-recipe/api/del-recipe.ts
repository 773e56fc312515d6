import { useMutation } from '@tanstack/react-query';
import type { Deleted } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshMyRecipes } from './add-recipe';

/** POST /api/cook/delRecipe: permanent. */
export function useDelRecipe() {
  return useMutation({
    mutationFn: (body: { ids: string[] }) => apiPost<Deleted>('/api/cook/delRecipe', body),
    onSuccess: refreshMyRecipes,
  });
}
