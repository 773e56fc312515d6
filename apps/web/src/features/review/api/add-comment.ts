import { useMutation } from '@tanstack/react-query';
import type { AddCommentBody, TargetType } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { commentsKey } from './qry-comment';

/** POST /api/cook/addComment; the list is fetched again so the new comment shows on top. */
export function useAddComment() {
  return useMutation({
    mutationFn: (body: AddCommentBody) => apiPost<unknown>('/api/cook/addComment', body),
    onSuccess: (_result, body) => queryClient.invalidateQueries({ queryKey: commentsKey(body.targetType as TargetType, body.targetId) }),
  });
}
