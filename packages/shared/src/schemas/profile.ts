import { z } from 'zod';
import { GENDERS } from '../enums.js';
import { BIRTHDAY_MIN, PASSWORD_MAX } from '../limits.js';
import { imageUrlSchema } from './upload.js';
import { codeSchema, mobileSchema, nicknameSchema, passwordSchema } from './user.js';

/**
 * The latest calendar date anywhere on Earth (UTC+14): a birthday of "today" must be accepted in
 * every time zone, whatever the server's clock says the date is.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** YYYY-MM-DD, a real date, from BIRTHDAY_MIN up to today. */
export const birthdaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine(isCalendarDate, 'validation.date')
  .refine((value) => value >= BIRTHDAY_MIN && value <= latestToday(), 'validation.birthday');

/**
 * The profile form. nickname is required; avatar, gender and birthday are optional: absent keeps
 * what is stored, null clears it.
 */
export const updUserInfoBodySchema = z.object({
  nickname: nicknameSchema,
  avatar: imageUrlSchema.nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  birthday: birthdaySchema.nullable().optional(),
});
export type UpdUserInfoBody = z.input<typeof updUserInfoBodySchema>;

/** A new mobile number and the code sent to it (sendCode scene changePhone). */
export const updPhoneBodySchema = z.object({ mobile: mobileSchema, code: codeSchema });
export type UpdPhoneBody = z.input<typeof updPhoneBodySchema>;

/**
 * The old password is only compared, so it is not held to today's rule (only bounded). The new one is
 * typed twice (issue 28): a typo in a password nobody sees would lock its owner out.
 */
export const updPwdBodySchema = z
  .object({
    oldPassword: z
      .string()
      .min(1, 'validation.required')
      .max(PASSWORD_MAX * 10),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.required').max(PASSWORD_MAX),
  })
  .refine((body) => body.confirmPassword === body.newPassword, { message: 'validation.passwordMismatch', path: ['confirmPassword'] });
export type UpdPwdBody = z.input<typeof updPwdBodySchema>;
