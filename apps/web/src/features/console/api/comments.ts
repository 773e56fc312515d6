import { useMutation, useQuery } from '@tanstack/react-query';
import type { ModerateCommentBody, ModeratedComment, ModerationQueue, PageResult } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

const commentsKey = ['console', 'comments'] as const;

/** GET /api/admin/qryModComment: reported comments still shown, the hidden ones, or recent ones by a keyword. */
export function useModerationQueue(state: ModerationQueue, current: number, size: number, keyword = '') {
  return useQuery({
    queryKey: [...commentsKey, state, current, size, keyword],
    queryFn: ({ signal }) =>
      staffGet<PageResult<ModeratedComment>>('/api/admin/qryModComment', { state, current, size, keyword: keyword || undefined }, signal),
  });
}

/** POST /api/admin/modComment: hide, restore or delete, with the reason the author is told. */
export function useModerateComment() {
  return useMutation({
    mutationFn: (body: ModerateCommentBody) => staffPost<null>('/api/admin/modComment', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey }),
  });
}
