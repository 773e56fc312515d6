import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
// React's server renderer (the public pages, modules/seo/page-render) picks its production build from
// process.env.NODE_ENV when first loaded: the configured default ('production') must be visible there.
process.env.NODE_ENV = config.env;
const app = await buildApp({ config });

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (idle keep-alive connections and live
 * sockets are closed), close the broker, Redis and the database, exit 0. Past the grace period, or on
 * a second signal (an impatient Ctrl-C), exit at once.
 */
const GRACE_MS = 10_000;
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Chef Robot portal at ${config.publicUrl}`);
