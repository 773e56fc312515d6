/**
 * Every key the app keeps in the browser, in one place, so that logout can reason about all of them.
 * Access is wrapped because storage throws in some private modes; the app must still work there.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'language',
  unitType: 'unitType',
  /** A visitor's recently viewed recipe ids, newest first (users' are kept by the server). */
  recentlyViewed: 'recentlyViewed',
  /** The recipe being written (recipeDraft:new) or edited (recipeDraft:<id>), kept while typing. */
  recipeDraft: 'recipeDraft',
} as const;

export const SESSION_KEYS = {
  breadcrumb: 'breadcrumbTrail',
  /** A toast to show after the next page load (the language switch reloads the page). */
  flash: 'flashToast',
  /** The release (entry script) a failed code download last reloaded the tab for: one reload each. */
  staleReload: 'staleReload',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
  clear: (): void => safe(() => window.localStorage.clear(), undefined),
};

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
