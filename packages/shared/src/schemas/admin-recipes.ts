import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { SEARCH_KEYWORD_MAX } from '../limits.js';
import { idSchema, pageQuerySchema } from './common.js';
import { AUDIT_REASON_MAX, myRecipeDetailSchema, recipeInputSchema } from './my-recipe.js';
import { lineText, proseText } from './text.js';

/**
 * Issue 29, the console's published recipes (area 'recipes'): every recipe but the private ones, the
 * team's and users', searched, edited with the users' editor and rules, unpublished, republished or
 * deleted. The state is the public row's:
 * - published: in the catalogue;
 * - waiting: a new recipe under audit (a change to a published one waits beside it: `hasChange`);
 * - unpublished: staff took it down (its owner sees "audit failed" with the reason and may send a fix);
 * - failed: it failed its audit.
 */
export const ADMIN_RECIPE_STATES = ['published', 'waiting', 'unpublished', 'failed'] as const;
export type AdminRecipeState = (typeof ADMIN_RECIPE_STATES)[number];
export const ADMIN_RECIPE_AUTHORS = ['team', 'users'] as const;

export const adminRecipeQuerySchema = pageQuerySchema.extend({
  /** Part of the recipe's name (case ignored), or its id. */
  keyword: lineText().trim().max(SEARCH_KEYWORD_MAX).default(''),
  state: z.enum(ADMIN_RECIPE_STATES).optional(),
  author: z.enum(ADMIN_RECIPE_AUTHORS).optional(),
});
export type AdminRecipeQuery = z.input<typeof adminRecipeQuerySchema>;

const adminRecipeFields = {
  authorId: z.string().nullable(),
  authorName: z.string(),
  state: z.enum(ADMIN_RECIPE_STATES),
  /** The author's change to the published version waits for audit. */
  hasChange: z.boolean(),
  /** Why it was unpublished or failed, else null. */
  reason: z.string().nullable(),
};

export const adminRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  cover: z.string().nullable(),
  lang: z.enum(LANGUAGES),
  ...adminRecipeFields,
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminRecipe = z.infer<typeof adminRecipeSchema>;

/** The stored (public) version with every field, as the editor opens it. */
export const adminRecipeDetailSchema = myRecipeDetailSchema.extend(adminRecipeFields);
export type AdminRecipeDetail = z.infer<typeof adminRecipeDetailSchema>;

/**
 * The editor's body, the users' own schema: no id writes a new team recipe (published at once), an id
 * changes that recipe in place (its state stays). The private box and an import's source are users'.
 */
export const adminRecipeInputSchema = recipeInputSchema.omit({ private: true, ownText: true, sourceUrl: true });
export type AdminRecipeInput = z.input<typeof adminRecipeInputSchema>;

/** Unpublish and delete say why: the owner of a user's recipe is told. */
export const adminRecipeReasonBodySchema = z.object({
  id: idSchema,
  reason: proseText('validation.required').trim().min(1, 'validation.required').max(AUDIT_REASON_MAX),
});
export type AdminRecipeReasonBody = z.input<typeof adminRecipeReasonBodySchema>;
export const adminRecipeIdBodySchema = z.object({ id: idSchema });
