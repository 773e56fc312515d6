import { useMutation } from '@tanstack/react-query';
import type { ResetPwdBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/resetPwd: the server revokes every session of the account. */
export function resetPwd(body: ResetPwdBody): Promise<null> {
  return apiPost<null>('/api/user/resetPwd', body);
}

export function useResetPwd() {
  return useMutation({ mutationFn: resetPwd });
}
