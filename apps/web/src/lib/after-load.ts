import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/**
 * Code that nothing on screen needs yet (dropdown menus, the toast container, the footer's QR
 * encoder, a page's comment section) waits until the page has painted and settled, so it does not
 * compete with the first view for the network and the main thread. One shared moment for all.
 */
const SETTLE_MS = 1500;

let settled = false;
let scheduled = false;
const listeners = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const listener of [...listeners]) listener();
}

/** Runs `callback` in a moment the browser has nothing else to do (within a second at the latest). */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 0);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // After the first paint (the frame after this one), then a pause, then an idle moment.
  window.requestAnimationFrame(() => window.setTimeout(() => whenIdle(settle), SETTLE_MS));
}

/** Calls `listener` once the page has settled (soon after, if it has); returns what stops waiting. */
export function onAfterLoad(listener: () => void): () => void {
  listeners.add(listener);
  if (settled) queueMicrotask(listener);
  else schedule();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False during the first view, true once the page has settled (and from then on, at once). What it
 * reveals renders as a transition: React builds it in small slices, never one long task. `beforeReady`
 * runs at that moment, just before (to start what the revealed part will read).
 */
export function useAfterLoad(beforeReady?: () => void): boolean {
  const [ready, setReady] = useState(settled);
  const reveal = useEffectEvent(() => {
    beforeReady?.();
    startTransition(() => setReady(true));
  });
  useEffect(() => {
    if (ready) return undefined;
    return onAfterLoad(reveal);
  }, [ready]);
  return ready;
}
