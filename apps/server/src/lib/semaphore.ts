/**
 * A weighted semaphore: tasks run while the weights in flight stay within `capacity` (a task heavier
 * than that runs alone); up to `queue` more wait their turn in order. Past that, run() refuses at once
 * with onFull() instead of piling work up: the caller answers "busy".
 */
export function createSemaphore(capacity: number, queue: number) {
  let used = 0;
  const waiting: { weight: number; start: () => void }[] = [];

  const admit = () => {
    while (waiting.length > 0 && (used === 0 || used + waiting[0]!.weight <= capacity)) {
      const next = waiting.shift()!;
      used += next.weight;
      next.start();
    }
  };

  return {
    async run<T>(weight: number, task: () => Promise<T>, onFull: () => Error): Promise<T> {
      const w = Math.min(weight, capacity);
      if (waiting.length === 0 && (used === 0 || used + w <= capacity)) used += w;
      else if (waiting.length < queue) await new Promise<void>((start) => waiting.push({ weight: w, start }));
      else throw onFull();
      try {
        return await task();
      } finally {
        used -= w;
        admit();
      }
    },
  };
}
