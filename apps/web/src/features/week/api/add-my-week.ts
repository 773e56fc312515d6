import { useMutation } from '@tanstack/react-query';
import type { AddMyWeekBody, AddMyWeekResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Every weekly-plan query starts with this key. */
export const myWeekQueryKey = ['myWeek'] as const;

/** POST /api/cook/addMyWeek: a recipe for a day, today or later; planning it twice for one day adds it once. */
export function useAddMyWeek() {
  return useMutation({
    mutationFn: (body: AddMyWeekBody) => apiPost<AddMyWeekResult>('/api/cook/addMyWeek', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myWeekQueryKey }),
  });
}
