import { useMutation } from '@tanstack/react-query';
import type { AddAnthologyRecipeBody, AddAnthologyRecipeResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { anthologyQueryKey } from './qry-anthology';

/** POST /api/cook/addAnthologyRecipe: adding twice adds once (added is then false). */
export function useAddAnthologyRecipe() {
  return useMutation({
    mutationFn: (body: AddAnthologyRecipeBody) => apiPost<AddAnthologyRecipeResult>('/api/cook/addAnthologyRecipe', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: anthologyQueryKey }),
  });
}
