import { useMutation } from '@tanstack/react-query';
import type { RecipeDraft } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/cook/importRecipe: a recipe page's schema.org data as an editor draft (nothing saved). */
export function useImportRecipe() {
  return useMutation({ mutationFn: (url: string) => apiPost<RecipeDraft>('/api/cook/importRecipe', { url }) });
}
