import type { Message, MsgCount } from '@chef/shared';
import { useMyLoadMore } from '../../../lib/paging';
import { queryClient } from '../../../lib/query-client';
import { messagesQueryKey } from '../../../lib/realtime';
import { setMsgCount } from '../../../lib/session';

/** GET /api/base/qryUserMsgInfo, page after page (load more), newest first. */
export function useMessages() {
  return useMyLoadMore<Message>({ queryKey: messagesQueryKey, path: '/api/base/qryUserMsgInfo', size: 10 });
}

/** After a read or a delete (both answer the unread count): the badge follows at once, the list is fetched again. */
export function messagesChanged(result: MsgCount): void {
  setMsgCount(result.usrMsgCount);
  void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
}
