import { describe, expect, it } from 'vitest';
import { createContentCache } from '../../src/lib/content-cache.js';

/** A count the test finishes when it says so, and how many times it was started. */
function controlledCount() {
  const finish: ((n: number) => void)[] = [];
  const count = { started: 0, run: () => new Promise<number>((resolve) => finish.push(resolve)) };
  return {
    count: () => {
      count.started += 1;
      return count.run();
    },
    started: () => count.started,
    finish: (n: number) => finish.shift()!(n),
  };
}

describe('list totals (lib/content-cache.ts)', () => {
  it('runs one count for requests that miss the same total at once, and keeps it', async () => {
    const cache = createContentCache();
    const c = controlledCount();
    const waiting = [cache.total('en', c.count), cache.total('en', c.count), cache.total('en', c.count)];
    const other = cache.total('zh', c.count);
    expect(c.started()).toBe(2);
    c.finish(42);
    c.finish(7);
    expect(await Promise.all(waiting)).toEqual([42, 42, 42]);
    expect(await other).toBe(7);
    expect(await cache.total('en', c.count)).toBe(42);
    expect(c.started()).toBe(2);
  });

  it('does not keep a count that started before the catalogue changed', async () => {
    const cache = createContentCache();
    const c = controlledCount();
    const before = cache.total('en', c.count);
    cache.catalogueChanged();
    const after = cache.total('en', c.count);
    expect(c.started()).toBe(2);
    c.finish(10);
    c.finish(11);
    expect([await before, await after]).toEqual([10, 11]);
    expect(await cache.total('en', c.count)).toBe(11);
  });

  it('counts again after a failed count', async () => {
    const cache = createContentCache();
    await expect(cache.total('en', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await cache.total('en', () => Promise.resolve(3))).toBe(3);
  });
});
