import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, local, readJson } from '../../../lib/storage';

/**
 * Cook mode's state for one recipe, kept in this browser (localStorage, per recipe) so a reload, a tab
 * in the background or a return to the recipe later goes on at the same step with the same timers.
 * Timers are kept as their end time, never as a count that a sleeping tab would stop: what is left is
 * always the end time minus now.
 */
export interface CookTimer {
  id: string;
  /** The step (index) that started it: its name in the dock and in the alarm. */
  step: number;
  /** The words of the step the time was read from ("3 分钟", "5-10 min"); empty for the machine duration. */
  text: string;
  /** Its set length, in seconds (what +1 min extends). */
  seconds: number;
  /** When it rings (epoch ms) while it runs; null while paused. */
  endsAt: number | null;
  /** Milliseconds left while paused. */
  left: number;
  /** Its end was signalled (sound, vibration, notification): a reload shows it ringing, without a second notification. */
  alerted: boolean;
}

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

// ---- timers: pure updates of the list (the page saves the result) ----

/** Milliseconds left (0 once it has ended). */
export const timeLeft = (timer: CookTimer, now: number) => Math.max(0, timer.endsAt === null ? timer.left : timer.endsAt - now);
export const hasEnded = (timer: CookTimer, now: number) => timer.endsAt !== null && timer.endsAt <= now;

export function startTimer(timers: readonly CookTimer[], step: number, text: string, seconds: number, now: number): CookTimer[] {
  const id = `${step}-${now.toString(36)}-${timers.length}`;
  return [...timers, { id, step, text, seconds, endsAt: now + seconds * 1000, left: seconds * 1000, alerted: false }];
}

export function pauseTimer(timers: readonly CookTimer[], id: string, now: number): CookTimer[] {
  return timers.map((timer) => (timer.id === id && timer.endsAt !== null ? { ...timer, left: timeLeft(timer, now), endsAt: null } : timer));
}

export function resumeTimer(timers: readonly CookTimer[], id: string, now: number): CookTimer[] {
  return timers.map((timer) => (timer.id === id && timer.endsAt === null ? { ...timer, endsAt: now + timer.left } : timer));
}

/** One more minute: from now if it has already rung (and it may ring again), else added to what is left. */
export function extendTimer(timers: readonly CookTimer[], id: string, now: number, seconds = 60): CookTimer[] {
  return timers.map((timer) => {
    if (timer.id !== id) return timer;
    if (timer.endsAt === null) return { ...timer, left: timer.left + seconds * 1000 };
    return { ...timer, endsAt: Math.max(timer.endsAt, now) + seconds * 1000, alerted: false };
  });
}

export const removeTimer = (timers: readonly CookTimer[], id: string) => timers.filter((timer) => timer.id !== id);

/** Timers that have ended and were not yet signalled, and the list with them marked signalled. */
export function dueAlarms(timers: readonly CookTimer[], now: number): { due: CookTimer[]; timers: CookTimer[] } {
  const due = timers.filter((timer) => hasEnded(timer, now) && !timer.alerted);
  if (due.length === 0) return { due, timers: [...timers] };
  return { due, timers: timers.map((timer) => (due.includes(timer) ? { ...timer, alerted: true } : timer)) };
}

/** A time as a clock: 4:05, or 1:20:00 from an hour. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
