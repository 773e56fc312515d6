import { describe, expect, it } from 'vitest';
import {
  ANTHOLOGY_NAME_MAX,
  ANTHOLOGY_NAME_MIN,
  AUDIT_DAYS_MAX,
  AUDIT_DAYS_MIN,
  CODE_DAILY_MAX,
  CODE_LENGTH,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  DEFAULT_UNIT_TYPE,
  FEEDBACK_SCREENSHOTS_MAX,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  RECIPE_COVER_SIZE,
  REM_BASE_DIVISOR,
  REM_RESIZE_DEBOUNCE_MS,
  REQUEST_TIMEOUT_MS,
  STEP_TIME_MAX_SECONDS,
} from './limits.js';

/** Spec sections 5 and 9. */
describe('business constants', () => {
  it('times requests out after 20000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('bounds anthology names to 1-10 characters', () => {
    expect(ANTHOLOGY_NAME_MIN).toBe(1);
    expect(ANTHOLOGY_NAME_MAX).toBe(10);
  });

  it('limits images to 2 MB (2097152 bytes), PNG or JPEG, cover 750*750', () => {
    expect(IMAGE_MAX_BYTES).toBe(2_097_152);
    expect(IMAGE_MIME_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(RECIPE_COVER_SIZE).toBe(750);
  });

  it('bounds passwords to 6-12 characters', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX).toBe(12);
  });

  it('allows at most 6 feedback screenshots', () => {
    expect(FEEDBACK_SCREENSHOTS_MAX).toBe(6);
  });

  it('allows a step time of at most 5940 seconds', () => {
    expect(STEP_TIME_MAX_SECONDS).toBe(5940);
  });

  it('expects the audit to take 1-3 working days', () => {
    expect(AUDIT_DAYS_MIN).toBe(1);
    expect(AUDIT_DAYS_MAX).toBe(3);
  });

  it("defaults the unit setting to '0-2'", () => {
    expect(DEFAULT_UNIT_TYPE).toBe('0-2');
  });

  it('uses a rem base of one tenth of the screen width, resize debounced 300 ms', () => {
    expect(REM_BASE_DIVISOR).toBe(10);
    expect(REM_RESIZE_DEBOUNCE_MS).toBe(300);
  });

  it('pages 10 records by default and at most 100', () => {
    expect(PAGE_SIZE_DEFAULT).toBe(10);
    expect(PAGE_SIZE_MAX).toBe(100);
  });

  it('uses 6-digit codes valid 600 s, 5 wrong tries, resend after 60 s, 10 a day', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(CODE_TTL_SECONDS).toBe(600);
    expect(CODE_MAX_WRONG_TRIES).toBe(5);
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(CODE_DAILY_MAX).toBe(10);
  });
});

/** Spec section 5: password and new password are 6-12 letters plus digits. */
describe('PASSWORD_PATTERN', () => {
  it.each(['abc123', 'ABCdef123456', 'a1b2c3', '1abcde', 'Passw0rd', 'A1A1A1A1A1A1'])('accepts %j', (password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
  });

  it.each([
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['5 characters', 'abc12'],
    ['13 characters', 'abcdef1234567'],
    ['a symbol', 'abc12!'],
    ['a space', 'abc 123'],
    ['an underscore', 'abc_123'],
    ['a non-ASCII letter', 'abcé123'],
    ['a full-width digit', 'abcde１'],
    ['a trailing newline', 'abc123\n'],
    ['the empty string', ''],
  ])('rejects a password with %s (%j)', (_, password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(false);
  });

  it('accepts exactly the lengths 6 to 12', () => {
    for (let length = 1; length <= 20; length++) {
      const password = 'a1'.repeat(10).slice(0, length);
      expect(PASSWORD_PATTERN.test(password)).toBe(length >= PASSWORD_MIN && length <= PASSWORD_MAX);
    }
  });
});
