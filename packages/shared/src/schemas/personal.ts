import { z } from 'zod';
import { lineText } from './text.js';
import { LANGUAGES, MEALS } from '../enums.js';
import { PORTIONS_MAX } from '../limits.js';
import { recipeListItemSchema } from './content.js';
import { idSchema, idsSchema, pageQuerySchema, userIdQuerySchema } from './common.js';
import { imageUrlSchema } from './upload.js';

/**
 * Collections (anthologies), the weekly plan, cooking history and the content pages (privacy policy,
 * registration agreement, about us). api.md "collections", "weekly plan", "cooking history". Reads
 * accept the spec's userId and ignore it: the user is always the token's.
 */

/** How many of the given ids the caller owned and deleted (others' ids match nothing). */
export const deletedSchema = z.object({ deleted: z.number().int() });
export type Deleted = z.infer<typeof deletedSchema>;

// ---- dates of the weekly plan (UTC calendar days, YYYY-MM-DD) ----

const DAY_MS = 86_400_000;

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const planDateSchema = z.string().refine(isCalendarDate, 'validation.date');

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a date falls in (weeks run Monday to Sunday). */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The earliest calendar date that is "today" somewhere on Earth (UTC-12). The server cannot know the
 * user's time zone, so "today or later" (spec 5) accepts every date that is today or later in some
 * zone; the browser's picker already stops at the viewer's own today.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3600 * 1000).toISOString().slice(0, 10);
}

// ---- collections (anthologies) ----

/** Counted in characters as people see them (code points), so an emoji is one. */
export function anthologyNameLength(name: string): number {
  return Array.from(name.trim()).length;
}

export const anthologySchema = z.object({
  id: z.string(),
  anthologyName: z.string(),
  /** The cover the user chose, if any (the edit form shows it). */
  anthologyCover: z.string().nullable(),
  /** What a grid shows: the chosen cover, else the cover of the newest recipe in it that has one. */
  cover: z.string().nullable(),
  recipeCount: z.number().int(),
  createTime: z.string(),
});
export type Anthology = z.infer<typeof anthologySchema>;

export const qryAnthologyQuerySchema = userIdQuerySchema;
/** Every collection of the caller (at most ANTHOLOGIES_PER_USER_MAX), newest first. */
export const anthologyListSchema = z.array(anthologySchema);

/**
 * Create, or with id edit (rename, change the cover) one of the caller's collections. The name is
 * checked by the service (1-10 characters after trimming, ANTHOLOGY_NAME_MIN/MAX) so that a bad one
 * gets the spec's own message, 'Add anthology name (1-10 characters)'. anthologyCover: absent keeps
 * the current cover, null removes it.
 */
export const addAnthologyBodySchema = z.object({
  id: idSchema.optional(),
  anthologyName: lineText(),
  anthologyCover: imageUrlSchema.nullable().optional(),
});
export type AddAnthologyBody = z.input<typeof addAnthologyBodySchema>;

export const delAnthologyBodySchema = z.object({ ids: idsSchema });
export type DelAnthologyBody = z.input<typeof delAnthologyBodySchema>;

export const qryAnthologyRecipeQuerySchema = pageQuerySchema.extend({ anthologyId: idSchema }).extend(userIdQuerySchema.shape);
export type QryAnthologyRecipeQuery = z.input<typeof qryAnthologyRecipeQuerySchema>;

export const addAnthologyRecipeBodySchema = z.object({ anthologyId: idSchema, recipeId: idSchema });
export type AddAnthologyRecipeBody = z.input<typeof addAnthologyRecipeBodySchema>;
/** added is false when the recipe was in the collection already; collectCount is the recipe's new count. */
export const addAnthologyRecipeResultSchema = z.object({ added: z.boolean(), collectCount: z.number().int() });
export type AddAnthologyRecipeResult = z.infer<typeof addAnthologyRecipeResultSchema>;

export const delAnthologyRecipeBodySchema = z.object({ anthologyId: idSchema, recipeIds: idsSchema });
export type DelAnthologyRecipeBody = z.input<typeof delAnthologyRecipeBodySchema>;

// ---- weekly plan ----

/** startDate: the first of the seven days (the client sends a Monday); absent means this week's Monday (UTC). */
export const qryMyWeekQuerySchema = z.object({ startDate: planDateSchema.optional() }).extend(userIdQuerySchema.shape);
export type QryMyWeekQuery = z.input<typeof qryMyWeekQuerySchema>;

/**
 * One planned recipe: id is the plan entry's (what delMyWeek and updMyWeek take); meal and servings
 * (issue 26) are additions the spec's clients may ignore.
 */
export const myWeekRecordSchema = z.object({
  id: z.string(),
  recipe: recipeListItemSchema,
  meal: z.enum(MEALS),
  /** The portions to cook (and shop) for; a recipe planned without them gets the recipe's own. */
  servings: z.number().int(),
});
export type MyWeekRecord = z.infer<typeof myWeekRecordSchema>;
export const myWeekDaySchema = z.object({ date: z.string(), records: z.array(myWeekRecordSchema) });
export type MyWeekDay = z.infer<typeof myWeekDaySchema>;
/** Seven days from startDate, each with its recipes in the order they were planned. */
export const myWeekSchema = z.array(myWeekDaySchema);

