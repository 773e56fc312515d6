import { useMutation } from '@tanstack/react-query';
import type { UpdPhoneBody, UserInfo } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { profileSaved } from './upd-user-info';

/** POST /api/user/updPhone: the new number and the code sent to it. */
export function useUpdPhone() {
  return useMutation({ mutationFn: (body: UpdPhoneBody) => apiPost<UserInfo>('/api/user/updPhone', body), onSuccess: profileSaved });
}
