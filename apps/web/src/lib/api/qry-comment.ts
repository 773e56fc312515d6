import { useInfiniteQuery } from '@tanstack/react-query';
import type { Comment, PageResult, TargetType } from '@chef/shared';
import { apiGet } from '../api-client';
import { nextPageParam } from '../paging';
import { useSession } from '../session';

const PAGE_SIZE = 10;

export const commentsQueryKey = ['comments'] as const;

export function commentsKey(targetType: TargetType, targetId: string) {
  return [...commentsQueryKey, targetType, targetId] as const;
}

/** GET /api/cook/qryComment: comments on a recipe or an article, newest first, page after page. */
export function useComments(targetType: TargetType, targetId: string) {
  // isMine depends on who asks: each session has its own cache entry.
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...commentsKey(targetType, targetId), token],
    queryFn: ({ pageParam, signal }) =>
      apiGet<PageResult<Comment>>('/api/cook/qryComment', { targetType, targetId, current: pageParam, size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
