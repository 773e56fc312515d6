import { describe, expect, it } from 'vitest';
import { createSemaphore } from '../../src/lib/semaphore.js';

/** The weighted semaphore that bounds picture decoding (upload.service.ts). */
describe('createSemaphore', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };
  const busy = () => new Error('busy');

  it('runs tasks while their weights fit, queues the rest in order and refuses past the queue', async () => {
    const semaphore = createSemaphore(10, 2);
    const order: string[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const task = (name: string, gate: { promise: Promise<void> }) => async () => {
      order.push(`start ${name}`);
      await gate.promise;
      order.push(`end ${name}`);
    };
    const a = semaphore.run(6, task('a', gates[0]!), busy);
    const b = semaphore.run(4, task('b', gates[1]!), busy);
    // Full: these two wait (the heavier one is capped at the capacity and will run alone)...
    const c = semaphore.run(50, task('c', gates[2]!), busy);
    const d = semaphore.run(1, task('d', gates[3]!), busy);
    // ...and a fifth is refused at once.
    await expect(semaphore.run(1, async () => {}, busy)).rejects.toThrow('busy');
    await Promise.resolve();
    expect(order).toEqual(['start a', 'start b']);
    gates[0]!.resolve();
    await a;
    // c needs the whole capacity: it waits for b, and d waits behind c (first come, first served).
    expect(order).toEqual(['start a', 'start b', 'end a']);
    gates[1]!.resolve();
    await b;
    await new Promise((r) => setTimeout(r, 0));
    expect(order.slice(3)).toEqual(['end b', 'start c']);
    gates[2]!.resolve();
    gates[3]!.resolve();
    await Promise.all([c, d]);
    expect(order.slice(5)).toEqual(['end c', 'start d', 'end d']);
  });
});
