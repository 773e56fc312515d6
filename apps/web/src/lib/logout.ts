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
 * user's waiting changes, what was last seen, the service worker's caches. The session goes before
 * them, so a read answering meanwhile keeps nothing more for this user (lib/offline-read).
 */
export async function logout(): Promise<void> {
  const userId = getSession().userInfo?.id;
  closeRealtime();
  await logoutRequest().catch(() => undefined);
  clearSession();
  clearAppCookies();
  queryClient.clear();
  if (userId) await import('./offline-db').then((store) => store.forgetUser(userId)).catch(() => undefined);
  await import('./service-worker').then((sw) => sw.clearPersonalCaches()).catch(() => undefined);
  navigateTo('/login');
}
