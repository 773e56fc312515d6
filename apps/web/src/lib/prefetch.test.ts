import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchers, registerPrefetch } from './prefetch';
import { prefetchCard } from './prefetch-watch';

const card = (key: string) => ({ getAttribute: (name: string) => (name === 'data-prefetch' ? key : null) }) as unknown as Element;

beforeEach(() => {
  // Each prefetch waits for an idle moment (a timer where the browser's idle callback is missing).
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('prefetch', () => {
  it('fetches what a card names, once per card, code and data', () => {
    vi.stubGlobal('navigator', {});
    const code = vi.fn(() => Promise.resolve({}));
    const data = vi.fn();
    registerPrefetch('recipeDetail', code, data);
    const first = card('recipeDetail:42');
    prefetchCard(first, prefetchers);
    prefetchCard(first, prefetchers);
    expect(data).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).toHaveBeenCalledExactlyOnceWith('42');
    // Another card for the same recipe (another list): its own once; the query cache keeps the second
    // from fetching again. The page's code is asked for once per target, not once per card.
    prefetchCard(card('recipeDetail:42'), prefetchers);
    prefetchCard(card('recipeDetail:43'), prefetchers);
    vi.runAllTimers();
    expect(data).toHaveBeenCalledTimes(3);
    expect(code).toHaveBeenCalledTimes(1);
  });

  it('takes a failed download of the code quietly: the route loads it again when opened', async () => {
    vi.stubGlobal('navigator', {});
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const data = vi.fn();
    registerPrefetch('articleDetail', () => failed, data);
    prefetchCard(card('articleDetail:7'), prefetchers);
    vi.runAllTimers();
    expect(data).toHaveBeenCalledWith('7');
    // No unhandled rejection: vitest would fail the run with one.
    await expect(failed).rejects.toThrow();
  });

  it('fetches nothing under Data Saver, nor for a target nobody registered', () => {
    const data = vi.fn();
    registerPrefetch('recipeDetail', () => Promise.resolve(), data);
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    prefetchCard(card('recipeDetail:1'), prefetchers);
    vi.runAllTimers();
    expect(data).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', {});
    expect(() => prefetchCard(card('nothing:1'), prefetchers)).not.toThrow();
    expect(data).not.toHaveBeenCalled();
  });
});
