import { describe, expect, it } from 'vitest';
import { shownAccount } from './account';

describe('shownAccount', () => {
  it('masks a mobile number as 3 + **** + 4', () => {
    expect(shownAccount('13812345678')).toBe('138****5678');
  });

  it('shows an e-mail address as it is, and nothing as nothing', () => {
    expect(shownAccount('cook@example.com')).toBe('cook@example.com');
    expect(shownAccount('')).toBe('');
  });
});
