import { useMutation } from '@tanstack/react-query';
import type { AddCookRecordBody, AddCookRecordResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Every cooking-history query starts with this key. */
export const cookRecordQueryKey = ['cookRecord'] as const;

/** POST /api/cook/addCookRecord: "I cooked this" (one more record each time); cook mode's finish says so. */
export async function markCooked(recipeId: string, source: AddCookRecordBody['source'] = 'manual'): Promise<AddCookRecordResult> {
  const result = await apiPost<AddCookRecordResult>('/api/cook/addCookRecord', { recipeId, source });
  void queryClient.invalidateQueries({ queryKey: cookRecordQueryKey });
  return result;
}

export function useMarkCooked(source: AddCookRecordBody['source'] = 'manual') {
  return useMutation({ mutationFn: (recipeId: string) => markCooked(recipeId, source) });
}
