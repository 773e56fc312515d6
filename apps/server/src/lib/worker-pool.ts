import { Worker } from 'node:worker_threads';
import { busy } from './errors.js';
import { createSemaphore } from './semaphore.js';

/**
 * Worker threads for CPU-heavy work (architecture.md: the API, the hub and the broker share one event
 * loop per node): password hashing (lib/hash-pool.ts) and the public pages' server render
 * (modules/seo/page-render.ts). One pattern for both: threads started when first needed, up to `size`;
 * each runs up to `tasksPerWorker` tasks at once (a hash has one; a render mostly waits for its data, so
 * a thread interleaves several); a bounded queue behind them, past which run() refuses at once with 503
 * and Retry-After (error.busy) instead of piling work up.
 *
 * A worker's code is a CommonJS script (eval), so the same code runs from the TypeScript sources (tests,
 * tsx) and the build. It is given `serve(handler)`: handler(task, call) answers the task's result (or
 * throws); `call(value)` asks the pool's side for something while the task runs (a render's data, read
 * from the API in-process) and resolves with what run()'s onCall answered.
 *
 * A worker that throws outside a task, exits, or runs a task past `taskTimeoutMs` is gone: every task it
 * had fails (the caller answers its fallback) and the next task starts a fresh thread.
 */
export interface WorkerPoolOptions {
  /** Shown in errors and thread names. */
  name: string;
  /** The worker's script, run after the pool's own part (which defines serve, parentPort, workerData). */
  source: string;
  workerData?: unknown;
  size: number;
  tasksPerWorker: number;
  /** Waiting tasks per thread before run() answers busy. */
  queuePerThread: number;
  /** Retry-After of a refusal (s): about how long the queue takes to drain. */
  retryAfterSeconds: number;
  /** A task running longer than this ends its worker (a render stuck in a loop must not hold a thread). */
  taskTimeoutMs?: number;
}

export interface WorkerPool<Task, Result, Call = never, Answer = never> {
  run(task: Task, options?: { onCall?: (call: Call) => Promise<Answer> }): Promise<Result>;
  /** Ends every thread (the server's close). */
  close(): Promise<void>;
}

/** A task asked of (or still waiting in) a pool that the server's close has ended. */
export class PoolClosedError extends Error {
  constructor(name: string) {
    super(`${name} pool is closed`);
    this.name = 'PoolClosedError';
  }
}

const WORKER_PRELUDE = `
const { parentPort, workerData } = require('node:worker_threads');
const calls = new Map();
let lastCall = 0;
function serve(handler) {
  parentPort.on('message', (message) => {
    if (message.callId !== undefined) {
      const waiting = calls.get(message.callId);
      calls.delete(message.callId);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.answer);
      return;
    }
    const { id, task } = message;
    const call = (value) =>
      new Promise((resolve, reject) => {
        const callId = ++lastCall;
        calls.set(callId, { resolve, reject });
        parentPort.postMessage({ id, callId, call: value });
      });
    Promise.resolve()
      .then(() => handler(task, call))
      .then(
        (result) => parentPort.postMessage({ id, result }),
        (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
      )
      // A result that cannot be copied to the pool's thread (a function in it) fails its task alone.
      .catch((error) => parentPort.postMessage({ id, error: error.message }));
  });
}
`;

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  onCall?: ((call: never) => Promise<unknown>) | undefined;
  timer?: NodeJS.Timeout | undefined;
}

interface PoolWorker {
  worker: Worker;
  tasks: Map<number, Pending>;
  gone: boolean;
}

type FromWorker = { id: number; result: unknown } | { id: number; error: string } | { id: number; callId: number; call: unknown };

export function createWorkerPool<Task, Result, Call = never, Answer = never>(
  options: WorkerPoolOptions,
): WorkerPool<Task, Result, Call, Answer> {
  const workers: PoolWorker[] = [];
  const gate = createSemaphore(options.size * options.tasksPerWorker, options.size * options.queuePerThread);
  let lastTask = 0;
  let closed = false;

  const end = (entry: PoolWorker, error: Error) => {
    if (entry.gone) return;
    entry.gone = true;
    workers.splice(workers.indexOf(entry), 1);
    for (const pending of entry.tasks.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    entry.tasks.clear();
    void entry.worker.terminate();
  };

  const spawn = (): PoolWorker => {
    const worker = new Worker(WORKER_PRELUDE + options.source, { eval: true, workerData: options.workerData, name: options.name });
    const entry: PoolWorker = { worker, tasks: new Map(), gone: false };
    // Idle workers must not keep the process (or a test run) alive; a task in flight refs its worker.
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      const pending = entry.tasks.get(message.id);
      if (!pending) return;
      if ('callId' in message) {
        const answer = pending.onCall ? pending.onCall(message.call as never) : Promise.reject(new Error('no onCall for this task'));
        answer.then(
          (value) => !entry.gone && worker.postMessage({ callId: message.callId, answer: value }),
          (error: unknown) =>
            !entry.gone && worker.postMessage({ callId: message.callId, error: error instanceof Error ? error.message : String(error) }),
        );
        return;
      }
      entry.tasks.delete(message.id);
      clearTimeout(pending.timer);
      if (entry.tasks.size === 0) worker.unref();
      if ('error' in message) pending.reject(new Error(message.error));
      else pending.resolve(message.result);
    });
    worker.on('error', (error) => end(entry, new Error(`${options.name} worker failed: ${error.message}`)));
    worker.on('exit', (code) => end(entry, new Error(`${options.name} worker exited (code ${code})`)));
    workers.push(entry);
    return entry;
  };

  /** The least busy thread; a new one while there are fewer than `size` and all have work. */
  const pick = (): PoolWorker => {
    let best: PoolWorker | undefined;
    for (const entry of workers) if (!best || entry.tasks.size < best.tasks.size) best = entry;
    return !best || (best.tasks.size > 0 && workers.length < options.size) ? spawn() : best;
  };

  return {
    run(task, { onCall } = {}) {
      return gate.run(
        1,
        () =>
          new Promise<Result>((resolve, reject) => {
            if (closed) throw new PoolClosedError(options.name);
            const entry = pick();
            const id = ++lastTask;
            const pending: Pending = { resolve: resolve as (result: unknown) => void, reject, onCall };
            if (options.taskTimeoutMs !== undefined) {
              pending.timer = setTimeout(
                () => end(entry, new Error(`${options.name} task ran past ${options.taskTimeoutMs} ms`)),
                options.taskTimeoutMs,
              );
              pending.timer.unref();
            }
            entry.tasks.set(id, pending);
            entry.worker.ref();
            try {
              entry.worker.postMessage({ id, task });
            } catch (error) {
              // A task that cannot be copied to the thread (DataCloneError) fails alone.
              entry.tasks.delete(id);
              clearTimeout(pending.timer);
              if (entry.tasks.size === 0) entry.worker.unref();
              throw error;
            }
          }),
        () => busy(options.retryAfterSeconds),
      );
    },
    async close() {
      closed = true;
      await Promise.all(
        [...workers].map(async (entry) => {
          end(entry, new PoolClosedError(options.name));
          await entry.worker.terminate();
        }),
      );
    },
  };
}
