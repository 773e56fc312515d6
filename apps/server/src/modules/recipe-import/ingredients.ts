import { INGREDIENT_NAME_MAX, type IngredientUnit } from '@chef/shared';

/**
 * An ingredient line of a recipe page ("1 1/2 cups flour", "200 g butter", "2 eggs", "salt") as
 * value + unit + name in the units the portal stores (grams and millilitres for what converts, the
 * spec's kitchen units as they are).
 */
export interface ParsedIngredient {
  name: string;
  value: number | null;
  unit: IngredientUnit | null;
}

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

/** Unit words (lower case) -> the stored unit and the factor to it. */
const UNIT_WORDS: [RegExp, IngredientUnit, number][] = [
  [/^(?:g|gr|grams?|grammes?|克)$/, 'g', 1],
  [/^(?:kg|kilos?|kilograms?|千克|公斤)$/, 'g', 1000],
  [/^(?:mg|milligrams?|毫克)$/, 'mg', 1],
  [/^(?:oz|ounces?)$/, 'oz', 1],
  [/^(?:lbs?|pounds?)$/, 'g', 453.592],
  [/^(?:ml|millilit(?:er|re)s?|毫升)$/, 'ml', 1],
  [/^(?:cl|centilit(?:er|re)s?)$/, 'ml', 10],
  [/^(?:dl|decilit(?:er|re)s?)$/, 'ml', 100],
  [/^(?:l|lit(?:er|re)s?|升)$/, 'ml', 1000],
  [/^(?:cups?)$/, 'ml', 240],
  [/^(?:tsps?|teaspoons?|t)$/, 'tsp', 1],
  [/^(?:tbsps?|tbs|tablespoons?|T)$/, 'tbsp', 1],
  [/^(?:pinch(?:es)?)$/, 'pinches', 1],
  [/^(?:pcs?|pieces?|个|只|颗)$/, 'pcs', 1],
  [/^(?:kj)$/, 'kJ', 1],
];

const NUMBER = /^(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔⅛⅜⅝⅞]|\d+\/\d+)?/u;

/** The leading amount of a line: "1 1/2", "1½", "0.5", "3/4", "2-3" (the first of a range). */
function leadingNumber(text: string): { value: number; rest: string } | null {
  const m = NUMBER.exec(text);
  if (!m || (!m[1] && !m[2])) return null;
  let value = m[1] ? Number(m[1].replace(',', '.')) : 0;
  if (m[2]) {
    if (m[2].includes('/')) {
      const [a, b] = m[2].split('/').map(Number);
      if (!b) return null;
      value += a! / b;
    } else {
      value += FRACTIONS[m[2]]!;
    }
  }
  let rest = text.slice(m[0].length);
  // A range: keep the lower bound.
  rest = rest.replace(/^\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?(?:\s*\d+\/\d+)?/u, '');
  return value > 0 ? { value, rest } : null;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function parseIngredient(line: string): ParsedIngredient {
  const text = line.replace(/\s+/g, ' ').trim();
  const clip = (name: string) =>
    Array.from(name.replace(/^of\s+/i, '').trim() || text)
      .slice(0, INGREDIENT_NAME_MAX)
      .join('');
  const amount = leadingNumber(text);
  if (!amount) return { name: clip(text), value: null, unit: null };
  const rest = amount.rest.trim();
  const word = /^([\p{L}]+)\.?(?:\s+|$)/u.exec(rest) ?? /^([\u4e00-\u9fff])/u.exec(rest);
  if (word) {
    const found = UNIT_WORDS.find(([pattern]) => pattern.test(word[1]!.length > 1 ? word[1]!.toLowerCase() : word[1]!));
    if (found) {
      const [, unit, factor] = found;
      const name = rest.slice(word[0].length);
      if (name.trim()) return { name: clip(name), value: round(amount.value * factor), unit };
    }
  }
  return { name: clip(rest), value: round(amount.value), unit: 'pcs' };
}
