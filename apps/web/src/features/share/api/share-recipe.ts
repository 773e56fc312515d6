import { useMutation } from '@tanstack/react-query';
import type { ShareResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const shareRecordQueryKey = ['shareRecord'] as const;

/** POST /api/cook/shareRecipe: the link anyone can open; recorded in my share record. */
export function useShareRecipe() {
  return useMutation({
    mutationFn: (recipeId: string) => apiPost<ShareResult>('/api/cook/shareRecipe', { recipeId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shareRecordQueryKey }),
  });
}
