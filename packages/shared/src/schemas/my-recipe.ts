import { z } from 'zod';
import { proseText } from './text.js';
import { AUDIT_STATUS, LANGUAGES, PRIVATE_RECIPE } from '../enums.js';
import { STEP_TIME_MAX_SECONDS, TEMPERATURE_MAX_CELSIUS, TEMPERATURE_MIN_CELSIUS } from '../limits.js';
import { idSchema, idsSchema, pageQuerySchema, userIdQuerySchema, whenMissing } from './common.js';
import { ingredientSchema, recipeContentSchema, recipeDetailSchema, recipeListItemSchema, rotationSchema, stepSchema } from './content.js';
import { imageUrlSchema } from './upload.js';

/**
 * Users' own recipes (api.md "my recipes", "sharing", "admin"): the editor's body, my recipes with
 * their audit state, sharing, the staff audit desk and the import from a link. Reads accept the spec's
 * userId and ignore it: the user is always the token's.
 */

export const AUDIT_REASON_MAX = 200;
/** Addresses of pages to import from. */
export const IMPORT_URL_MAX = 2000;
/** A recipe page's address: what the import reads, and the source link an imported recipe keeps. */
const pageUrlSchema = z.url({ protocol: /^https?$/, message: 'validation.url' }).max(IMPORT_URL_MAX);

/**
 * A step as a user writes it: title and description required; temperature, duration and rotation "must
 * be selected" (spec 5; the seed's platform steps may lack them, so the stored stepSchema allows null).
 */

export const editorStepSchema = stepSchema.extend({
  // Selected means a temperature in range or null, "none" (an unheated step); absent is "must be selected".
  temperature: z
    .number(whenMissing('validation.select'))
    .int()
    .min(TEMPERATURE_MIN_CELSIUS, 'validation.temperature')
    .max(TEMPERATURE_MAX_CELSIUS, 'validation.temperature')
    .nullable(),
  duration: z.number(whenMissing('validation.select')).int().min(1).max(STEP_TIME_MAX_SECONDS, 'validation.stepTime'),
  rotation: z.object(rotationSchema.shape, whenMissing('validation.select')),
});
export type EditorStep = z.infer<typeof editorStepSchema>;

/**
 * addRecipe: the recipe detail's writable fields (spec 5: name, category, cooking time, cover and steps
 * required). `id` updates one of the caller's recipes; `lang` defaults to the author's language.
 */
