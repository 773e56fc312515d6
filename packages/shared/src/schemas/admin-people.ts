import { z } from 'zod';
import { lineText } from './text.js';
import { FEEDBACK_TYPES } from '../enums.js';
import { idSchema, pageQuerySchema } from './common.js';
import { myRecipeItemSchema } from './my-recipe.js';

// ---- users (console) ----

/** Longest keyword of the console's user search (an e-mail prefix or a nickname prefix fits). */
export const USER_KEYWORD_MAX = 50;

/**
 * The console's user list and search: an empty keyword lists every user, newest first; otherwise the
 * keyword matches the start of the mobile number, of the e-mail address or of the nickname (case
 * ignored), an exact account included.
 */
export const adminUserQuerySchema = pageQuerySchema.extend({
  keyword: lineText().trim().max(USER_KEYWORD_MAX).default(''),
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  /** Masked as everywhere (first 3 digits, ****, last 4). */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  createTime: z.string(),
  disabled: z.boolean(),
  recipeCount: z.number().int(),
  feedbackCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One feedback of the user, as the user's detail lists it (the inbox shows the whole of it). */
export const adminUserFeedbackSchema = z.object({
  id: z.string(),
  type: z
    .number()
    .int()
    .min(FEEDBACK_TYPES[0])
    .max(FEEDBACK_TYPES[FEEDBACK_TYPES.length - 1]!),
  description: z.string(),
  createTime: z.string(),
  replied: z.boolean(),
});
export type AdminUserFeedback = z.infer<typeof adminUserFeedbackSchema>;

/** How many of the user's newest recipes and feedback the detail carries (the counts say how many there are). */
export const USER_DETAIL_ITEMS = 50;

export const adminUserDetailQuerySchema = z.object({ id: idSchema });
export const adminUserDetailSchema = adminUserSchema.extend({
  disabledTime: z.string().nullable(),
  /** The newest USER_DETAIL_ITEMS, in any audit state. */
  recipes: z.array(myRecipeItemSchema),
  /** The newest USER_DETAIL_ITEMS. */
  feedback: z.array(adminUserFeedbackSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const updUserStatusBodySchema = z.object({ id: idSchema, disabled: z.boolean() });
export type UpdUserStatusBody = z.input<typeof updUserStatusBodySchema>;

// ---- dashboard ----

/** Days of the dashboard's charts, today (UTC) included. */
export const DASHBOARD_DAYS = 30;

export const dashboardDaySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  signUps: z.number().int(),
  activeUsers: z.number().int(),
  /** Programs the appliance finished (cooking records from the device) that day. */
  robotCooks: z.number().int(),
  /** Cooks finished in the browser's cook mode that day. */
  cookModeCooks: z.number().int(),
});
export const dashboardSchema = z.object({
  users: z.number().int(),
  /** Recipes in the catalogue now. */
  recipesPublished: z.number().int(),
  recipesUnderAudit: z.number().int(),
  feedbackWaiting: z.number().int(),
  /** Appliances whose last report said online. */
  devicesOnline: z.number().int(),
  /** DASHBOARD_DAYS days, oldest first, days without rows at 0. */
  days: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- the console's audit log ----

export const staffActionQuerySchema = pageQuerySchema.extend({
  /** The start of the action name: 'user' lists 'user.disable' and 'user.enable'. */
  action: z.string().trim().max(60).default(''),
  staffId: idSchema.optional(),
});
export type StaffActionQuery = z.input<typeof staffActionQuerySchema>;

export const staffActionSchema = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  /** Null when the staff account is gone. */
  staffName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  targetId: z.string().nullable(),
  /** The row as it was and as it became, parsed (null when created or deleted). */
  before: z.unknown(),
  after: z.unknown(),
  time: z.string(),
});
export type StaffAction = z.infer<typeof staffActionSchema>;
