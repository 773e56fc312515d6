import { z } from 'zod';
import { lineText, proseText } from './text.js';
import {
  ACCESSORIES,
  COOK_ON,
  DIFFICULTY,
  FLAVORS,
  INGREDIENT_UNITS,
  LANGUAGES,
  NUTRIENTS,
  RECIPE_SORTS,
  ROTATION_TYPES,
  SEARCH_TYPE,
  SPEED_MAX,
  SPEED_MIN,
  STEP_TYPES,
  TARGET_TYPE,
} from '../enums.js';
import {
  COMMENT_MAX,
  COOKING_TIME_MAX_MINUTES,
  INGREDIENT_NAME_MAX,
  INGREDIENTS_MAX,
  PORTIONS_MAX,
  RATING_MAX,
  RATING_MIN,
  RECENTLY_VIEWED_MAX,
  RECIPE_DESCRIPTION_MAX,
  RECIPE_NAME_MAX,
  RECIPE_TIPS_MAX,
  SEARCH_KEYWORD_MAX,
  STEP_DESCRIPTION_MAX,
  STEP_TIME_MAX_SECONDS,
  STEP_TITLE_MAX,
  TEMPERATURE_MAX_CELSIUS,
} from '../limits.js';
import { advRecordSchema } from './base.js';
import { idSchema, pageQuerySchema, pageResultSchema } from './common.js';

/**
 * Recipes, articles, search, ratings, comments and home (api.md "home", "recipes", "articles",
 * "search", "rating", "comments"). Stored units are metric: Celsius, grams, seconds, minutes.
 */

const text = (max: number) => lineText().trim().min(1, 'validation.required').max(max);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const difficultySchema = z.union([z.literal(DIFFICULTY.simple), z.literal(DIFFICULTY.normal), z.literal(DIFFICULTY.complex)]);
export const targetTypeSchema = z.coerce.number().pipe(z.union([z.literal(TARGET_TYPE.recipe), z.literal(TARGET_TYPE.article)]));
/** The content language of a list: one language, or 'all'. Absent means the caller's language. */
export const contentLangSchema = z.enum([...LANGUAGES, 'all']);
export type ContentLang = z.infer<typeof contentLangSchema>;

// ---- the parts of a recipe ----

