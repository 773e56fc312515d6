import { useMutation } from '@tanstack/react-query';
import type { DelMyWeekBody, Deleted } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { myWeekQueryKey } from './add-my-week';
import { queryClient } from '../../../lib/query-client';

/** POST /api/cook/delMyWeek: removes plan entries. */
export function useDelMyWeek() {
  return useMutation({
    mutationFn: (body: DelMyWeekBody) => apiPost<Deleted>('/api/cook/delMyWeek', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myWeekQueryKey }),
  });
}
