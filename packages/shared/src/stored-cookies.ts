/**
 * The browser keeps the visitor's language, units and recently viewed recipes in localStorage; the
 * server renders public pages with them (apps/web/src/entry-server.tsx), so the web app mirrors each
 * into a cookie of the same name with this prefix. `chef_signedIn` says a session is stored: a signed-in
 * user's pages are not rendered on the server (they are personal and never shared-cached).
 */
export const MIRRORED_STORAGE_KEYS = ['language', 'unitType', 'recentlyViewed'] as const;
export type MirroredStorageKey = (typeof MIRRORED_STORAGE_KEYS)[number];

export const mirrorCookieName = (key: MirroredStorageKey): string => `chef_${key}`;

export const SIGNED_IN_COOKIE = 'chef_signedIn';

/** The stored values a cookie header carries (unknown or missing cookies left out). */
export function storedFromCookies(cookies: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const key of MIRRORED_STORAGE_KEYS) {
    const value = cookies[mirrorCookieName(key)];
    if (value) stored[key] = value;
  }
  return stored;
}