const mealSchema = z.enum(MEALS, 'validation.invalid');
const servingsSchema = z.number().int().min(1).max(PORTIONS_MAX);

/**
 * The date must be today or later (see earliestToday) and at most MY_WEEK_DAYS_AHEAD_MAX days ahead.
 * meal (absent: dinner) and servings (absent: the recipe's portions) are issue 26's optional fields.
 */
export const addMyWeekBodySchema = z.object({
  recipeId: idSchema,
  date: planDateSchema,
  meal: mealSchema.optional(),
  servings: servingsSchema.optional(),
});
export type AddMyWeekBody = z.input<typeof addMyWeekBodySchema>;
/** Planning a recipe twice on one day adds it once: the answer then names the existing entry. */
export const addMyWeekResultSchema = z.object({ id: z.string(), date: z.string() });
export type AddMyWeekResult = z.infer<typeof addMyWeekResultSchema>;

export const delMyWeekBodySchema = z.object({ ids: idsSchema });
export type DelMyWeekBody = z.input<typeof delMyWeekBodySchema>;

/** Move a plan entry (a new date: today or later, as for adding) or change its meal or servings; only the fields sent. */
export const updMyWeekBodySchema = z.object({
  id: idSchema,
  date: planDateSchema.optional(),
  meal: mealSchema.optional(),
  servings: servingsSchema.optional(),
});
export type UpdMyWeekBody = z.input<typeof updMyWeekBodySchema>;
export const updMyWeekResultSchema = z.object({ id: z.string(), date: z.string(), meal: z.enum(MEALS), servings: z.number().int() });
export type UpdMyWeekResult = z.infer<typeof updMyWeekResultSchema>;

// ---- cooking history ----

export const qryCookRecordQuerySchema = pageQuerySchema.extend(userIdQuerySchema.shape);
export type QryCookRecordQuery = z.input<typeof qryCookRecordQuerySchema>;

/**
 * How a record came about: marked by hand ("I cooked this"), the appliance finished the program, or the
 * browser's cook mode was followed to the last step. A caller may only ask for 'manual' or 'cookMode';
 * 'robot' records are written by the appliance's report.
 */
export const COOK_RECORD_SOURCES = ['manual', 'robot', 'cookMode'] as const;
export type CookRecordSource = (typeof COOK_RECORD_SOURCES)[number];

/** onRobot: cooked on the appliance (a program it finished), not marked by hand (kept for the app: source says it too). */
export const cookRecordSchema = z.object({
  id: z.string(),
  cookTime: z.string(),
  onRobot: z.boolean(),
  source: z.enum(COOK_RECORD_SOURCES),
  recipe: recipeListItemSchema,
});
export type CookRecord = z.infer<typeof cookRecordSchema>;

/** "I cooked this" on a recipe (the appliance will add records too). Every call is one more record. */
// source is optional: the mobile app's calls (no source) keep meaning "I cooked this".
export const addCookRecordBodySchema = z.object({ recipeId: idSchema, source: z.enum(['manual', 'cookMode']).optional() });
export type AddCookRecordBody = z.input<typeof addCookRecordBodySchema>;
export const addCookRecordResultSchema = z.object({ id: z.string(), cookTime: z.string() });
export type AddCookRecordResult = z.infer<typeof addCookRecordResultSchema>;

export const delCookRecordBodySchema = z.object({ ids: idsSchema });
export type DelCookRecordBody = z.input<typeof delCookRecordBodySchema>;

// ---- content pages ----

/** privacy: privacy policy; agreement: user registration agreement; about: about Chef Robot. */
export const INFO_PAGE_CODES = ['privacy', 'agreement', 'about'] as const;
export type InfoPageCode = (typeof INFO_PAGE_CODES)[number];
export const isInfoPageCode = (value: unknown): value is InfoPageCode =>
  typeof value === 'string' && (INFO_PAGE_CODES as readonly string[]).includes(value);

/**
 * code is checked by the service: an unknown (or missing) page is a 404 "No such page". lang absent
 * means the caller's language; a page missing in a language falls back to en-US.
 */
export const qryPageQuerySchema = z.object({
  code: z.string().optional().describe(INFO_PAGE_CODES.join(' | ')),
  lang: z.enum(LANGUAGES).optional(),
});
export type QryPageQuery = z.input<typeof qryPageQuerySchema>;

export const infoPageSchema = z.object({
  code: z.enum(INFO_PAGE_CODES),
  /** The language of the text served (en-US when the asked one has none). */
  lang: z.enum(LANGUAGES),
  title: z.string(),
  /** Plain text: paragraphs separated by a blank line; a paragraph starting with "## " is a subheading. */
  body: z.string(),
  updateTime: z.string(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;