export const ingredientSchema = z.object({
  name: text(INGREDIENT_NAME_MAX),
  /** null for "to taste" amounts; the note then says what to use. */
  value: z.number().positive().max(100_000).nullable(),
  unit: z.enum(INGREDIENT_UNITS).nullable(),
  note: lineText().trim().max(60).optional(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** An ingredient as written: an amount needs its unit ("Fresh ginger 15" says nothing), named on the unit field. */
export const ingredientInputSchema = ingredientSchema.refine((i) => i.value === null || i.unit !== null, {
  message: 'validation.unitRequired',
  path: ['unit'],
});

export const nutritionItemSchema = z.object({
  name: z.enum(Object.keys(NUTRIENTS) as [keyof typeof NUTRIENTS, ...(keyof typeof NUTRIENTS)[]]),
  amount: z.number().min(0).max(100_000),
  unit: z.enum(['kJ', 'g', 'mg']),
});
export type NutritionItem = z.infer<typeof nutritionItemSchema>;

const rotationType = z
  .number()
  .int()
  .min(0)
  .max(ROTATION_TYPES.length - 1);
const speedLevel = z.number().int().min(SPEED_MIN).max(SPEED_MAX);
export const rotationSchema = z.object({
  type: rotationType,
  type1: rotationType.optional(),
  gears: speedLevel.optional(),
  gears1: speedLevel.optional(),
  time: z.number().int().min(1).max(STEP_TIME_MAX_SECONDS).optional(),
});
export type Rotation = z.infer<typeof rotationSchema>;

export const stepSchema = z.object({
  title: text(STEP_TITLE_MAX),
  description: proseText().trim().min(1, 'validation.required').max(STEP_DESCRIPTION_MAX),
  stepType: z.number().int().min(1).max(STEP_TYPES.length),
  /**
   * Celsius; null when the step does not heat. Stored steps may still hold a 0 the editor once wrote
   * for "no heating" (read as none: see heatingOf), so reading accepts 0.
   */
  temperature: z.number().int().min(0).max(TEMPERATURE_MAX_CELSIUS).nullable(),
  /** Speed level 0-21 (see speedLabel). */
  speed: speedLevel.nullable(),
  /** Seconds, at most 5940 (spec 5). */
  duration: z.number().int().min(1).max(STEP_TIME_MAX_SECONDS).nullable(),
  rotation: rotationSchema.nullable(),
});
export type Step = z.infer<typeof stepSchema>;

// ---- reference data ----

export const categorySchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

// ---- recipes ----

export const recipeListItemSchema = z.object({
  id: z.string(),
  lang: z.enum(LANGUAGES),
  name: z.string(),
  /** Image URL; a `.webp` URL has a thumbnail at `.sm.webp` (see imageVariant). */
  cover: z.string().nullable(),
  /** Average score, one decimal; 0 when nobody rated yet. */
  rating: z.number(),
  ratingCount: z.number().int(),
  /** Minutes. */
  cookingTime: z.number().int(),
  difficulty: difficultySchema,
  /** Display names in the caller's language, with their codes. */
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  category: z.string(),
  categoryId: z.string(),
  viewCount: z.number().int(),
  collectCount: z.number().int(),
  authorName: z.string(),
});
export type RecipeListItem = z.infer<typeof recipeListItemSchema>;

export const recipeDetailSchema = recipeListItemSchema.extend({
  description: z.string(),
  portions: z.number().int(),
  flavor: z.enum(FLAVORS).nullable(),
  tags: z.array(z.string()),
  tips: z.string(),
  accessories: z.array(
    z
      .number()
      .int()
      .min(0)
      .max(ACCESSORIES.length - 1),
  ),
  preparations: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  nutrition: z.array(nutritionItemSchema),
  steps: z.array(stepSchema),
  commentCount: z.number().int(),
  createTime: z.string(),
  /** A user's recipe: the author's avatar (authorName is then their nickname as it is now); null otherwise. */
  authorAvatar: z.string().nullable(),
  /** For the caller; false / null for visitors. */
  isCollected: z.boolean(),
  myRating: z.number().int().nullable(),
  inMyWeek: z.boolean(),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;

/** What a recipe is made of when written (seed data now, the recipe editor and staff console later). */
export const recipeContentSchema = z.object({
  name: text(RECIPE_NAME_MAX),
  description: proseText().trim().max(RECIPE_DESCRIPTION_MAX).default(''),
  cookingTime: z.number().int().min(1).max(COOKING_TIME_MAX_MINUTES),
  difficulty: difficultySchema,
  flavor: z.enum(FLAVORS).nullable().default(null),
  portions: z.number().int().min(1).max(PORTIONS_MAX),
  tags: z.array(lineText().trim().min(1).max(20)).max(10).default([]),
  tips: proseText().trim().max(RECIPE_TIPS_MAX).default(''),
  accessories: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(ACCESSORIES.length - 1),
    )
    .max(ACCESSORIES.length)
    .default([]),
  preparations: z.array(lineText().trim().min(1).max(200)).max(30).default([]),
  ingredients: z.array(ingredientInputSchema).max(INGREDIENTS_MAX),
  nutrition: z.array(nutritionItemSchema).max(10).default([]),
  steps: z.array(stepSchema).min(1, 'validation.required').max(60),
});
export type RecipeContent = z.infer<typeof recipeContentSchema>;

export const recipeListQuerySchema = pageQuerySchema.extend({
  keyword: lineText().trim().max(SEARCH_KEYWORD_MAX).optional(),
  categoryId: idSchema.optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'validation.invalid')
    .optional(),
  difficulty: z.coerce.number().pipe(difficultySchema).optional(),
  /** At most this many minutes. */
  maxTime: int(1, COOKING_TIME_MAX_MINUTES).optional(),
  flavor: z.enum(FLAVORS).optional(),
  /** robot: only recipes with a machine step (types 2-5); all (or absent): every recipe. */
  cookOn: z.enum(COOK_ON, 'validation.invalid').optional(),
  sort: z.enum(RECIPE_SORTS).default('new'),
  lang: contentLangSchema.optional(),
});
export type RecipeListQuery = z.input<typeof recipeListQuerySchema>;

export const idQuerySchema = z.object({ id: idSchema });

// ---- articles ----

export const articleListItemSchema = z.object({
  id: z.string(),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  publishTime: z.string(),
  viewCount: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  commentCount: z.number().int(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleDetailSchema = articleListItemSchema.extend({
  /** Plain text: paragraphs separated by a blank line; a paragraph starting with "## " is a subheading. */
  body: z.string(),
  myRating: z.number().int().nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articleListQuerySchema = pageQuerySchema.extend({
  keyword: lineText().trim().max(SEARCH_KEYWORD_MAX).optional(),
  lang: contentLangSchema.optional(),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

// ---- search ----

export const searchQuerySchema = pageQuerySchema.extend({
  keyword: text(SEARCH_KEYWORD_MAX),
  type: z.coerce.number().pipe(z.union([z.literal(SEARCH_TYPE.recipe), z.literal(SEARCH_TYPE.article)])),
  lang: contentLangSchema.optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
/** type 1 gives recipe list items, type 2 article list items. */
export const searchResultSchema = z.union([pageResultSchema(recipeListItemSchema), pageResultSchema(articleListItemSchema)]);

// ---- ratings and comments ----

export const addRatingSchema = z.object({
  targetType: targetTypeSchema,
  targetId: idSchema,
  score: z.number().int().min(RATING_MIN).max(RATING_MAX),
});
export type AddRatingBody = z.input<typeof addRatingSchema>;
export const ratingResultSchema = z.object({ rating: z.number(), ratingCount: z.number().int(), myRating: z.number().int() });
export type RatingResult = z.infer<typeof ratingResultSchema>;

export const commentQuerySchema = pageQuerySchema.extend({ targetType: targetTypeSchema, targetId: idSchema });
export type CommentQuery = z.input<typeof commentQuerySchema>;
export const commentSchema = z.object({
  id: z.string(),
  content: z.string(),
  createTime: z.string(),
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** True for the caller's own comments: those show a delete action. */
  isMine: z.boolean(),
  /** The caller has reported this comment (each user reports a comment once). */
  reported: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const addCommentSchema = z.object({
  targetType: targetTypeSchema,
  targetId: idSchema,
  content: proseText().trim().min(1, 'validation.required').max(COMMENT_MAX),
});
export type AddCommentBody = z.input<typeof addCommentSchema>;
export const delCommentSchema = z.object({ id: idSchema });
/** A signed-in user reports someone else's comment to staff (issue 29). */
export const reportCommentSchema = z.object({ id: idSchema });

// ---- home and weekly selection ----

export const homeQuerySchema = z.object({
  /** Visitors keep recently viewed recipes in the browser and send their ids, newest first. */
  recentIds: z
    .string()
    .regex(/^\d{1,19}(,\d{1,19})*$/, 'validation.invalid')
    .optional()
    .transform((v) => (v ? v.split(',').slice(0, RECENTLY_VIEWED_MAX) : [])),
  lang: contentLangSchema.optional(),
});
export type HomeQuery = z.input<typeof homeQuerySchema>;

export const homeSchema = z.object({
  /** The user's plan for this week when logged in and planned ('plan'), else the weekly selection. */
  weekPlan: z.object({ source: z.enum(['plan', 'selection']), records: z.array(recipeListItemSchema) }),
  trending: z.array(recipeListItemSchema),
  recentlyViewed: z.array(recipeListItemSchema),
  mostPopular: z.array(recipeListItemSchema),
  featuredArticles: z.array(articleListItemSchema),
  banners: z.array(advRecordSchema),
});
export type Home = z.infer<typeof homeSchema>;

export const weekSelectionSchema = z.object({
  /** Monday of the week the selection was made for (YYYY-MM-DD). */
  weekStart: z.string().nullable(),
  records: z.array(recipeListItemSchema),
});
export type WeekSelection = z.infer<typeof weekSelectionSchema>;
export const weekSelectionQuerySchema = z.object({ lang: contentLangSchema.optional() });
