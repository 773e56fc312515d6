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
  return mergeIntoList([], lines).fresh.map(({ line, amount, lines: joined }) => ({
    ...line,
    ...amount,
    recipeIds: joined.reduce<string[]>((ids, each) => unionIds(ids, each.recipeIds), []),
  }));
}

/** A line as merging reads it: a name and an amount. */
export type NamedAmount = Pick<BasketLine, 'name' | 'value' | 'unit'>;

/** What laying lines into a list gives (mergeIntoList). */
export interface ListMerge<I, L> {
  /** Items of the list that lines joined: their new amount, and the lines that joined each. */
  grown: Map<I, { amount: Amount; lines: L[] }>;
  /** Lines with no item of their key on the list: new items, each with the later lines of its key summed in. */
  fresh: { line: L; amount: Amount; lines: L[] }[];
}

/**
 * Lines laid into a list's items, the one merge rule of a list (issue 28: recipes added to a list and
 * items typed on its edit page alike): a line joins the list's first item of its key (lineKey: the
 * same ingredient in the same unit family), its amount summed (addAmounts); a line no item has the
 * key of becomes a new item, and later lines of that key join it.
 */
export function mergeIntoList<I extends NamedAmount, L extends NamedAmount>(items: readonly I[], lines: readonly L[]): ListMerge<I, L> {
  const grown: ListMerge<I, L>['grown'] = new Map();
  const fresh: ListMerge<I, L>['fresh'] = [];
  const byKey = new Map<string, { item: I } | { entry: ListMerge<I, L>['fresh'][number] }>();
  for (const item of items) if (!byKey.has(lineKey(item))) byKey.set(lineKey(item), { item });
  for (const line of lines) {
    const key = lineKey(line);
    const seen = byKey.get(key);
    if (!seen) {
      // A fresh object: the amount alone, never the line itself (its other fields are the caller's).
      const entry = { line, amount: normaliseAmount({ value: line.value, unit: line.unit }), lines: [line] };
      fresh.push(entry);
      byKey.set(key, { entry });
    } else if ('entry' in seen) {
      seen.entry.amount = addAmounts(seen.entry.amount, line);
      seen.entry.lines.push(line);
    } else {
      const before = grown.get(seen.item) ?? { amount: { value: seen.item.value, unit: seen.item.unit }, lines: [] };
      grown.set(seen.item, { amount: addAmounts(before.amount, line), lines: [...before.lines, line] });
    }
  }
  return { grown, fresh };
}

/**
 * Plain water, which nobody buys: left out of the lists generated from recipes. Names are read as
 * recipes write them (issue 28, the demo recipes' own names): an amount or temperature before it
 * ("30 °C warm water", "两升水", "100°C 沸水"), any number of words saying how it is ("ice-cold tap
 * water", "凉白开水", "饮用水"), what it is for after it ("water, for boiling", "water (to cover)") or
 * before it in Chinese ("蒸锅用水", "淹过玉米的水"). Waters that are bought (coconut, rose, sparkling,
 * tonic, mineral water; 椰子水, 苏打水, 矿泉水) and waters made of something (tamarind water, 葱姜水)
 * stay: only words of the lists below may stand before it.
 */
const AMOUNT_FIRST = String.raw`(?:[\d.,/]+\s*(?:°\s*[cf]|℃|℉|ml|l|litres?|liters?|cups?|毫升|升|杯|度)?\s*)?`;
const WATER_WORDS = String.raw`cold|cool|warm|hot|boiling|boiled|lukewarm|tepid|tap|ice|iced|icy|ice-cold|very|freshly|just|filtered|drinking|fresh|plain|soaking|room|temperature|room-temperature|extra|more|some|a|little|of|the`;
const PLAIN_WATER = new RegExp(String.raw`^${AMOUNT_FIRST}(?:(?:${WATER_WORDS})[\s-]+)*water(?:\s*(?:[,(;:]|\b(?:for|to|as|if)\b).*)?$`);
const ZH_AMOUNT = String.raw`(?:${AMOUNT_FIRST}|[一二两三四五六七八九十半几适少许量大小]+[升杯碗勺毫克]*)?`;
const ZH_WATER = String.raw`(?:清|温|凉|冷|开|热|冰|沸|滚|白|饮用|纯净|自来|冰镇|凉白开|凉开|温开|冷开|过滤)*水`;
// After it: the pot it boils in ("沸水锅"), an amount ("温水 1500ml"), or words in brackets or after a comma.
const ZH_AFTER = String.raw`锅?(?:\s*[\d.,/]+\s*[a-z毫升杯]*|\s*[（(,，].*)?`;
const PLAIN_WATER_ZH = new RegExp(String.raw`^${ZH_AMOUNT}(?:${ZH_WATER}|.*(?:的|用)水|凉白开)${ZH_AFTER}$`);
export function isPlainWater(name: string): boolean {
  const text = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return PLAIN_WATER.test(text) || PLAIN_WATER_ZH.test(text);
}

/** A recipe as a generation reads it: its portions, its ingredients, and the portions chosen for it. */
export interface RecipeForBasket {
  id: string;
  portions: number;
  ingredients: readonly { name: string; value: number | null; unit: string | null }[];
}

/**
 * The merged lines of recipes, each scaled to the portions chosen for it (absent: the recipe's own);
 * plain water is left out (isPlainWater).
 */
export function linesOfRecipes(recipes: readonly RecipeForBasket[], portions: Readonly<Record<string, number>> = {}): BasketLine[] {
  return mergeLines(
    recipes.flatMap((recipe) =>
      recipe.ingredients
        .filter((ingredient) => !isPlainWater(ingredient.name))
        .map((ingredient) => ({
          name: ingredient.name.trim(),
          value: scaleAmount(ingredient.value, recipe.portions, portions[recipe.id] ?? recipe.portions),
          unit: ingredient.unit,
          recipeIds: [recipe.id],
        })),
    ),
  );
}
