import { useMutation } from '@tanstack/react-query';
import type { DelAnthologyRecipeBody, Deleted } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { anthologyQueryKey } from './qry-anthology';
import { queryClient } from '../../../lib/query-client';

/** POST /api/cook/delAnthologyRecipe: takes recipes out of one collection. */
export function useDelAnthologyRecipe() {
  return useMutation({
    mutationFn: (body: DelAnthologyRecipeBody) => apiPost<Deleted>('/api/cook/delAnthologyRecipe', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: anthologyQueryKey }),
  });
}
