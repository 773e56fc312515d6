/**
 * Lets the browser answer input and paint before going on: a step of a few milliseconds on a desktop
 * is several times that on a phone, and steps run as one task keep a first tap waiting (and count as
 * blocking time). `scheduler.yield` where the browser has it (the rest of the work keeps its place in
 * the queue), else a timer.
 */
export const yieldToBrowser = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
