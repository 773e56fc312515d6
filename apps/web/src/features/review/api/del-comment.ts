import { useMutation } from '@tanstack/react-query';
import type { TargetType } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { commentsKey } from './qry-comment';

/** POST /api/cook/delComment: own comments only (the server checks). */
export function useDelComment(targetType: TargetType, targetId: string) {
  return useMutation({
    mutationFn: (id: string) => apiPost<unknown>('/api/cook/delComment', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(targetType, targetId) }),
  });
}
