import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { refreshMyRecipes } from './add-recipe';

/** POST /api/cook/republishRecipe: a recipe that failed its audit goes back to audit, unchanged. */
export function useRepublishRecipe() {
  return useMutation({ mutationFn: (id: string) => apiPost<null>('/api/cook/republishRecipe', { id }), onSuccess: refreshMyRecipes });
}
