/**
 * Merging ingredients into shopping-list lines (issue 9). Pure, so the server merges with it and the
 * unit tests pin it down. Lines with the same normalised name are summed when their units are the
 * same or of one family (mass, volume: the conversion table in units.ts); anything else stays a line
 * of its own. Every line keeps the recipes it came from.
 */
import { FAMILY_BASE_UNIT, roundAmount, toBaseUnit, unitFamily } from './units.js';

export interface BasketLine {
  name: string;
  /** null: "to taste". */
  value: number | null;
  unit: string | null;
  recipeIds: string[];
}

/** An amount: value (null for "to taste") and unit. */
export type Amount = Pick<BasketLine, 'value' | 'unit'>;

/**
 * The name two lines must share to merge: case and spaces do not count, nor an English plural on the
 * last word (onions/onion, tomatoes/tomato, berries/berry; not "ss", "us", "is": glass, asparagus).
 * Text without Latin letters (Chinese) must be identical, spaces at the ends aside.
 */
export function ingredientKey(name: string): string {
  const text = name.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!/[a-z]$/.test(text)) return text;
  if (/[a-z]{2}oes$/.test(text)) return text.slice(0, -2);
  if (/[a-z]{2}ies$/.test(text)) return `${text.slice(0, -3)}y`;
  if (/[a-z]{3}s$/.test(text) && !/(ss|us|is)$/.test(text)) return text.slice(0, -1);
  return text;
}

/** What lines must share besides the name: the unit's family, or the unit itself when it does not convert. */
function unitKey(unit: string | null): string {
  return unitFamily(unit) ?? `unit:${unit ?? ''}`;
}

export function lineKey(line: Pick<BasketLine, 'name' | 'unit'>): string {
  return `${ingredientKey(line.name)}\u0000${unitKey(line.unit)}`;
}

/**
 * The sum of two amounts of one key (lineKey). One unit stays that unit, except mass, which is always
 * kept in grams (weights are stored in grams and shown in g or oz per the user's setting). Mixed
 * volume units meet in ml. Two "to taste" stay "to taste".
 */
export function addAmounts(a: Amount, b: Amount): Amount {
  if (a.value === null || b.value === null) return { value: a.value ?? b.value, unit: a.unit ?? b.unit };
  const family = unitFamily(a.unit);
  if (family === 'mass' || (family && a.unit !== b.unit)) {
    return { value: roundAmount(toBaseUnit(a.value, a.unit)! + toBaseUnit(b.value, b.unit)!), unit: FAMILY_BASE_UNIT[family] };
  }
  return { value: roundAmount(a.value + b.value), unit: a.unit };
}

/** One amount as a list keeps it: mass in grams, anything else as given. */
export function normaliseAmount(amount: Amount): Amount {
  if (amount.value === null || unitFamily(amount.unit) !== 'mass') return amount;
  return { value: toBaseUnit(amount.value, amount.unit), unit: 'g' };
}

/** A recipe's amount for the portions chosen: scaled by chosen / the recipe's own, two decimals. */
export function scaleAmount(value: number | null, recipePortions: number, chosenPortions: number): number | null {
  if (value === null || recipePortions <= 0 || chosenPortions === recipePortions) return value;
  return roundAmount((value * chosenPortions) / recipePortions);
}

/** The union of two recipe id lists, in first-seen order. */
export function unionIds(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

/**
 * Lines merged: one line per key, in the order keys first appear, named as they first appear, with
 * the recipes of every line merged into it.
 */
export function mergeLines(lines: readonly BasketLine[]): BasketLine[] {
  const merged = new Map<string, BasketLine>();
  for (const line of lines) {
    const key = lineKey(line);
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...line, ...normaliseAmount(line), recipeIds: [...line.recipeIds] });
      continue;
    }
    Object.assign(seen, addAmounts(seen, line), { recipeIds: unionIds(seen.recipeIds, line.recipeIds) });
  }
  return [...merged.values()];
}

/** A recipe as a generation reads it: its portions, its ingredients, and the portions chosen for it. */
export interface RecipeForBasket {
  id: string;
  portions: number;
  ingredients: readonly { name: string; value: number | null; unit: string | null }[];
}

/** The merged lines of recipes, each scaled to the portions chosen for it (absent: the recipe's own). */
export function linesOfRecipes(recipes: readonly RecipeForBasket[], portions: Readonly<Record<string, number>> = {}): BasketLine[] {
  return mergeLines(
    recipes.flatMap((recipe) =>
      recipe.ingredients.map((ingredient) => ({
        name: ingredient.name.trim(),
        value: scaleAmount(ingredient.value, recipe.portions, portions[recipe.id] ?? recipe.portions),
        unit: ingredient.unit,
        recipeIds: [recipe.id],
      })),
    ),
  );
}
