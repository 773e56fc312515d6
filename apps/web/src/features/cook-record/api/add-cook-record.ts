import { useMutation } from '@tanstack/react-query';
import type { AddCookRecordResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Every cooking-history query starts with this key. */
export const cookRecordQueryKey = ['cookRecord'] as const;

/** POST /api/cook/addCookRecord: "I cooked this" (one more record each time). */
export async function markCooked(recipeId: string): Promise<AddCookRecordResult> {
  const result = await apiPost<AddCookRecordResult>('/api/cook/addCookRecord', { recipeId });
  void queryClient.invalidateQueries({ queryKey: cookRecordQueryKey });
  return result;
}

export function useMarkCooked() {
  return useMutation({ mutationFn: (recipeId: string) => markCooked(recipeId) });
}
