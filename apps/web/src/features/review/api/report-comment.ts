import { useMutation } from '@tanstack/react-query';
import type { TargetType } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { commentsKey } from './qry-comment';

/** POST /api/cook/reportComment: another user's comment, once (the list then marks it reported). */
export function useReportComment(targetType: TargetType, targetId: string) {
  return useMutation({
    mutationFn: (id: string) => apiPost<unknown>('/api/cook/reportComment', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey(targetType, targetId) }),
  });
}
