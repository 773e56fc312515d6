import { describe, expect, it } from 'vitest';
import { loadedPages, nextPageParam } from './paging';

describe('nextPageParam', () => {
  it('asks for the next page while some records are not loaded', () => {
    expect(nextPageParam({ current: 1, size: 10, total: 11 })).toBe(2);
    expect(nextPageParam({ current: 2, size: 10, total: 30 })).toBe(3);
  });

  it('stops once everything is loaded, or when the list is empty', () => {
    expect(nextPageParam({ current: 1, size: 10, total: 10 })).toBeUndefined();
    expect(nextPageParam({ current: 3, size: 10, total: 25 })).toBeUndefined();
    expect(nextPageParam({ current: 1, size: 10, total: 0 })).toBeUndefined();
  });
});

describe('loadedPages', () => {
  it('lists the records of every loaded page in order, with the total of the first answer', () => {
    const pages = [
      { records: ['a', 'b'], total: 5, current: 1, size: 2 },
      { records: ['c', 'd'], total: 5, current: 2, size: 2 },
    ];
    const loaded = loadedPages({ pages, pageParams: [1, 2] });
    expect(loaded.records).toEqual(['a', 'b', 'c', 'd']);
    expect(loaded.total).toBe(5);
    expect(loaded.pages).toBe(pages);
  });

  it('answers an empty list before any page', () => {
    expect(loadedPages({ pages: [], pageParams: [] })).toMatchObject({ records: [], total: 0 });
  });
});
