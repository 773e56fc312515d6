import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [100, '100'],
    [1250, '1,250'],
    [1234567.891, '1,234,567.89'],
    [0.25, '0.25'],
    [12.5, '12.5'],
    [3.527, '3.53'],
    [2.004, '2'],
    [-1.5, '-1.5'],
  ])('writes %d as %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('rejects values that are not numbers with an empty string', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});
