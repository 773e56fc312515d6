import { useMutation } from '@tanstack/react-query';
import type { UpdUserInfoBody, UserInfo } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../../lib/api/qry-user-info';
import { queryClient } from '../../../lib/query-client';
import { updateUserInfo } from '../../../lib/session';

/** The stored copy (header name and avatar) and the cached qryUserInfo follow every profile change. */
export function profileSaved(userInfo: UserInfo): void {
  updateUserInfo(userInfo);
  void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
}

/** POST /api/user/updUserInfo: nickname, avatar, gender, birthday. */
export function useUpdUserInfo() {
  return useMutation({ mutationFn: (body: UpdUserInfoBody) => apiPost<UserInfo>('/api/user/updUserInfo', body), onSuccess: profileSaved });
}
