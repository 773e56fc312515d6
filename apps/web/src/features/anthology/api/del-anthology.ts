import { useMutation } from '@tanstack/react-query';
import type { DelAnthologyBody, Deleted } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { anthologyQueryKey } from './qry-anthology';
import { queryClient } from '../../../lib/query-client';

/** POST /api/cook/delAnthology: permanent, with the collections' recipes list. */
export function useDelAnthology() {
  return useMutation({
    mutationFn: (body: DelAnthologyBody) => apiPost<Deleted>('/api/cook/delAnthology', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: anthologyQueryKey }),
  });
}
