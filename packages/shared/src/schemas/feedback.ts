import { z } from 'zod';
import { lineText, proseText } from './text.js';
import { FEEDBACK_TYPES } from '../enums.js';
import { FEEDBACK_SCREENSHOTS_MAX } from '../limits.js';
import { idSchema, pageQuerySchema, userIdQuerySchema, whenMissing } from './common.js';
import { imageUrlSchema } from './upload.js';

/**
 * Feedback (api.md "feedback", "admin"): the user's form and history, the console's inbox and reply.
 * The bounds below are ours (the spec only says "description required, at most 6 screenshots"):
 * docs/API.md lists them.
 */
export const FEEDBACK_DESCRIPTION_MAX = 1000;
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_REPLY_MAX = 1000;
/** The attached context: a version string, a user agent, the page's path. */
export const FEEDBACK_APP_VERSION_MAX = 40;
export const FEEDBACK_BROWSER_MAX = 500;
export const FEEDBACK_PAGE_MAX = 500;

export const FEEDBACK_STATUSES = ['waiting', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const feedbackTypeSchema = z
  .number(whenMissing('validation.select'))
  .int()
  .min(FEEDBACK_TYPES[0])
  .max(FEEDBACK_TYPES[FEEDBACK_TYPES.length - 1]!);
/** Optional text: trimmed, and blank counts as absent. */
const optionalText = (max: number) =>
  lineText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

export const addFeedbackBodySchema = z.object({
  type: feedbackTypeSchema,
  description: proseText(whenMissing('validation.required')).trim().min(1, 'validation.required').max(FEEDBACK_DESCRIPTION_MAX),
  screenshots: z.array(imageUrlSchema).max(FEEDBACK_SCREENSHOTS_MAX).default([]),
  contact: optionalText(FEEDBACK_CONTACT_MAX),
  appVersion: optionalText(FEEDBACK_APP_VERSION_MAX),
  browser: optionalText(FEEDBACK_BROWSER_MAX),
  page: optionalText(FEEDBACK_PAGE_MAX),
});
export type AddFeedbackBody = z.input<typeof addFeedbackBodySchema>;
export type AddFeedbackInput = z.infer<typeof addFeedbackBodySchema>;

/** What the user sees of one of their own: status 'waiting' until staff reply, then 'replied'. */
export const feedbackSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  description: z.string(),
  screenshots: z.array(z.string()),
  contact: z.string().nullable(),
  createTime: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  replyTime: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const addFeedbackResultSchema = z.object({ id: z.string() });

export const myFeedbackQuerySchema = pageQuerySchema.extend(userIdQuerySchema.shape);

// ---- the console's inbox ----

export const adminFeedbackQuerySchema = pageQuerySchema.extend({
  type: z.coerce
    .number()
    .int()
    .min(FEEDBACK_TYPES[0])
    .max(FEEDBACK_TYPES[FEEDBACK_TYPES.length - 1]!)
    .optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuerySchema>;

/** An inbox row: the feedback, who sent it (account masked) and what the client attached. */
export const adminFeedbackSchema = feedbackSchema.extend({
  user: z.object({ id: z.string(), account: z.string(), nickname: z.string() }),
  appVersion: z.string().nullable(),
  browser: z.string().nullable(),
  page: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const replyFeedbackBodySchema = z.object({
  id: idSchema,
  reply: proseText(whenMissing('validation.required')).trim().min(1, 'validation.required').max(FEEDBACK_REPLY_MAX),
});
export type ReplyFeedbackBody = z.input<typeof replyFeedbackBodySchema>;
