import { logoutRequest } from './api/logout';
import { clearAppCookies } from './cookies';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { clearSession } from './session';

/**
 * Spec section 4: revoke the token, forget the user (token, userInfo, stored data, cookies, cached
 * answers), message count back to zero, then the login page. A failing logout call must not keep
 * the user logged in on this browser.
 */
export async function logout(): Promise<void> {
  await logoutRequest().catch(() => undefined);
  clearSession();
  clearAppCookies();
  queryClient.clear();
  navigateTo('/login');
}
