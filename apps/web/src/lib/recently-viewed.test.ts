import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '@chef/shared';
import { parseRecentIds, withRecentId } from './recently-viewed';

describe('withRecentId', () => {
  it('puts the viewed recipe first and drops its older entry', () => {
    expect(withRecentId(['3', '2', '1'], '2')).toEqual(['2', '3', '1']);
    expect(withRecentId([], '7')).toEqual(['7']);
  });

  it('keeps at most the newest RECENTLY_VIEWED_MAX ids', () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => String(i + 1));
    const next = withRecentId(full, '99');
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe('99');
    expect(next).not.toContain(String(RECENTLY_VIEWED_MAX));
  });

  it('rejects an id that is not a number', () => {
    expect(withRecentId(['1'], 'abc')).toEqual(['1']);
  });
});

describe('parseRecentIds', () => {
  it('reads back a stored list and drops malformed entries and duplicates', () => {
    expect(parseRecentIds(JSON.stringify(['5', 5, '5', 'x', null, '6']))).toEqual(['5', '6']);
    expect(parseRecentIds('not json')).toEqual([]);
    expect(parseRecentIds(null)).toEqual([]);
    expect(parseRecentIds('{"a":1}')).toEqual([]);
  });
});
