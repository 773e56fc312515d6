import type { Comment, TargetType } from '@chef/shared';
import { prefetchLoadMore, useLoadMore, type LoadMoreOptions } from '../../../lib/paging';
import { useSession } from '../../../lib/session';

export const commentsQueryKey = ['comments'] as const;

export function commentsKey(targetType: TargetType, targetId: string) {
  return [...commentsQueryKey, targetType, targetId] as const;
}

// isMine depends on who asks: each session has its own cache entry.
const commentsOptions = (targetType: TargetType, targetId: string, token: string | null): LoadMoreOptions => ({
  queryKey: [...commentsKey(targetType, targetId), token],
  path: '/api/cook/qryComment',
  params: { targetType, targetId },
  size: 10,
});

/** GET /api/cook/qryComment: comments on a recipe or an article, newest first, page after page. */
export function useComments(targetType: TargetType, targetId: string) {
  const { token } = useSession();
  return useLoadMore<Comment>(commentsOptions(targetType, targetId, token));
}

/**
 * The comments asked for before their section renders (LazyReviews). A list whose query starts when it
 * subscribes sees its state change under React's feet, and React then draws the whole section again at
 * once, in one long task (useSyncExternalStore's rule); started before, the section renders it as is.
 */
export function prefetchComments(targetType: TargetType, targetId: string, token: string | null): Promise<void> {
  return prefetchLoadMore(commentsOptions(targetType, targetId, token));
}
