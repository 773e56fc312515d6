import { apiPost } from '../api-client';

/** POST /api/user/logout: revokes the token on the server. */
export function logoutRequest(): Promise<null> {
  return apiPost<null>('/api/user/logout');
}
