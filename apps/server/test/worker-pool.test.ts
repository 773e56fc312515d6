import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.js';
import { createWorkerPool, type WorkerPool } from '../src/lib/worker-pool.js';

/**
 * The worker-thread pool behind password hashing and the page render (lib/worker-pool.ts), with a
 * worker script of the test's own: a task either answers, asks the pool's side first (as a render asks
 * for its data), throws, or ends its thread. Held tasks wait on a call the test answers when it
 * chooses: every assertion is about order and outcome, none about time.
 */
const SOURCE = `
serve(async (task, call) => {
  if (task.kind === 'double') return task.value * 2;
  if (task.kind === 'ask') return 'answered: ' + (await call(task.value));
  if (task.kind === 'askOnThread') return { answer: await call(task.value), thread: require('node:worker_threads').threadId };
  if (task.kind === 'throw') throw new Error('task failed: ' + task.value);
  if (task.kind === 'exit') process.exit(3);
  if (task.kind === 'thread') return require('node:worker_threads').threadId;
});`;

type Task = { kind: 'double' | 'ask' | 'askOnThread' | 'throw' | 'exit' | 'thread'; value?: unknown };

let pool: WorkerPool<Task, unknown, unknown, unknown> | undefined;
const makePool = (size: number, tasksPerWorker: number, queuePerThread: number) =>
  (pool = createWorkerPool<Task, unknown, unknown, unknown>({
    name: 'test',
    source: SOURCE,
    size,
    tasksPerWorker,
    queuePerThread,
    retryAfterSeconds: 7,
  }));
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** A call the test answers later: resolves the task's `call()` with `answer`. */
function held() {
  let release!: (answer: unknown) => void;
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const answer = new Promise<unknown>((resolve) => (release = resolve));
  return {
    onCall: (value: unknown) => {
      asked();
      return answer.then((a) => `${String(value)}/${String(a)}`);
    },
    wasAsked,
    release,
  };
}

describe('a worker pool', () => {
  it('answers tasks, and answers a worker’s calls back on the pool’s side', async () => {
    const p = makePool(2, 2, 4);
    expect(await Promise.all([1, 2, 3].map((value) => p.run({ kind: 'double', value })))).toEqual([2, 4, 6]);
    expect(await p.run({ kind: 'ask', value: 'q' }, { onCall: async (value) => `${String(value)}!` })).toBe('answered: q!');
    // A call the pool's side refuses fails that task with the reason.
    await expect(p.run({ kind: 'ask', value: 'q' }, { onCall: () => Promise.reject(new Error('no data')) })).rejects.toThrow('no data');
  });

  it('fails a task that throws with its message, and goes on with the same thread', async () => {
    const p = makePool(1, 1, 4);
    const thread = await p.run({ kind: 'thread' });
    await expect(p.run({ kind: 'throw', value: 'x' })).rejects.toThrow('task failed: x');
    expect(await p.run({ kind: 'thread' })).toBe(thread);
  });

  it('fails every task of a thread that ends, and runs the next task on a new thread', async () => {
    const p = makePool(1, 2, 4);
    const first = await p.run({ kind: 'thread' });
    const waiting = held();
    // A task in flight on the thread when it ends fails with it.
    const inFlight = p.run({ kind: 'ask', value: 'a' }, { onCall: waiting.onCall });
    await waiting.wasAsked;
    await expect(p.run({ kind: 'exit' })).rejects.toThrow(/test worker exited \(code 3\)/);
    await expect(inFlight).rejects.toThrow(/exited/);
    const next = await p.run({ kind: 'thread' });
    expect(next).not.toBe(first);
    expect(await p.run({ kind: 'double', value: 21 })).toBe(42);
  });

  it('spreads tasks over up to `size` threads, queues the next ones, and refuses past the queue with 503 busy', async () => {
    // 2 threads x 1 task running, 2 x 1 waiting: the fifth task is refused at once.
    const p = makePool(2, 1, 1);
    const calls = [held(), held(), held(), held()];
    const runs = calls.map(
      (c, i) => p.run({ kind: 'askOnThread', value: i }, { onCall: c.onCall }) as Promise<{ answer: string; thread: number }>,
    );
    // The first two run at once, one on each thread; the next two wait for them.
    await Promise.all([calls[0]!.wasAsked, calls[1]!.wasAsked]);
    const refused = await p.run({ kind: 'double', value: 1 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).retryAfter).toBe(7);
    calls.forEach((c, i) => c.release(`r${i}`));
    const answers = await Promise.all(runs);
    expect(answers.map((a) => a.answer)).toEqual(['0/r0', '1/r1', '2/r2', '3/r3']);
    expect(answers[0]!.thread).not.toBe(answers[1]!.thread);
    // Once the queue drained, a task is taken again.
    expect(await p.run({ kind: 'double', value: 2 })).toBe(4);
  });
});
