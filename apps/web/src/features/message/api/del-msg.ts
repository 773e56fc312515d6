import { useMutation } from '@tanstack/react-query';
import type { DelMsgBody, MsgCount } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { messagesChanged } from './qry-user-msg-info';

/** POST /api/base/delMsg: permanent. */
export function useDelMsg() {
  return useMutation({ mutationFn: (body: DelMsgBody) => apiPost<MsgCount>('/api/base/delMsg', body), onSuccess: messagesChanged });
}