export const recipeInputSchema = recipeContentSchema.extend({
  id: idSchema.optional(),
  lang: z.enum(LANGUAGES).optional(),
  cover: z.string('validation.required').trim().min(1, 'validation.required').pipe(imageUrlSchema),
  categoryId: z.string('validation.required').min(1, 'validation.required').pipe(idSchema),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'validation.invalid')
    .nullable()
    .optional(),
  steps: z.array(editorStepSchema, whenMissing('validation.required')).min(1, 'validation.required').max(60),
  /**
   * Issue 26, the private box: true keeps the recipe private (never sent for audit). Absent or false:
   * sent for audit, as addRecipe always did (the mobile app's calls keep their meaning).
   */
  private: z.boolean().optional(),
  /** The page a recipe was imported from; kept with it and shown to its owner. */
  sourceUrl: pageUrlSchema.nullable().optional(),
  /** With a sourceUrl, sending for audit needs the author's word that the text is their own. */
  ownText: z.boolean().optional(),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeInputParsed = z.infer<typeof recipeInputSchema>;
export const recipeIdResultSchema = z.object({ id: z.string() });

/**
 * 0 all, 1 under audit, 2 failed, 3 succeeded. Private recipes (issue 26) are listed only with
 * withPrivate=true (the box) and auditStatus 0: the spec's My Post tabs stay as they were.
 */
export const myRecipeQuerySchema = pageQuerySchema.extend(userIdQuerySchema.shape).extend({
  auditStatus: z.coerce.number().int().min(0).max(AUDIT_STATUS.succeeded).default(0),
  withPrivate: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type MyRecipeQuery = z.input<typeof myRecipeQuerySchema>;

/** 0: private (issue 26, only in the box), then the spec's 1-3. */
const auditStatusSchema = z.number().int().min(PRIVATE_RECIPE).max(AUDIT_STATUS.succeeded);
/**
 * What the author sees of the audit: the state of the latest version sent (a change to a published
 * recipe is audited while the published version stays public: `isPublic` says a version is live).
 */
export const auditFieldsSchema = z.object({
  auditStatus: auditStatusSchema,
  auditReason: z.string().nullable(),
  updateTime: z.string(),
  isPublic: z.boolean(),
  /** The page it was imported from (issue 26), or null. */
  sourceUrl: z.string().nullable(),
});
export const myRecipeItemSchema = recipeListItemSchema.extend(auditFieldsSchema.shape);
export type MyRecipeItem = z.infer<typeof myRecipeItemSchema>;
/** The latest version the author wrote, as the public page will show it. */
export const myRecipeDetailSchema = recipeDetailSchema.extend(auditFieldsSchema.shape);
export type MyRecipeDetail = z.infer<typeof myRecipeDetailSchema>;

export const myRecipeDetailQuerySchema = userIdQuerySchema.extend({ id: idSchema });
export const republishRecipeBodySchema = z.object({ id: idSchema });
/** Issue 26: a private recipe sent for audit; ownText is required true for an imported one. */
export const publishRecipeBodySchema = z.object({ id: idSchema, ownText: z.boolean().optional() });
export type PublishRecipeBody = z.input<typeof publishRecipeBodySchema>;
/** Issue 26, "Copy to adapt": a published recipe copied into the caller's private box. */
export const copyRecipeBodySchema = z.object({ id: idSchema });
export type CopyRecipeBody = z.input<typeof copyRecipeBodySchema>;
export const delRecipeBodySchema = z.object({ ids: idsSchema });

// ---- sharing ----

export const shareRecipeBodySchema = z.object({ recipeId: idSchema });
export const shareResultSchema = z.object({ shareUrl: z.string() });
export type ShareResult = z.infer<typeof shareResultSchema>;
export const shareRecordQuerySchema = pageQuerySchema.extend(userIdQuerySchema.shape);
export const shareRecordSchema = z.object({ id: z.string(), shareUrl: z.string(), shareTime: z.string(), recipe: recipeListItemSchema });
export type ShareRecord = z.infer<typeof shareRecordSchema>;

// ---- the staff audit desk ----

export const auditQueueQuerySchema = pageQuerySchema;
export const auditQueueItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  cover: z.string().nullable(),
  lang: z.enum(LANGUAGES),
  authorId: z.string().nullable(),
  authorName: z.string(),
  /** When this version was sent for audit; the queue is oldest first. */
  submitTime: z.string(),
  /** A change to a recipe that is already public (its published version stays visible meanwhile). */
  isRevision: z.boolean(),
});
export type AuditQueueItem = z.infer<typeof auditQueueItemSchema>;
export const auditRecipeDetailQuerySchema = z.object({ id: idSchema });
export const auditRecipeDetailSchema = recipeDetailSchema.extend({ submitTime: z.string(), isRevision: z.boolean() });
export type AuditRecipeDetail = z.infer<typeof auditRecipeDetailSchema>;

/** pass, or fail with a reason (required when pass is false). */
export const auditRecipeBodySchema = z
  .object({
    id: idSchema,
    pass: z.boolean(),
    reason: proseText().trim().max(AUDIT_REASON_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.pass && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type AuditRecipeBody = z.input<typeof auditRecipeBodySchema>;

// ---- import from a link ----

export const importRecipeBodySchema = z.object({
  url: pageUrlSchema,
});

/**
 * What a page's schema.org Recipe gave: the editor is filled with it and the author completes the rest
 * (category, step settings). Steps carry text only; the cover is already uploaded here (or null).
 */
export const recipeDraftSchema = z.object({
  name: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  cookingTime: z.number().int().nullable(),
  portions: z.number().int().nullable(),
  ingredients: z.array(ingredientSchema.extend({ name: z.string() })),
  steps: z.array(z.object({ title: z.string(), description: z.string() })),
  tips: z.string(),
  sourceUrl: z.string(),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;
