import { useInfiniteQuery } from '@tanstack/react-query';
import type { Message, MsgCount, PageResult } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { messagesQueryKey } from '../../../lib/realtime';
import { setMsgCount, useSession } from '../../../lib/session';

const PAGE_SIZE = 10;

/** GET /api/base/qryUserMsgInfo, page after page (load more), newest first. */
export function useMessages() {
  const { token, userInfo } = useSession();
  return useInfiniteQuery({
    queryKey: [...messagesQueryKey, token],
    queryFn: ({ pageParam, signal }) =>
      apiGet<PageResult<Message>>('/api/base/qryUserMsgInfo', { current: pageParam, size: PAGE_SIZE, userId: userInfo?.id }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
    enabled: token !== null,
  });
}

/** After a read or a delete (both answer the unread count): the badge follows at once, the list is fetched again. */
export function messagesChanged(result: MsgCount): void {
  setMsgCount(result.usrMsgCount);
  void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
}
