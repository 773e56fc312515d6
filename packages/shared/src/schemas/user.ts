import { z } from 'zod';
import { lineText } from './text.js';
import { CODE_LENGTH, EMAIL_MAX, NICKNAME_MAX, PASSWORD_PATTERN } from '../limits.js';
import { CODE_SCENES, GENDERS, LANGUAGES } from '../enums.js';
import { UNIT_TYPE_PATTERN } from '../units.js';

/** Mainland China mobile numbers as typed (11 digits), or any number in E.164 form (+ and 8-15 digits). */
export const MOBILE_PATTERN = /^(?:1[3-9]\d{9}|\+[1-9]\d{7,14})$/;
const EMAIL_PATTERN = z.regexes.email;

export type AccountKind = 'mobile' | 'email';

/** Spaces and dashes inside a phone number are typing aids, not part of it. E-mail is case-insensitive. */
export function normalizeAccount(raw: string): { kind: AccountKind; value: string } | null {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? { kind: 'email', value: email } : null;
  }
  const mobile = trimmed.replace(/[\s-]/g, '');
  return MOBILE_PATTERN.test(mobile) ? { kind: 'mobile', value: mobile } : null;
}

/** A field holding an account of the given kinds, normalized; anything else fails with messageKey. */
function accountFieldSchema(kinds: readonly AccountKind[], messageKey: string) {
  return z
    .string('validation.required')
    .min(1, 'validation.required')
    .max(EMAIL_MAX, messageKey)
    .transform((raw, ctx) => {
      const account = normalizeAccount(raw);
      if (!account || !kinds.includes(account.kind)) {
        ctx.addIssue({ code: 'custom', message: messageKey });
        return z.NEVER;
      }
      return account.value;
    });
}

export const accountSchema = accountFieldSchema(['mobile', 'email'], 'validation.account');
export const mobileSchema = accountFieldSchema(['mobile'], 'validation.mobile');

export const codeSchema = z
  .string('validation.required')
  .min(1, 'validation.required')
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'validation.code');

export const passwordSchema = z.string('validation.required').min(1, 'validation.required').regex(PASSWORD_PATTERN, 'validation.password');

export const sceneSchema = z.enum(CODE_SCENES);
export type Scene = z.infer<typeof sceneSchema>;

/**
 * The account a code goes to: a mobile number or an e-mail address, except for changePhone, whose
 * code goes to the new mobile number (its message says "mobile number", never "or e-mail").
 */
export const sendCodeBodySchema = z
  .object({ account: z.string('validation.required').min(1, 'validation.required'), scene: sceneSchema })
  .transform((body, ctx) => {
    const parsed = (body.scene === 'changePhone' ? mobileSchema : accountSchema).safeParse(body.account);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['account', ...issue.path] });
      return z.NEVER;
    }
    return { account: parsed.data, scene: body.scene };
  });
export type SendCodeBody = z.input<typeof sendCodeBodySchema>;

export const registerBodySchema = z.object({
  account: accountSchema,
  code: codeSchema,
  password: passwordSchema,
  agree: z.literal(true, 'validation.agree'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Login takes a password or a code, exactly one of them. */
export const loginBodySchema = z
  .object({ account: accountSchema, password: passwordSchema.optional(), code: codeSchema.optional() })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: 'validation.passwordOrCode',
    path: ['password'],
  });
export const loginByPasswordSchema = z.object({ account: accountSchema, password: passwordSchema });
export const loginByCodeSchema = z.object({ account: accountSchema, code: codeSchema });
export type LoginBody = z.input<typeof loginBodySchema>;

export const resetPwdBodySchema = z.object({
  account: accountSchema,
  code: codeSchema,
  newPassword: passwordSchema,
});
export type ResetPwdBody = z.input<typeof resetPwdBodySchema>;

export const languageSchema = z.enum(LANGUAGES, 'validation.invalid');
export const unitTypeSchema = z.string().regex(UNIT_TYPE_PATTERN, 'validation.unitType');

export const updSettingBodySchema = z
  .object({ language: languageSchema.optional(), unitType: unitTypeSchema.optional() })
  .refine((body) => body.language !== undefined || body.unitType !== undefined, 'validation.required');
export type UpdSettingBody = z.input<typeof updSettingBodySchema>;

export const nicknameSchema = lineText().trim().min(1, 'validation.required').max(NICKNAME_MAX);

export const userInfoSchema = z.object({
  id: z.string(),
  /** The account the user signs in with (mobile number, else e-mail); what SendLogin announces. */
  loginNo: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthday: z.string().nullable(),
  /** Masked as 3 + **** + 4: the full number is never sent back. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  language: languageSchema,
  unitType: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({ token: z.string(), userInfo: userInfoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sendCodeResultSchema = z.object({
  /** Seconds until another code may be requested for this account. */
  resendAfter: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;
