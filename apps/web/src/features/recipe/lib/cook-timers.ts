/**
 * Cook mode's timers, kept as their end time, never as a count that a sleeping tab would stop: what is
 * left is always the end time minus now. Pure updates of the list (the page saves the result).
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
