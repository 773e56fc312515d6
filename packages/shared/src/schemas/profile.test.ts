import { describe, expect, it } from 'vitest';
import { latestToday, updPwdBodySchema, updUserInfoBodySchema } from './profile.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('updUserInfoBodySchema', () => {
  it('accepts a full profile and trims the nickname', () => {
    const parsed = updUserInfoBodySchema.parse({
      nickname: '  Li  ',
      avatar: 'https://cdn.example.com/avatar/2026/11/a.webp',
      gender: 'male',
      birthday: '1990-02-28',
    });
    expect(parsed.nickname).toBe('Li');
  });

  it('accepts null to clear and absence to keep', () => {
    expect(updUserInfoBodySchema.parse({ nickname: 'x', avatar: null, gender: null, birthday: null })).toEqual({
      nickname: 'x',
      avatar: null,
      gender: null,
      birthday: null,
    });
    expect(updUserInfoBodySchema.parse({ nickname: 'x' })).toEqual({ nickname: 'x' });
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '24-01-01', '2024-1-1', '2024-01-01T00:00:00Z'])(
    'rejects the birthday %j as not a date',
    (birthday) => {
      expect(messageOf(updUserInfoBodySchema.safeParse({ nickname: 'x', birthday }))).toBe('validation.date');
    },
  );

  it('accepts 29 February of a leap year and the first allowed day', () => {
    expect(updUserInfoBodySchema.safeParse({ nickname: 'x', birthday: '2024-02-29' }).success).toBe(true);
    expect(updUserInfoBodySchema.safeParse({ nickname: 'x', birthday: '1900-01-01' }).success).toBe(true);
  });

  it('rejects a birthday before 1900 or after today anywhere on Earth', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(messageOf(updUserInfoBodySchema.safeParse({ nickname: 'x', birthday: future }))).toBe('validation.birthday');
    expect(messageOf(updUserInfoBodySchema.safeParse({ nickname: 'x', birthday: '1899-12-31' }))).toBe('validation.birthday');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x.example/a.webp', 'not a url'])(
    'rejects the avatar %j',
    (avatar) => {
      expect(messageOf(updUserInfoBodySchema.safeParse({ nickname: 'x', avatar }))).toBe('validation.imageUrl');
    },
  );
});

describe('latestToday', () => {
  it('is the date 14 hours ahead of UTC (the earliest time zone to start a day)', () => {
    expect(latestToday(new Date('2026-03-01T09:59:59Z'))).toBe('2026-03-01');
    expect(latestToday(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
  });
});

describe('updPwdBodySchema', () => {
  it('holds the new password to the rule but only bounds the old one', () => {
    expect(updPwdBodySchema.safeParse({ oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc123' }).success).toBe(true);
    expect(messageOf(updPwdBodySchema.safeParse({ oldPassword: 'abc123', newPassword: 'abcdef', confirmPassword: 'abcdef' }))).toBe(
      'validation.password',
    );
    expect(updPwdBodySchema.safeParse({ oldPassword: 'x'.repeat(121), newPassword: 'abc123', confirmPassword: 'abc123' }).success).toBe(
      false,
    );
  });

  it('wants the new password typed twice, the same (issue 28)', () => {
    expect(messageOf(updPwdBodySchema.safeParse({ oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc124' }))).toBe(
      'validation.passwordMismatch',
    );
    const missing = updPwdBodySchema.safeParse({ oldPassword: 'x', newPassword: 'abc123' });
    expect(missing.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});
