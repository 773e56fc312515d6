import { describe, expect, it } from 'vitest';
import { readMsgBodySchema, sendMsgBodySchema } from './message.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('readMsgBodySchema', () => {
  it('takes ids or all, exactly one', () => {
    expect(readMsgBodySchema.safeParse({ ids: ['1', '2'] }).success).toBe(true);
    expect(readMsgBodySchema.safeParse({ all: true }).success).toBe(true);
    expect(messageOf(readMsgBodySchema.safeParse({}))).toBe('validation.idsOrAll');
    expect(messageOf(readMsgBodySchema.safeParse({ ids: ['1'], all: true }))).toBe('validation.idsOrAll');
    expect(readMsgBodySchema.safeParse({ all: false }).success).toBe(false);
  });
});

describe('sendMsgBodySchema', () => {
  it('requires a text and trims it; userId and title are optional', () => {
    expect(sendMsgBodySchema.parse({ text: ' hi ' })).toEqual({ text: 'hi' });
    expect(sendMsgBodySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(sendMsgBodySchema.safeParse({ text: 'x', userId: '0' }).success).toBe(false);
  });
});
