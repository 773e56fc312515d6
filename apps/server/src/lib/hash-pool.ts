import os from 'node:os';
import type { ScryptOptions } from 'node:crypto';
import { createWorkerPool } from './worker-pool.js';

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

interface HashTask {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
}

// scryptSync on purpose: the async scrypt would go back to libuv's pool, which workers share.
const pool = createWorkerPool<HashTask, Uint8Array>({
  name: 'hash',
  source: `
const { scryptSync } = require('node:crypto');
serve(({ password, salt, keyLength, options }) => scryptSync(password, salt, keyLength, options));`,
  size: HASH_POOL.size,
  // One hash per thread: it holds its core from start to end.
  tasksPerWorker: 1,
  queuePerThread: HASH_POOL.queuePerThread,
  retryAfterSeconds: HASH_POOL.retryAfterSeconds,
});

/** scrypt off libuv's pool: the same answer as crypto.scrypt, or 503 busy past the queue. */
export async function scryptInPool(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const key = await pool.run({ password, salt, keyLength, options });
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}
