import Cookies from 'js-cookie';
import { MINE_CENTER_PAGE_STATE } from '@chef/shared';

/**
 * The spec keeps the skip-route (where to return after login) and the personal-centre page state in
 * cookies rather than storage, so they survive a logout-and-login cycle in another tab.
 */
const SKIP_ROUTE = 'skipRoute';
const MINE_CENTER_PAGE = 'mineCenterPageState';
const options: Cookies.CookieAttributes = { path: '/', sameSite: 'lax' };

/**
 * A page the portal's login may return to: a same-site path (a crafted cookie must not turn login into
 * an open redirect), not the login itself, and not the staff console, which has its own sign-in (a
 * console tab in the same browser recorded /admin/users when the user's session ended, and the user's
 * next login opened the console's sign-in).
 */
export const isReturnRoute = (route: string) =>
  route.startsWith('/') && !route.startsWith('//') && !route.startsWith('/login') && !/^\/admin(\/|$|\?)/.test(route);

export function getSkipRoute(): string | undefined {
  const value = Cookies.get(SKIP_ROUTE);
  return value && isReturnRoute(value) ? value : undefined;
}
export function setSkipRoute(route: string): void {
  if (isReturnRoute(route)) Cookies.set(SKIP_ROUTE, route, options);
}
export function clearSkipRoute(): void {
  Cookies.remove(SKIP_ROUTE, options);
}

export type MineCenterPageState = (typeof MINE_CENTER_PAGE_STATE)[keyof typeof MINE_CENTER_PAGE_STATE];
export function getMineCenterPageState(): MineCenterPageState {
  return Number(Cookies.get(MINE_CENTER_PAGE)) === MINE_CENTER_PAGE_STATE.messages
    ? MINE_CENTER_PAGE_STATE.messages
    : MINE_CENTER_PAGE_STATE.info;
}
export function setMineCenterPageState(state: MineCenterPageState): void {
  Cookies.set(MINE_CENTER_PAGE, String(state), options);
}

export function clearAppCookies(): void {
  clearSkipRoute();
  Cookies.remove(MINE_CENTER_PAGE, options);
}
