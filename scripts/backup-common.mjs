// Shared by `npm run backup` and `npm run restore`: where the embedded database and the uploaded
// media live (DATA_DIR, as the server reads it) and whether a server is running on them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
export const dbFile = path.join(dataDir, 'chef.db');
export const mediaDir = path.join(dataDir, 'media');
/** Written by the server on start and removed on stop (apps/server/src/main.ts). */
export const pidFile = path.join(dataDir, 'server.pid');

/** The backup's media copy sits next to the database copy: FILE.media/. */
export const mediaCopy = (file) => `${file}.media`;

export function fail(message) {
  console.error(message);
  process.exit(1);
}

export function refuseOtherDatabases() {
  if (process.env.DATABASE_URL && !process.env.DATABASE_URL.startsWith('file:')) {
    fail('DATABASE_URL points to PostgreSQL: back it up with pg_dump or point-in-time recovery (docs/OPERATIONS.md, "Backups").');
  }
}

/** The pid of the server using DATA_DIR, when one is running. */
export function runningServer() {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // a stale file from a server that was killed
  }
}
