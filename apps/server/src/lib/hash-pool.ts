import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';
import { busy } from './errors.js';
import { createSemaphore } from './semaphore.js';

/**
 * scrypt on worker threads of its own (issue 25). On libuv's thread pool (4 threads, shared with file
 * reads, DNS and zlib) a flood of logins for unknown accounts queued every picture and static file
 * behind a few hundred ms of hashing each. Here hashing has one thread per core and a bounded queue:
 * past it the caller gets 503 with Retry-After (error.busy) at once, and libuv stays free for files.
 */
export const HASH_POOL = {
  size: Math.max(1, os.availableParallelism()),
  /** Waiting hashes per thread: at a few hundred ms each, about 5 s of work at most. */
  queuePerThread: 16,
  /** Retry-After of a refusal (s): about how long the queue takes to drain. */
  retryAfterSeconds: 5,
};

// A CommonJS script (eval), so the same code runs from the TypeScript sources (tests, tsx) and the build.
// scryptSync on purpose: the async scrypt would go back to libuv's pool, which workers share.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});`;

interface HashWorker {
  worker: Worker;
  /** Resolves the request in flight (one at a time per worker: the semaphore admits no more). */
  settle?: (result: { key?: Uint8Array; error?: string }) => void;
}

const idle: HashWorker[] = [];
const gate = createSemaphore(HASH_POOL.size, HASH_POOL.size * HASH_POOL.queuePerThread);

function spawn(): HashWorker {
  const entry: HashWorker = { worker: new Worker(WORKER_SOURCE, { eval: true }) };
  // Idle workers must not keep the process (or a test run) alive.
  entry.worker.unref();
  entry.worker.on('message', (result: { key?: Uint8Array; error?: string }) => entry.settle?.(result));
  entry.worker.on('error', (error) => {
    // A worker that dies is not put back (threadId -1): the next request starts a new one; this one fails.
    entry.settle?.({ error: error.message });
  });
  return entry;
}

/** scrypt off libuv's pool: the same answer as crypto.scrypt, or 503 busy past the queue. */
export function scryptInPool(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return gate.run(
    1,
    async () => {
      const entry = idle.pop() ?? spawn();
      try {
        const result = await new Promise<{ key?: Uint8Array; error?: string }>((resolve) => {
          entry.settle = resolve;
          // Held while it hashes, so a pending hash keeps the process alive like any other I/O.
          entry.worker.ref();
          entry.worker.postMessage({ password, salt, keyLength, options });
        });
        if (result.error !== undefined) throw new Error(result.error);
        return Buffer.from(result.key!);
      } finally {
        entry.settle = undefined;
        entry.worker.unref();
        if (entry.worker.threadId !== -1) idle.push(entry);
      }
    },
    () => busy(HASH_POOL.retryAfterSeconds),
  );
}
