import { useMutation } from '@tanstack/react-query';
import type { MsgCount, ReadMsgBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { messagesChanged } from './qry-user-msg-info';

/** POST /api/base/readMsg: { ids } or { all: true }. */
export function useReadMsg() {
  return useMutation({ mutationFn: (body: ReadMsgBody) => apiPost<MsgCount>('/api/base/readMsg', body), onSuccess: messagesChanged });
}
