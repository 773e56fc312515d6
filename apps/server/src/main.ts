import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectionCap, openFileLimit } from './lib/open-files.js';
import { firstStaffBlock } from './modules/admin/first-staff.js';

const config = loadConfig();
// React's server renderer (the public pages, modules/seo/page-render) picks its production build from
// process.env.NODE_ENV when first loaded: the configured default ('production') must be visible there.
process.env.NODE_ENV = config.env;
// A start that cannot happen (data folder, database, migrations) ends with its cause in one line.
const app = await buildApp({ config }).catch((err: unknown) => {
  console.error(`Chef Robot portal could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

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

const fileLimit = openFileLimit();
const cap = connectionCap(fileLimit);
if (cap !== undefined) {
  app.server.maxConnections = cap;
  app.log.info(
    { openFileLimit: fileLimit, maxConnections: cap },
    `this node holds at most ${cap} connections (open-file limit ${fileLimit})`,
  );
}
await app.listen({ port: config.port, host: config.host });
// `npm run restore` refuses while this file names a live process (scripts/backup-common.mjs).
if (config.databaseUrl.startsWith('file:')) {
  const pidFile = path.join(config.dataDir, 'server.pid');
  fs.writeFileSync(pidFile, String(process.pid));
  process.on('exit', () => fs.rmSync(pidFile, { force: true }));
}
app.log.info(`Chef Robot portal ready: open ${config.publicUrl} in a browser`);
// At the end of the start-up output, outside the JSON log lines, so the one-time password is not lost
// among them. (pino writes asynchronously: the last one or two start-up lines may still follow it.)
if (app.firstStaff) {
  process.stdout.write(`\n${firstStaffBlock(app.firstStaff)}\n\n`);
}
