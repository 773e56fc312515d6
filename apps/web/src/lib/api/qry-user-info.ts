import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@chef/shared';
import { apiGet } from '../api-client';
import { updateUserInfo, useSession } from '../session';

export const userInfoQueryKey = ['user', 'info'] as const;

/** GET /api/user/qryUserInfo; keeps the stored copy fresh (the header shows the nickname from it). */
export async function qryUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const userInfo = await apiGet<UserInfo>('/api/user/qryUserInfo', undefined, signal);
  updateUserInfo(userInfo);
  return userInfo;
}

export function useUserInfo() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...userInfoQueryKey, token],
    queryFn: ({ signal }) => qryUserInfo(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The caller's profile: the fresh answer once it is there, the copy stored at login until then. */
export function useCurrentUserInfo() {
  const { userInfo } = useSession();
  return useUserInfo().data ?? userInfo;
}
