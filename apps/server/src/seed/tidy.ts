import type { SeedRecipe } from './content.js';

/**
 * Clean-ups of the imported Chinese recipes (recipes-zh.json, howtocook-mcp), applied when the seed
 * reads them (issue 28). The JSON stays what the import script writes; these rules are the seed's.
 *
 * Ingredient notes that are only an amount ("1 个", "13g。", "大约 2 斤", "3-4 个"): the import kept the
 * original text whenever it converted it, so the note repeats the amount, or, with a Chinese measure
 * word, contradicts it (姜 1 pcs, shown "1 个", note "1 片": a slice, not a root).
 * - Same kind of unit as the amount (a weight beside grams, a volume beside ml, 个/只 beside pieces,
 *   茶匙/汤匙 beside tsp/tbsp): the amount was read from that very note, so the note goes.
 * - A more precise measure word beside pieces (片 瓣 根 颗 粒 块 棵 朵 段 条 节…): the note replaces the
 *   amount, as the text shown where the amount goes ("姜 1 片"); the unit list has no slice or clove, and
 *   "5 个" of garlic would be five heads. Such an amount no longer scales with the portions.
 * Steps titled only "步骤 N" (the import's placeholder) take their description's first phrase.
 */

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|½|半)`;
const AMOUNT_NOTE = new RegExp(
  String.raw`^(?:约|大约)?\s*(${NUMBER}(?:\s*[-~～到]\s*${NUMBER})?)\s*([^\d\s，,。（）()/]{1,3}?)\s*(?:以上)?\s*(?:\/人|。)?$`,
  'u',
);
/** Unit words of each stored unit: a note in one of these says the amount again. */
const SAME_UNIT: Record<string, RegExp> = {
  g: /^(?:g|克|千克|kg|斤|公斤)$/i,
  ml: /^(?:ml|毫升|l|升)$/i,
  pcs: /^(?:个|只)$/,
  tsp: /^(?:茶匙|小勺|tsp)$/i,
  tbsp: /^(?:汤匙|大勺|勺|tbsp)$/i,
};
/** Counts finer than "a piece" (个): the note says what a piece is. */
const MEASURE_WORD = /^(?:片|小片|瓣|根|颗|粒|块|小块|棵|朵|段|条|节|枚|头|支|张|叶|卷|瓣大蒜)$/;

type Ingredient = SeedRecipe['ingredients'][number];

export function tidyIngredient(ingredient: Ingredient): Ingredient {
  const note = ingredient.note?.trim();
  if (!note || ingredient.value === null || !ingredient.unit) return ingredient;
  const match = AMOUNT_NOTE.exec(note);
  if (!match) return ingredient;
  const word = match[2]!;
  const { note: _dropped, ...rest } = ingredient;
  if (SAME_UNIT[ingredient.unit]?.test(word)) return rest;
  if (ingredient.unit === 'pcs' && MEASURE_WORD.test(word)) {
    return { ...rest, value: null, unit: null, note: `${match[1]!.replace(/\s+/g, '')} ${word}` };
  }
  return ingredient;
}

const PLACEHOLDER_TITLE = /^步骤\s*\d+$/;
const TITLE_CHARS = 16;

/**
 * The first phrase of a description, up to TITLE_CHARS characters (cut with "…"), without a leading
 * bracketed remark ("（可选）", "（老油）") or markdown emphasis.
 */
export function firstPhrase(description: string): string {
  const unbracketed = description.replace(/^\s*(?:[（(][^）)]*[）)]\s*)+/u, '');
  // A description that is only a remark: the remark's own text.
  const text = (unbracketed.trim() ? unbracketed : description.trim().replace(/^[（(]/u, '')).replace(/\*/g, '');
  const phrase = text
    .trim()
    .split(/[，,。；;：:！!？?\n（(]/u)[0]!
    .trim();
  const chars = [...phrase];
  return chars.length > TITLE_CHARS ? `${chars.slice(0, TITLE_CHARS - 1).join('')}…` : phrase;
}

export function tidyStep(step: SeedRecipe['steps'][number]): SeedRecipe['steps'][number] {
  if (!PLACEHOLDER_TITLE.test(step.title.trim())) return step;
  const title = firstPhrase(step.description);
  return title ? { ...step, title } : step;
}

export function tidyImportedRecipe(recipe: SeedRecipe): SeedRecipe {
  return { ...recipe, ingredients: recipe.ingredients.map(tidyIngredient), steps: recipe.steps.map(tidyStep) };
}
