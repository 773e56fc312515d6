import { useMutation } from '@tanstack/react-query';
import type { UpdPwdBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/updPwd: the user's other sessions end; this one stays. */
export function useUpdPwd() {
  return useMutation({ mutationFn: (body: UpdPwdBody) => apiPost<null>('/api/user/updPwd', body) });
}
