/**
 * At most `limit` tasks at once; up to `queue` more wait their turn in order. Past that, run() refuses
 * at once (returns undefined through `onFull`) instead of piling work up: the caller answers "busy".
 */
export function createSemaphore(limit: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    /** Runs task in its turn; throws onFull() when `limit` are running and `queue` are waiting. */
    async run<T>(task: () => Promise<T>, onFull: () => Error): Promise<T> {
      if (running < limit) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw onFull();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
