import type { Message, MsgCount } from '@chef/shared';
import { useLoadMore } from '../../../lib/paging';
import { queryClient } from '../../../lib/query-client';
import { messagesQueryKey } from '../../../lib/realtime';
import { setMsgCount, useSession } from '../../../lib/session';

/** GET /api/base/qryUserMsgInfo, page after page (load more), newest first. */
export function useMessages() {
  const { token, userInfo } = useSession();
  return useLoadMore<Message>({
    queryKey: [...messagesQueryKey, token],
    path: '/api/base/qryUserMsgInfo',
    params: { userId: userInfo?.id },
    size: 10,
    enabled: token !== null,
  });
}

/** After a read or a delete (both answer the unread count): the badge follows at once, the list is fetched again. */
export function messagesChanged(result: MsgCount): void {
  setMsgCount(result.usrMsgCount);
  void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
}
