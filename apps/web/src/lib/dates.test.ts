import { describe, expect, it } from 'vitest';
import { shortDate } from './dates';

describe('shortDate', () => {
  it('writes a time as YYYY-MM-DD on the local clock', () => {
    const local = new Date(2026, 0, 5, 23, 30);
    expect(shortDate(local.toISOString())).toBe('2026-01-05');
  });

  it('gives back what it cannot read', () => {
    expect(shortDate('not a date')).toBe('not a date');
  });
});
