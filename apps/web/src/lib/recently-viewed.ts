import { RECENTLY_VIEWED_MAX } from '@chef/shared';
import { STORAGE_KEYS, local, readJson } from './storage';

/**
 * A visitor's recently viewed recipes live in this browser (users' on the server): ids, newest first,
 * at most RECENTLY_VIEWED_MAX. The home page sends them to qryHome as `recentIds`.
 */
const ID_PATTERN = /^\d{1,19}$/;

/** The list after viewing `id`: moved (or added) to the front, duplicates and overflow dropped. */
export function withRecentId(list: readonly string[], id: string, max: number = RECENTLY_VIEWED_MAX): string[] {
  if (!ID_PATTERN.test(id)) return list.slice(0, max);
  return [id, ...list.filter((entry) => entry !== id)].slice(0, max);
}

/** Stored values come from localStorage: anything malformed is dropped, never a crash. */
export function parseRecentIds(raw: string | null): string[] {
  const value = readJson<unknown>(raw);
  if (!Array.isArray(value)) return [];
  const ids = value.filter((entry): entry is string => typeof entry === 'string' && ID_PATTERN.test(entry));
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}

export function readRecentIds(): string[] {
  return parseRecentIds(local.get(STORAGE_KEYS.recentlyViewed));
}

export function recordRecentlyViewed(id: string): void {
  local.set(STORAGE_KEYS.recentlyViewed, JSON.stringify(withRecentId(readRecentIds(), id)));
}
