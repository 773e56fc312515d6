import { z } from 'zod';
import { EMAIL_MAX } from '../limits.js';
import { idSchema, pageQuerySchema } from './common.js';
import { lineText, proseText } from './text.js';
import { nicknameSchema, passwordSchema } from './user.js';

/** Staff sign in with e-mail and password; their accounts and tokens are separate from users'. */
export const staffLoginBodySchema = z.object({
  email: z.string('validation.required').trim().toLowerCase().max(EMAIL_MAX).pipe(z.email('validation.email')),
  password: z.string('validation.required').min(1, 'validation.required').max(200),
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

// ---- Staff roles (issue 29; the table is in docs/API.md) ----

export const STAFF_ROLES = ['admin', 'editor', 'auditor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Each console area and the roles that may use it: the one table the server checks on every console
 * call (requireStaff(area)) and the console menu hides pages by. 'self' is what every staff member may
 * do to their own session and account.
 */
export const STAFF_AREAS = {
  self: ['admin', 'editor', 'auditor', 'support'],
  dashboard: ['admin', 'editor', 'auditor', 'support'],
  audit: ['admin', 'editor', 'auditor'],
  content: ['admin', 'editor'],
  recipes: ['admin', 'editor'],
  comments: ['admin', 'support'],
  feedback: ['admin', 'support'],
  users: ['admin', 'support'],
  messages: ['admin', 'support'],
  devices: ['admin', 'support'],
  staffLog: ['admin', 'auditor'],
  staff: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Whether a staff member holding these roles may use the area. */
export const staffMayUse = (roles: readonly string[], area: StaffArea): boolean =>
  roles.some((role) => (STAFF_AREAS[area] as readonly string[]).includes(role));

export const staffInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** Two-factor sign-in is on for the account. */
  twoFactor: z.boolean(),
  /** Its roles require two-factor sign-in and it is not on yet: only 'self' calls work until it is. */
  twoFactorNeeded: z.boolean(),
});
export type StaffInfo = z.infer<typeof staffInfoSchema>;

/** A staff account in the admin's list. */
export const staffAccountSchema = staffInfoSchema.extend({ disabled: z.boolean(), createdAt: z.string() });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

const staffRolesSchema = z.array(z.enum(STAFF_ROLES, 'validation.required')).min(1, 'validation.required').max(STAFF_ROLES.length);

export const addStaffBodySchema = z.object({
  email: staffLoginBodySchema.shape.email,
  name: nicknameSchema,
  password: passwordSchema,
  roles: staffRolesSchema,
});
export type AddStaffBody = z.input<typeof addStaffBodySchema>;

/** An admin changes another account's roles or disables / enables it. */
export const updStaffBodySchema = z.object({
  id: idSchema,
  roles: staffRolesSchema,
  disabled: z.boolean(),
});
export type UpdStaffBody = z.input<typeof updStaffBodySchema>;

/**
 * A signed-in session, or (the account has two-factor sign-in) a ticket: the password was right, and
 * loginStaffCode with the ticket and a code from the app or a recovery code completes the sign-in.
 */
export const staffSessionSchema = z.object({ token: z.string(), staffInfo: staffInfoSchema });
export const staffLoginResultSchema = z.union([staffSessionSchema, z.object({ ticket: z.string() })]);
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

// ---- Two-factor sign-in (TOTP, RFC 6238) ----

/** Codes from an authenticator app: 6 digits, every 30 seconds. */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app (spaces a user copies along are dropped). */
export const totpCodeSchema = z
  .string('validation.required')
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'validation.code'));

/** Confirms the enrolment with a first code. */
export const staffTotpCodeBodySchema = z.object({ code: totpCodeSchema });
export type StaffTotpCodeBody = z.input<typeof staffTotpCodeBodySchema>;

/** The second step of signing in: a code from the app, or one of the recovery codes. */
export const staffLoginCodeBodySchema = z.object({
  ticket: z.string('validation.required').min(1, 'validation.required').max(200),
  code: z.string('validation.required').trim().min(1, 'validation.required').max(40),
});
export type StaffLoginCodeBody = z.input<typeof staffLoginCodeBodySchema>;

/** The secret being enrolled: as text and as the otpauth:// URI the QR code carries. */
export const staffTotpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type StaffTotpSetup = z.infer<typeof staffTotpSetupSchema>;

/** Shown once, when two-factor sign-in is turned on. */
export const staffRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

// ---- Comment moderation (issue 29) ----

/** The console's queue: reported comments still shown, or the hidden ones. */
export const COMMENT_QUEUES = ['reported', 'hidden', 'recent'] as const;
export type ModerationQueue = (typeof COMMENT_QUEUES)[number];
/** Longest search of the recent comments (words of a comment, or the start of its author's nickname). */
export const COMMENT_KEYWORD_MAX = 50;
/**
 * The console's lists: reported comments still shown, hidden ones, or every visible comment newest
 * first ('recent'); keyword (recent only) narrows to comments containing it or by authors whose
 * nickname starts with it.
 */
export const moderationQuerySchema = pageQuerySchema.extend({
  state: z.enum(COMMENT_QUEUES).default('reported'),
  keyword: lineText().trim().max(COMMENT_KEYWORD_MAX).default(''),
});
export type ModerationQuery = z.input<typeof moderationQuerySchema>;

export const moderatedCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  createTime: z.string(),
  userId: z.string(),
  nickname: z.string(),
  /** 1 recipe, 2 article: the page the comment is on. */
  targetType: z.number().int(),
  targetId: z.string(),
  /** Reports not yet reviewed. */
  reports: z.number().int(),
  hiddenTime: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

export const MODERATION_REASON_MAX = 200;
export const COMMENT_ACTIONS = ['hide', 'restore', 'delete'] as const;
/** Hide or delete needs the reason the author is told; restore takes none. */
export const moderateCommentSchema = z
  .object({
    id: idSchema,
    action: z.enum(COMMENT_ACTIONS, 'validation.required'),
    reason: proseText().trim().max(MODERATION_REASON_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'restore' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type ModerateCommentBody = z.input<typeof moderateCommentSchema>;
