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
  it("fetches a card's data once per card when it comes into view, and the page's code once when the visitor reaches for a card", () => {
    vi.stubGlobal('navigator', {});
    const code = vi.fn(() => Promise.resolve({}));
    const data = vi.fn();
    registerPrefetch('recipeDetail', code, data);
    const first = card('recipeDetail:42');
    prefetchCard(first, prefetchers);
    prefetchCard(first, prefetchers);
    expect(data).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(data).toHaveBeenCalledExactlyOnceWith('42');
    expect(code).not.toHaveBeenCalled();
    // Another card for the same recipe (another list): its own once; the query cache keeps the second
    // from fetching again.
    prefetchCard(card('recipeDetail:42'), prefetchers);
    vi.runAllTimers();
    expect(data).toHaveBeenCalledTimes(2);
    // Pointer, finger or focus on cards: the page's code once for all of them.
    prefetchCard(first, prefetchers, true);
    prefetchCard(card('recipeDetail:43'), prefetchers, true);
    vi.runAllTimers();
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).toHaveBeenCalledTimes(3);
  });

  it('takes a failed download of the code quietly: the route loads it again when opened', async () => {
    vi.stubGlobal('navigator', {});
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const data = vi.fn();
    registerPrefetch('articleDetail', () => failed, data);
    prefetchCard(card('articleDetail:7'), prefetchers, true);
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
