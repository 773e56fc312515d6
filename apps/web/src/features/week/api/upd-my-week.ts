import { useMutation } from '@tanstack/react-query';
import type { UpdMyWeekBody, UpdMyWeekResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { myWeekQueryKey } from './add-my-week';

/** POST /api/cook/updMyWeek: move a planned meal (day, meal) or change its servings. */
export function useUpdMyWeek() {
  return useMutation({
    mutationFn: (body: UpdMyWeekBody) => apiPost<UpdMyWeekResult>('/api/cook/updMyWeek', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myWeekQueryKey }),
  });
}
