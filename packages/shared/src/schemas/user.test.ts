import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueField, issueMessage } from './issues.js';
import {
  MOBILE_PATTERN,
  accountSchema,
  codeSchema,
  loginBodySchema,
  mobileSchema,
  normalizeAccount,
  passwordSchema,
  registerBodySchema,
  resetPwdBodySchema,
  sendCodeBodySchema,
  unitTypeSchema,
  updSettingBodySchema,
  nicknameSchema,
} from './user.js';
import { pageQuerySchema } from './common.js';
import { qryAdvPicQuerySchema } from './base.js';

/** The messages (catalogue keys) of a failed parse, or [] when it succeeds. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issueMessage(issue).key);
}

describe('normalizeAccount', () => {
  it('lowercases and trims an e-mail address', () => {
    expect(normalizeAccount('  Alice.Smith@Example.COM ')).toEqual({ kind: 'email', value: 'alice.smith@example.com' });
  });

  it('strips spaces and dashes from a mobile number', () => {
    expect(normalizeAccount('138 0013-8000')).toEqual({ kind: 'mobile', value: '13800138000' });
    expect(normalizeAccount('13812345678')).toEqual({ kind: 'mobile', value: '13812345678' });
  });

  it('accepts an E.164 number', () => {
    expect(normalizeAccount('+447911123456')).toEqual({ kind: 'mobile', value: '+447911123456' });
    expect(normalizeAccount('+44 7911 123456')).toEqual({ kind: 'mobile', value: '+447911123456' });
  });

  it.each([
    ['too short', '12345'],
    ['an e-mail without a domain dot', 'a@b'],
    ['an e-mail without a local part', '@example.com'],
    ['two @', 'a@b@example.com'],
    ['empty', ''],
    ['spaces only', '   '],
    ['a mainland number not starting 13-19', '12812345678'],
    ['a 12-digit mainland-looking number', '138123456789'],
    ['a 10-digit mainland-looking number', '1381234567'],
    ['E.164 with a leading zero', '+0447911123456'],
    ['E.164 too long (16 digits)', '+1234567890123456'],
    ['E.164 too short (7 digits)', '+1234567'],
    ['letters', 'hello'],
    ['digits with letters', '1381234567a'],
  ])('rejects an account that is %s (%j)', (_, raw) => {
    expect(normalizeAccount(raw)).toBeNull();
  });

  it('rejects an e-mail address longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(normalizeAccount(email)).toBeNull();
  });

  it('has a mobile pattern for 11-digit mainland numbers and E.164 (+ and 8-15 digits)', () => {
    expect(MOBILE_PATTERN.test('19912345678')).toBe(true);
    expect(MOBILE_PATTERN.test('+12345678')).toBe(true);
    expect(MOBILE_PATTERN.test('+123456789012345')).toBe(true);
  });
});

describe('account and mobile schemas', () => {
  it('outputs the normalized account', () => {
    expect(accountSchema.parse('138-0013-8000')).toBe('13800138000');
    expect(accountSchema.parse('Bob@Example.com')).toBe('bob@example.com');
  });

  it('rejects a missing account as required', () => {
    expect(messages(accountSchema, undefined)).toEqual(['validation.required']);
    expect(messages(accountSchema, '')).toEqual(['validation.required']);
  });

  it('rejects a malformed account as validation.account', () => {
    expect(messages(accountSchema, '12345')).toEqual(['validation.account']);
    expect(messages(accountSchema, 'a@b')).toEqual(['validation.account']);
  });

  it('rejects an e-mail where a mobile number is required', () => {
    expect(messages(mobileSchema, 'bob@example.com')).toEqual(['validation.mobile']);
    expect(mobileSchema.parse('138 0013 8000')).toBe('13800138000');
  });
});

describe('sendCode body', () => {
  it('asks for a mobile number or an e-mail address, except for a phone change, which asks for a mobile number', () => {
    expect(messages(sendCodeBodySchema, { account: '12345', scene: 'register' })).toEqual(['validation.account']);
    expect(messages(sendCodeBodySchema, { account: '12345', scene: 'changePhone' })).toEqual(['validation.mobile']);
    expect(messages(sendCodeBodySchema, { account: 'bob@example.com', scene: 'changePhone' })).toEqual(['validation.mobile']);
    expect(messages(sendCodeBodySchema, { account: '', scene: 'changePhone' })).toEqual(['validation.required']);
    const failed = sendCodeBodySchema.safeParse({ account: '12345', scene: 'changePhone' });
    expect(failed.success ? null : issueField(failed.error.issues[0]!)).toBe('account');
  });

  it('outputs the normalized account', () => {
    expect(sendCodeBodySchema.parse({ account: 'Bob@Example.com', scene: 'login' })).toEqual({
      account: 'bob@example.com',
      scene: 'login',
    });
    expect(sendCodeBodySchema.parse({ account: '138 0013 8000', scene: 'changePhone' })).toEqual({
      account: '13800138000',
      scene: 'changePhone',
    });
  });
});

describe('code and password schemas', () => {
  it('accepts a 6-digit code', () => {
    expect(codeSchema.parse('012345')).toBe('012345');
  });

  it.each(['12345', '1234567', '12345a', ' 123456'])('rejects the code %j', (code) => {
    expect(messages(codeSchema, code)).toEqual(['validation.code']);
  });

  it('rejects a missing code as required (first issue)', () => {
    expect(messages(codeSchema, undefined)).toEqual(['validation.required']);
    expect(messages(codeSchema, '')[0]).toBe('validation.required');
  });

  it('accepts 6-12 letters plus digits', () => {
    expect(passwordSchema.parse('abc123')).toBe('abc123');
    expect(passwordSchema.parse('ABCdef123456')).toBe('ABCdef123456');
  });

  it.each(['abcdef', '123456', 'abc12', 'abcdef1234567', 'abc12!'])('rejects the password %j', (password) => {
    expect(messages(passwordSchema, password)).toEqual(['validation.password']);
  });
});

describe('registerBodySchema', () => {
  const body = { account: '13812345678', code: '123456', password: 'abc123', agree: true };

  it('accepts a complete body that agrees to the terms', () => {
    expect(registerBodySchema.parse(body)).toEqual(body);
  });

  it.each([false, 'true', 1, undefined, null])('rejects agree = %j', (agree) => {
    const result = registerBodySchema.safeParse({ ...body, agree });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [issueField(i), issueMessage(i).key])).toEqual([['agree', 'validation.agree']]);
  });

  it('rejects a body without a code', () => {
    const { code: _code, ...rest } = body;
    expect(messages(registerBodySchema, rest)).toEqual(['validation.required']);
  });
});

describe('loginBodySchema', () => {
  it('accepts a password login', () => {
    expect(loginBodySchema.parse({ account: 'Bob@Example.com', password: 'abc123' })).toEqual({
      account: 'bob@example.com',
      password: 'abc123',
    });
  });

  it('accepts a code login', () => {
    expect(loginBodySchema.parse({ account: '13812345678', code: '123456' })).toEqual({
      account: '13812345678',
      code: '123456',
    });
  });

  it('rejects a body with both a password and a code', () => {
    const result = loginBodySchema.safeParse({ account: '13812345678', password: 'abc123', code: '123456' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [issueField(i), issueMessage(i).key])).toEqual([['password', 'validation.passwordOrCode']]);
  });

  it('rejects a body with neither a password nor a code', () => {
    expect(messages(loginBodySchema, { account: '13812345678' })).toEqual(['validation.passwordOrCode']);
  });

  it('rejects a malformed password even when the account is fine', () => {
    expect(messages(loginBodySchema, { account: '13812345678', password: 'short' })).toEqual(['validation.password']);
  });
});

describe('other user schemas', () => {
  it('requires a new password to reset', () => {
    expect(messages(resetPwdBodySchema, { account: '13812345678', code: '123456' })).toEqual(['validation.required']);
    expect(resetPwdBodySchema.safeParse({ account: '13812345678', code: '123456', newPassword: 'abc123' }).success).toBe(true);
  });

  it('rejects an unknown code scene', () => {
    expect(messages(sendCodeBodySchema, { account: '13812345678', scene: 'hack' })).toEqual(['validation.oneOf']);
    expect(sendCodeBodySchema.safeParse({ account: '13812345678', scene: 'register' }).success).toBe(true);
  });

  it('accepts only the four unit types', () => {
    for (const value of ['0-2', '0-3', '1-2', '1-3']) expect(unitTypeSchema.safeParse(value).success).toBe(true);
    expect(messages(unitTypeSchema, '2-2')).toEqual(['validation.unitType']);
  });

  it('rejects a settings update that changes nothing', () => {
    expect(messages(updSettingBodySchema, {})).toEqual(['validation.required']);
    expect(messages(updSettingBodySchema, { language: 'fr-FR' })).toEqual(['validation.invalid']);
    expect(updSettingBodySchema.safeParse({ language: 'zh-CN' }).success).toBe(true);
    expect(updSettingBodySchema.safeParse({ unitType: '1-3' }).success).toBe(true);
  });

  it('rejects a blank or over-long nickname', () => {
    expect(messages(nicknameSchema, '   ')).toEqual(['validation.required']);
    expect(messages(nicknameSchema, 'x'.repeat(21))).toEqual(['validation.tooLong']);
    expect(nicknameSchema.parse('  Chef  ')).toBe('Chef');
  });
});

describe('page queries', () => {
  it('defaults to page 1 of 10 and coerces query-string numbers', () => {
    expect(pageQuerySchema.parse({})).toEqual({ current: 1, size: 10 });
    expect(pageQuerySchema.parse({ current: '2', size: '100' })).toEqual({ current: 2, size: 100 });
  });

  it('rejects a page size over 100 and a page below 1', () => {
    expect(messages(pageQuerySchema, { size: '101' })).toEqual(['validation.tooBig']);
    expect(messages(pageQuerySchema, { current: '0' })).toEqual(['validation.tooSmall']);
  });

  it('accepts the qryAdvPic query of the spec (current, size 1, advType, lang)', () => {
    expect(qryAdvPicQuerySchema.parse({ current: '1', size: '1', advType: 'phone', lang: 'en-US' })).toEqual({
      current: 1,
      size: 1,
      advType: 'phone',
      lang: 'en-US',
    });
    expect(messages(qryAdvPicQuerySchema, { advType: 'nope' })).toEqual(['validation.oneOf']);
  });
});

describe('issueMessage', () => {
  const firstIssue = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    const issue = result.error.issues[0];
    if (!issue) throw new Error('expected an issue');
    return issue;
  };

  it('keeps a catalogue key that a schema put in the message', () => {
    expect(issueMessage(firstIssue(passwordSchema, 'abc'))).toEqual({ key: 'validation.password', params: {} });
  });

  it('maps too_big on a string to validation.tooLong with max', () => {
    const issue = firstIssue(z.string().max(10), 'x'.repeat(11));
    expect(issue.code).toBe('too_big');
    expect(issueMessage(issue)).toEqual({ key: 'validation.tooLong', params: { max: 10 } });
  });

  it('maps too_big on a number to validation.tooBig with max', () => {
    expect(issueMessage(firstIssue(z.number().max(5), 6))).toEqual({ key: 'validation.tooBig', params: { max: 5 } });
  });

  it('maps too_big on an array to validation.tooBig with max', () => {
    expect(issueMessage(firstIssue(z.array(z.string()).max(6), Array(7).fill('x')))).toEqual({
      key: 'validation.tooBig',
      params: { max: 6 },
    });
  });

  it('maps invalid_type on undefined or null to validation.required', () => {
    const issue = firstIssue(z.object({ name: z.string() }), {});
    expect(issue.code).toBe('invalid_type');
    expect(issueMessage(issue)).toEqual({ key: 'validation.required', params: {} });
    expect(issueMessage(firstIssue(z.string(), null))).toEqual({ key: 'validation.required', params: {} });
  });

  it('maps invalid_type on a value of the wrong type to validation.invalid', () => {
    expect(issueMessage(firstIssue(z.string(), 42))).toEqual({ key: 'validation.invalid', params: {} });
    expect(issueMessage(firstIssue(z.object({ name: z.string() }), { name: ['x'] }))).toEqual({ key: 'validation.invalid', params: {} });
    // A query string that is not a number: z.coerce gives NaN, which is not "missing".
    expect(issueMessage(firstIssue(pageQuerySchema, { current: 'abc' }))).toEqual({ key: 'validation.invalid', params: {} });
  });

  it('tells missing from wrong-typed values when zod reports the input too', () => {
    const parse = (schema: z.ZodType, input: unknown) => schema.safeParse(input, { reportInput: true }).error?.issues[0];
    expect(issueMessage(parse(z.object({ name: z.string() }), {})!)).toEqual({ key: 'validation.required', params: {} });
    expect(issueMessage(parse(z.string(), 42)!)).toEqual({ key: 'validation.invalid', params: {} });
  });

  it('maps an issue rebuilt from the Fastify type provider (no input) the same way', () => {
    const rebuilt = (issue: z.core.$ZodIssue) => ({ ...issue }) as z.core.$ZodIssue;
    expect(issueMessage(rebuilt(firstIssue(z.object({ a: z.number() }), {})))).toEqual({ key: 'validation.required', params: {} });
    expect(issueMessage(rebuilt(firstIssue(z.object({ a: z.number() }), { a: 'x' })))).toEqual({ key: 'validation.invalid', params: {} });
  });

  it('maps a too_small string of minimum 1 to validation.required', () => {
    expect(issueMessage(firstIssue(z.string().min(1), ''))).toEqual({ key: 'validation.required', params: {} });
  });

  it('maps other too_small issues to tooShort / tooSmall with min', () => {
    expect(issueMessage(firstIssue(z.string().min(6), 'abc'))).toEqual({ key: 'validation.tooShort', params: { min: 6 } });
    expect(issueMessage(firstIssue(z.number().min(1), 0))).toEqual({ key: 'validation.tooSmall', params: { min: 1 } });
  });

  it('maps an enum mismatch to validation.oneOf with the allowed values', () => {
    const issue = firstIssue(z.enum(['phone', 'buyUrl']), 'banner');
    expect(issue.code).toBe('invalid_value');
    expect(issueMessage(issue)).toEqual({ key: 'validation.oneOf', params: { values: 'phone, buyUrl' } });
  });

  it('maps anything else to validation.invalid', () => {
    expect(issueMessage(firstIssue(z.string().regex(/^a$/), 'b'))).toEqual({ key: 'validation.invalid', params: {} });
    expect(issueMessage(firstIssue(z.email(), 'nope'))).toEqual({ key: 'validation.invalid', params: {} });
  });

  it('names the field of an issue as a dotted path', () => {
    const issue = firstIssue(z.object({ steps: z.array(z.object({ title: z.string() })) }), { steps: [{}] });
    expect(issueField(issue)).toBe('steps.0.title');
    expect(issueField(firstIssue(z.string(), 1))).toBe('');
  });
});
