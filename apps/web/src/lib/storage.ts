import Cookies from 'js-cookie';
import { MIRRORED_STORAGE_KEYS, SIGNED_IN_COOKIE, mirrorCookieName, type MirroredStorageKey } from '@chef/shared';
import { requestScope } from './request-scope';

export { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

// Access is wrapped because storage throws in some private modes; the app must still work there.
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const COOKIE_OPTIONS: Cookies.CookieAttributes = { path: '/', sameSite: 'lax', expires: 365 };
const isMirrored = (key: string): key is MirroredStorageKey => (MIRRORED_STORAGE_KEYS as readonly string[]).includes(key);

/** The server renders public pages with these values (see @chef/shared stored-cookies): a cookie copy of each. */
function mirror(key: string, value: string | null): void {
  if (!isMirrored(key)) return;
  if (value === null) Cookies.remove(mirrorCookieName(key), COOKIE_OPTIONS);
  else Cookies.set(mirrorCookieName(key), value, COOKIE_OPTIONS);
}

/**
 * localStorage. In a server render (lib/request-scope) reads answer the visitor's cookie copies, so
 * the page is drawn with their language, units and recently viewed recipes.
 */
export const local = {
  get: (key: string): string | null => {
    const scope = requestScope();
    if (scope) return scope.stored[key] ?? null;
    return safe(() => window.localStorage.getItem(key), null);
  },
  set: (key: string, value: string): void => {
    safe(() => window.localStorage.setItem(key, value), undefined);
    mirror(key, value);
  },
  remove: (key: string): void => {
    safe(() => window.localStorage.removeItem(key), undefined);
    mirror(key, null);
  },
  clear: (): void => {
    safe(() => window.localStorage.clear(), undefined);
    for (const key of MIRRORED_STORAGE_KEYS) mirror(key, null);
  },
};

/**
 * Brings the cookie copies in line with this browser's storage (a visit from before they existed, an
 * expired cookie) and says whether a session is stored. Called once at start, before the first render.
 */
export function syncMirrorCookies(signedIn: boolean): void {
  for (const key of MIRRORED_STORAGE_KEYS) {
    const value = local.get(key);
    if (value !== (Cookies.get(mirrorCookieName(key)) ?? null)) mirror(key, value);
  }
  if (signedIn) Cookies.set(SIGNED_IN_COOKIE, '1', COOKIE_OPTIONS);
  else Cookies.remove(SIGNED_IN_COOKIE, COOKIE_OPTIONS);
}

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
  clear: (): void => safe(() => window.sessionStorage.clear(), undefined),
};

export function readJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  return safe(() => JSON.parse(raw) as T, null);
}
