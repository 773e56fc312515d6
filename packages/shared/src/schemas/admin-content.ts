import { z } from 'zod';
import { lineText, proseText } from './text.js';
import { ADV_TYPES, LANGUAGES } from '../enums.js';
import { RICH_TEXT_URL_MAX, isSafeHref, richTextIssue } from '../rich-text.js';
import { advRecordSchema } from './base.js';
import { idSchema, idsSchema, pageQuerySchema } from './common.js';
import { INFO_PAGE_CODES, isCalendarDate, weekStartOf } from './personal.js';
import { imageUrlSchema } from './upload.js';

/**
 * The staff console's content pages (api.md "admin"): articles, adverts and config records, the
 * weekly selection and the content pages' texts. One schema per call for the server, the console's
 * forms and /api/docs; every limit a named constant.
 */

export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_SUMMARY_MAX = 300;
export const ARTICLE_TAG_MAX = 20;
export const ARTICLE_TAGS_MAX = 8;
/** Characters of an article's or a content page's body (the editor's format, marks included). */
export const RICH_TEXT_MAX = 20_000;
export const INFO_PAGE_TITLE_MAX = 100;
export const ADV_NAME_MAX = 100;
/** Banners per language: home shows the first HOME_SECTION_SIZE by their order. */
export const BANNERS_MAX = 10;
export const ADV_SORT_MAX = 999;
/** A service phone: digits with + ( ) - and spaces, 3 to 30 characters, at least 3 digits. */
export const SERVICE_PHONE_MAX = 30;
export const WEEK_SELECTION_MAX = 20;
/** Recipes the weekly selection's picker offers for one keyword. */
export const RECIPE_OPTIONS_MAX = 20;
export const KEYWORD_MAX = 100;

/** 'validation.required' for an absent or non-text value only: bounds keep their own wording. */
const text = () => proseText({ error: (issue) => (issue.code === 'invalid_type' ? 'validation.required' : undefined) });
const required = (max: number) => text().trim().min(1, 'validation.required').max(max);

/** A body in the editor's safe format (rich-text.ts): bounded, links http(s) or portal paths only. */
export const richTextSchema = text()
  .trim()
  .min(1, 'validation.required')
  .max(RICH_TEXT_MAX)
  .superRefine((body, ctx) => {
    const issue = richTextIssue(body);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/** A link staff type: http(s) or a path of the portal. */
export const safeLinkSchema = text().trim().min(1, 'validation.required').max(RICH_TEXT_URL_MAX).refine(isSafeHref, 'validation.link');

/** An address outside the portal (download and purchase links, the QR target): http(s) only. */
export const webUrlSchema = z.url({ protocol: /^https?$/, message: 'validation.link' }).max(RICH_TEXT_URL_MAX);

// ---- articles ----

export const adminArticleQuerySchema = pageQuerySchema.extend({
  keyword: lineText().trim().max(KEYWORD_MAX).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type AdminArticleQuery = z.input<typeof adminArticleQuerySchema>;

export const articleInputSchema = z.object({
  title: required(ARTICLE_TITLE_MAX),
  summary: proseText().trim().max(ARTICLE_SUMMARY_MAX).default(''),
  cover: text().trim().min(1, 'validation.required').pipe(imageUrlSchema),
  body: richTextSchema,
  lang: z.enum(LANGUAGES),
  tags: z.array(required(ARTICLE_TAG_MAX)).max(ARTICLE_TAGS_MAX).default([]),
  /** Featured articles are the ones home shows. */
  featured: z.boolean().default(false),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleInputParsed = z.infer<typeof articleInputSchema>;
export const updArticleBodySchema = articleInputSchema.extend({ id: idSchema });
export type UpdArticleBody = z.input<typeof updArticleBodySchema>;
export const delIdsBodySchema = z.object({ ids: idsSchema });
export const idResultSchema = z.object({ id: z.string() });

// ---- adverts and config records ----

/** Types of which a language has one record (the header and footer read the first). */
export const SINGLE_ADV_TYPES = ADV_TYPES.filter((type) => type !== 'banner');
export const SERVICE_PHONE = /^(?=(?:\D*\d){3})[0-9+()\- ]{3,30}$/;

const advFieldsSchema = z.object({
  advType: z.enum(ADV_TYPES),
  lang: z.enum(LANGUAGES),
  advName: required(ADV_NAME_MAX),
  advPic: z.string().trim().max(RICH_TEXT_URL_MAX).nullable().default(null),
  advUrl: z.string().trim().max(RICH_TEXT_URL_MAX).nullable().default(null),
  sort: z.number().int().min(0).max(ADV_SORT_MAX).default(0),
});

function checkAdv(adv: z.infer<typeof advFieldsSchema>, ctx: z.RefinementCtx) {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (adv.advType === 'phone') {
    if (!SERVICE_PHONE.test(adv.advName)) fail('advName', 'validation.servicePhone');
    return;
  }
  if (adv.advType === 'banner') {
    if (!adv.advPic) fail('advPic', 'validation.required');
    else if (!imageUrlSchema.safeParse(adv.advPic).success) fail('advPic', 'validation.imageUrl');
    if (!adv.advUrl) fail('advUrl', 'validation.required');
    else if (!safeLinkSchema.safeParse(adv.advUrl).success) fail('advUrl', 'validation.link');
    return;
  }
  if (!adv.advUrl) fail('advUrl', 'validation.required');
  else if (!webUrlSchema.safeParse(adv.advUrl).success) fail('advUrl', 'validation.link');
}

/**
 * A config record as staff write it. What a type needs: phone: the number in advName; banner: a
 * title, a picture (an upload) and a link (http(s) or a portal path) with its order; the others: a
 * label and an http(s) address.
 */
export const advInputSchema = advFieldsSchema.superRefine(checkAdv);
export type AdvInput = z.input<typeof advInputSchema>;
export type AdvInputParsed = z.infer<typeof advInputSchema>;
export const updAdvBodySchema = advFieldsSchema.extend({ id: idSchema }).superRefine(checkAdv);
export type UpdAdvBody = z.input<typeof updAdvBodySchema>;

/** A config record with its order (banners are shown by it), as the console lists it. */
export const adminAdvRecordSchema = advRecordSchema.extend({ sort: z.number().int() });
export type AdminAdvRecord = z.infer<typeof adminAdvRecordSchema>;

// ---- weekly selection ----

/** A Monday (weeks run Monday to Sunday). Not a date: the Monday check never runs (it cannot compute one). */
export const mondaySchema = text()
  .refine(isCalendarDate, { message: 'validation.date', abort: true })
  .refine((date) => weekStartOf(date) === date, 'validation.monday');

export const adminWeekQuerySchema = z.object({ week: mondaySchema });
export const setWeekSelectionBodySchema = z.object({
  week: mondaySchema,
  recipeIds: z
    .array(idSchema)
    .max(WEEK_SELECTION_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate'),
});
export type SetWeekSelectionBody = z.input<typeof setWeekSelectionBodySchema>;

export const recipeOptionsQuerySchema = z.object({
  keyword: text().trim().min(1, 'validation.required').max(KEYWORD_MAX),
  lang: z.enum(LANGUAGES).optional(),
});

// ---- content pages ----

export const adminPageQuerySchema = z.object({
  code: z.enum(INFO_PAGE_CODES),
  lang: z.enum(LANGUAGES),
});
export const updPageBodySchema = adminPageQuerySchema.extend({
  title: required(INFO_PAGE_TITLE_MAX),
  body: richTextSchema,
});
export type UpdPageBody = z.input<typeof updPageBodySchema>;
