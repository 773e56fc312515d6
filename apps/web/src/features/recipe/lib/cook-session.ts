import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, local, readJson } from '../../../lib/storage';

import type { CookTimer } from './cook-timers';

export type { CookTimer };

/**
 * Cook mode's state for one recipe, kept in this browser (localStorage, per recipe) so a reload, a tab
 * in the background or a return to the recipe later goes on at the same step with the same timers
 * (cook-timers.ts). The recipe page reads it too, to offer to go on: this module stays small.
 */
export interface CookSession {
  step: number;
  portions: number;
  timers: CookTimer[];
  /** The last step was passed: the finish screen (record, rating) shows until the record is written. */
  finished: boolean;
  savedAt: number;
}

/** A session left alone this long (and no timer running) is forgotten: the next visit starts afresh. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const keyOf = (recipeId: string) => `${STORAGE_KEYS.cookMode}:${recipeId}`;

export function newSession(portions: number): CookSession {
  return { step: 0, portions, timers: [], finished: false, savedAt: Date.now() };
}

/** The saved session of a recipe, or null (none, unreadable, or stale). */
export function loadSession(recipeId: string, now = Date.now()): CookSession | null {
  const saved = readJson<CookSession>(local.get(keyOf(recipeId)));
  if (!saved || typeof saved.step !== 'number' || !Array.isArray(saved.timers)) return null;
  const running = saved.timers.some((timer) => timer.endsAt !== null && timer.endsAt > now);
  if (!running && now - saved.savedAt > SESSION_TTL_MS) {
    clearSession(recipeId);
    return null;
  }
  return saved;
}

const subscribeStorage = (listener: () => void) => {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
};

/**
 * The recipe's saved session as the recipe page shows it (the offer to go on): read after hydration
 * (the server's render has none), and again when another tab changes it.
 */
export function useSavedSession(recipeId: string): CookSession | null {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => local.get(keyOf(recipeId)),
    () => null,
  );
  return useMemo(() => (raw === null ? null : loadSession(recipeId)), [raw, recipeId]);
}

export function saveSession(recipeId: string, session: CookSession): void {
  local.set(keyOf(recipeId), JSON.stringify({ ...session, savedAt: Date.now() }));
}

export function clearSession(recipeId: string): void {
  local.remove(keyOf(recipeId));
}
