import type { MsgCount } from '@chef/shared';
import { apiGet } from '../api-client';
import { setMsgCount } from '../session';

/** GET /api/base/qryMsgCount: the unread count behind the header badge (kept in the session store). */
export async function refreshMsgCount(): Promise<void> {
  const { usrMsgCount } = await apiGet<MsgCount>('/api/base/qryMsgCount');
  setMsgCount(usrMsgCount);
}
