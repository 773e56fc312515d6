import { useMutation } from '@tanstack/react-query';
import type { AddAnthologyBody, Anthology } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { anthologyQueryKey } from './qry-anthology';

/** POST /api/cook/addAnthology: create, or with id rename and change the cover. */
export function useAddAnthology() {
  return useMutation({
    mutationFn: (body: AddAnthologyBody) => apiPost<Anthology>('/api/cook/addAnthology', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: anthologyQueryKey }),
  });
}
