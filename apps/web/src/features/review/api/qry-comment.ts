import type { Comment, TargetType } from '@chef/shared';
import { useLoadMore } from '../../../lib/paging';
import { useSession } from '../../../lib/session';

export const commentsQueryKey = ['comments'] as const;

export function commentsKey(targetType: TargetType, targetId: string) {
  return [...commentsQueryKey, targetType, targetId] as const;
}

/** GET /api/cook/qryComment: comments on a recipe or an article, newest first, page after page. */
export function useComments(targetType: TargetType, targetId: string) {
  // isMine depends on who asks: each session has its own cache entry.
  const { token } = useSession();
  return useLoadMore<Comment>({
    queryKey: [...commentsKey(targetType, targetId), token],
    path: '/api/cook/qryComment',
    params: { targetType, targetId },
    size: 10,
  });
}
