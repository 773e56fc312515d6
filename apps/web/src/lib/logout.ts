import { logoutRequest } from './api/logout';
import { clearAppCookies } from './cookies';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { closeRealtime } from './realtime';
import { clearSession, getSession } from './session';

/**
 * Spec section 4: revoke the token, forget the user (token, userInfo, stored data, cookies, cached
 * answers), message count back to zero, then the login page. A failing logout call must not keep
 * the user logged in on this browser. What the device kept for offline use goes too (issue 31): the
 * user's waiting changes and lists as last seen.
 */
export async function logout(): Promise<void> {
  const userId = getSession().userInfo?.id;
  closeRealtime();
  await logoutRequest().catch(() => undefined);
  if (userId) await import('./offline-db').then((store) => store.forgetUser(userId)).catch(() => undefined);
  await import('./service-worker').then((sw) => sw.clearPersonalCaches()).catch(() => undefined);
  clearSession();
  clearAppCookies();
  queryClient.clear();
  navigateTo('/login');
}
