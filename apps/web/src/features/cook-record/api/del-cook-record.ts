import { useMutation } from '@tanstack/react-query';
import type { DelCookRecordBody, Deleted } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { cookRecordQueryKey } from './add-cook-record';
import { queryClient } from '../../../lib/query-client';

/** POST /api/cook/delCookRecord: permanent. */
export function useDelCookRecord() {
  return useMutation({
    mutationFn: (body: DelCookRecordBody) => apiPost<Deleted>('/api/cook/delCookRecord', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cookRecordQueryKey }),
  });
}
