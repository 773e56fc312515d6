import { describe, expect, it } from 'vitest';
import { STEP_TIME_MAX_SECONDS } from '@chef/shared';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [90, '1:30'],
    [480, '8:00'],
    [605, '10:05'],
    [STEP_TIME_MAX_SECONDS, '99:00'],
  ])('formats %d seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('rounds fractions of a second', () => {
    expect(formatDuration(59.6)).toBe('1:00');
  });

  it('rejects negative and non-numeric values with an empty string', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
  });
});
