/**
 * Every enumeration of spec section 3. Numeric codes are what the API and the mobile app exchange;
 * labels are i18n keys (see i18n/), so both languages stay in one place.
 */

export const DIFFICULTY = { simple: 1, normal: 2, complex: 3 } as const;
export type Difficulty = (typeof DIFFICULTY)[keyof typeof DIFFICULTY];
/** Display labels of the spec: Easy, Medium, Advanced. */
export const DIFFICULTY_LABEL_KEYS: Record<Difficulty, string> = {
  1: 'enum.difficulty.1',
  2: 'enum.difficulty.2',
  3: 'enum.difficulty.3',
};

/** 1 = 1-3 people, 2 = 3-6, 3 = many. */
export const SERVINGS = [1, 2, 3] as const;
export type Servings = (typeof SERVINGS)[number];
/** Display labels of the spec: 1-3 people, 3-6 people, many people. */
export const SERVINGS_LABEL_KEYS: Record<Servings, string> = {
  1: 'enum.servings.1',
  2: 'enum.servings.2',
  3: 'enum.servings.3',
};

/**
 * The servings band a number of portions falls in. The spec's bands meet at 3: three portions read
 * "1-3 people" (the first band that holds them), four to six "3-6", more "many".
 */
export function servingsOf(portions: number): Servings {
  if (portions <= 3) return 1;
  if (portions <= 6) return 2;
  return 3;
}

/** Numeric tastes 0-9: spicy, curry, sweet-sour, garlic, milky, cumin, fish-fragrant, five-spice, light, sweet. */
export const TASTES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Taste = (typeof TASTES)[number];

/** Flavor labels, in the spec's order; the key is what is stored. */
export const FLAVORS = [
  'salty',
  'sourSweet',
  'spicy',
  'slightlySpicy',
  'sweetSpicy',
  'sour',
  'sweet',
  'bitter',
  'mediumSpicy',
  'bigSpicy',
  'curry',
  'garlic',
  'milk',
  'cumin',
  'fishFragrant',
  'fiveSpice',
  'light',
] as const;
export type Flavor = (typeof FLAVORS)[number];

/**
 * Numeric accessories 0-4 (measuring cup, steamer, butterfly whisk, scraper, mesh pot). The spec's
 * second list (measuring cup, steamer, butterfly stirrer, spatula, basket) names the same five parts,
 * so we map them one to one by position; the labels below are the second list's words.
 */
export const ACCESSORIES = [0, 1, 2, 3, 4] as const;
export type Accessory = (typeof ACCESSORIES)[number];

/** 1 text, 2 cooking table, 3 kneading, 4 stirring, 5 special cooking, 6 weigh-and-add. */
export const STEP_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Step mode labels: Flour kneading, Stir, Special mode, Scale (weigh-in), Steam. */
export const STEP_MODES = ['knead', 'stir', 'special', 'scale', 'steam'] as const;
export type StepMode = (typeof STEP_MODES)[number];

/** 0 reverse, 1 forward, 2 cycle, 3 pause, 4 ramp up, 5 ramp down. */
export const ROTATION_TYPES = [0, 1, 2, 3, 4, 5] as const;
export type RotationType = (typeof ROTATION_TYPES)[number];

/** Preset cycles offered by the step editor, e.g. reverse 60 s then forward 30 s. */
export const ROTATION_PRESETS = [
  { type: 0, time: 60, type1: 1, time1: 30 },
  { type: 1, time: 60, type1: 0, time1: 30 },
] as const;

/** 1 loading, 2 recipe upload, 3 download, 4 experience, 5 lag, 6 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const UNITS = ['kJ', 'g', 'mg', 'oz', 'pcs', 'tsp', 'tbsp', 'pinches'] as const;
export type Unit = (typeof UNITS)[number];

/**
 * Speed scale 0-21 as stored: level 0 is "0", level 1 is "stir", levels 2-21 are 0.5 to 10 in half
 * steps. speedLabel(level) gives the text shown.
 */
export const SPEED_MIN = 0;
export const SPEED_MAX = 21;
export function speedLabel(level: number): string {
  if (!Number.isInteger(level) || level < SPEED_MIN || level > SPEED_MAX) {
    throw new RangeError(`speed level out of range: ${level}`);
  }
  if (level === 0) return '0';
  if (level === 1) return 'stir';
  return String((level - 1) / 2);
}

/** Config record kinds of qryAdvPic (api.md); siteUrl is the product site (the footer's link beside buyUrl). */
export const ADV_TYPES = ['phone', 'buyUrl', 'siteUrl', 'android', 'ios', 'qrcode', 'banner'] as const;
export type AdvType = (typeof ADV_TYPES)[number];

/** Search target: 1 recipe, 2 article. */
export const SEARCH_TYPE = { recipe: 1, article: 2 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** Personal-centre page state kept in a cookie: 1 info, 2 messages. */
export const MINE_CENTER_PAGE_STATE = { info: 1, messages: 2 } as const;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** The meals of a planned day (issue 26), in the order a day shows them. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof MEALS)[number];

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** What a verification code may be used for; a code only works for the scene it was sent for. */
export const CODE_SCENES = ['register', 'login', 'resetPwd', 'changePhone'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

/** What a rating or comment is about: 1 recipe, 2 article (api.md "rating", "comments"). */
export const TARGET_TYPE = { recipe: 1, article: 2 } as const;
export type TargetType = (typeof TARGET_TYPE)[keyof typeof TARGET_TYPE];

/** Recipe list orders: newest, most viewed, best rated. */
export const RECIPE_SORTS = ['new', 'hot', 'rating'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

/** The list's "for the robot" / "all" filter (docs/API.md, issue 23). */
export const COOK_ON = ['robot', 'all'] as const;
export type CookOn = (typeof COOK_ON)[number];

/** Nutrition items of a recipe, per portion, with their units. */
export const NUTRIENTS = { energy: 'kJ', protein: 'g', carbohydrate: 'g', fat: 'g', sodium: 'mg' } as const;
export type Nutrient = keyof typeof NUTRIENTS;

/** Recipe audit status (spec section 4); platform recipes are published as 3. 0 means "all" in queries. */
export const AUDIT_STATUS = { underAudit: 1, failed: 2, succeeded: 3 } as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];
/**
 * Issue 26: a recipe kept in its owner's private box, never sent for audit (stored as its audit status,
 * so every query that narrows by the published rule leaves it out without knowing of it). Only the
 * owner's calls ever show it; "Publish" sends it for audit (1).
 */
export const PRIVATE_RECIPE = 0;

/**
 * Units an ingredient amount may be given in: the spec's list (UNITS), plus ml for liquids. The
 * recipe schema (server) and the recipe editor offer exactly these. Grams and ounces follow the
 * user's unit setting when shown.
 */
export const INGREDIENT_UNITS = [...UNITS, 'ml'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
