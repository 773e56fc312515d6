import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every housekeeping task now (the timer runs them every HOUSEKEEPING_MS; tests call it with their clock). */
    housekeeping: () => Promise<void>;
  }
}

const HOUSEKEEPING_MS = 15 * 60_000;

/**
 * Periodic clean-ups (unused uploads, old login failures). Every node runs them: each task is a
 * delete of what is due, so two nodes doing it at once do no harm. A failing task is logged and the
 * others still run.
 */
export function registerHousekeeping(app: FastifyInstance, tasks: Record<string, () => Promise<number>>) {
  const run = async () => {
    for (const [task, work] of Object.entries(tasks)) {
      try {
        const removed = await work();
        if (removed > 0) app.log.info({ task, removed }, 'housekeeping');
      } catch (err) {
        app.log.error({ err, task }, 'housekeeping failed');
      }
    }
  };
  app.decorate('housekeeping', run);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), HOUSEKEEPING_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
