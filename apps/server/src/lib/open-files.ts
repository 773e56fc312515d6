import fs from 'node:fs';

/**
 * Every connection (a hub socket, a keep-alive API connection) holds one open file of the process.
 * Node raises its soft open-file limit to the hard one at start, so the hard limit set for the service
 * (LimitNOFILE, `ulimit -Hn`: docs/OPERATIONS.md) is what a node can hold.
 */

/** Files kept for everything that is not a client connection: database, broker, logs, worker threads, files being sent. */
export const RESERVED_FILES = 128;

/** The process's open-file limit (Linux: /proc/self/limits), or undefined when unknown or unlimited. */
export function openFileLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const soft = /^Max open files\s+(\d+)\s/m.exec(fs.readFileSync(limits, 'utf8'))?.[1];
    return soft === undefined ? undefined : Number(soft);
  } catch {
    return undefined;
  }
}

/**
 * How many connections the HTTP server may hold: the limit less RESERVED_FILES. Past it a new connection
 * is closed at once (the hub's clients retry later), instead of the process running out of files and
 * failing its database, file reads and uploads.
 */
export function connectionCap(limit: number | undefined): number | undefined {
  return limit === undefined ? undefined : Math.max(1, limit - RESERVED_FILES);
}

/**
 * Connections the hub's sockets leave to pages and API calls: the HTTP server's cap counts both, and a
 * node full of sockets would otherwise refuse every page and call (the staff console's among them)
 * until a socket closes. A proxy's keep-alive pool (docs/nginx: 64 per worker) and direct browsers fit
 * in it; a small cap (a test's) keeps a quarter.
 */
export const HTTP_RESERVE = 256;

/** How many hub sockets a node with this HTTP connection cap opens; none past it (Infinity: no cap). */
export function socketCap(httpCap: number): number {
  return Math.max(1, httpCap - Math.min(HTTP_RESERVE, Math.floor(httpCap / 4)));
}
