import type { IngredientUnit } from './enums.js';
import { INGREDIENT_NAME_MAX } from './limits.js';
import { roundAmount } from './units.js';

/**
 * An ingredient line as people write it, in the languages the portal meets ("1 1/2 cups flour",
 * "200 g Butter", "2 EL Olivenöl", "½ c. à s. de sel", "250克奶油奶酪", "玉ねぎ 2個", "salt, to taste")
 * as value + unit + name in the portal's units (INGREDIENT_UNITS): what converts goes to grams or
 * millilitres, the kitchen units (tsp, tbsp, pinches, pcs) stay; a unit word with no equivalent
 * (a slice, a can, a clove) is kept as written at the head of the name with the amount in pieces.
 * A range keeps its low end as the value and the range as written at the end of the name.
 */
export interface IngredientLine {
  name: string;
  value: number | null;
  unit: IngredientUnit | null;
}

const FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(FRACTIONS).join('');

/** A number as written: "1", "1.5", "1,5", "1/2", "1 1/2", "1½", "½" (the fraction slash ⁄ read as /). */
const NUMBER = `(?:\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTION_CHARS}])?|[${FRACTION_CHARS}])`;
const RANGE_JOIN = `\\s*(?:-|–|—|~|～|〜|to|bis|à|a|tot|till|til|eller|or|o|ou)\\s*`;
const AMOUNT = new RegExp(`^(${NUMBER})(?:(${RANGE_JOIN})(${NUMBER}))?`, 'u');

export function readNumber(text: string): number | null {
  const t = text.trim();
  let m = /^(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[2]) ? Number(m[1]) / Number(m[2]) : null;
  m = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[3]) ? Number(m[1]) + Number(m[2]) / Number(m[3]) : null;
  m = new RegExp(`^(\\d+(?:[.,]\\d+)?)?\\s*([${FRACTION_CHARS}])?$`, 'u').exec(t);
  if (!m || (!m[1] && !m[2])) return null;
  return (m[1] ? Number(m[1].replace(',', '.')) : 0) + (m[2] ? FRACTIONS[m[2]]! : 0);
}

/**
 * Unit words -> the stored unit and the factor to it. Latin words match whole (case-insensitive,
 * an optional trailing dot); CJK units also glued to the name ("250克奶油奶酪").
 */
const UNIT_WORDS: [IngredientUnit, number, string[]][] = [
  [
    'g',
    1,
    [
      'g',
      'gr',
      'grs',
      'gram',
      'grams',
      'gramm',
      'gramme',
      'grammes',
      'grammi',
      'grammo',
      'gramos',
      'gramas',
      'grammaa',
      'γρ',
      'γραμμάρια',
      'gramů',
      'g.',
      'gm',
      'gms',
      '克',
      '公克',
      'グラム',
    ],
  ],
  [
    'g',
    1000,
    [
      'kg',
      'kgs',
      'kilo',
      'kilos',
      'kilogram',
      'kilograms',
      'kilogramm',
      'kilogramme',
      'kilogrammes',
      'chilo',
      'chili',
      'κιλό',
      '千克',
      '公斤',
      'キロ',
    ],
  ],
  ['g', 500, ['斤']],
  ['g', 50, ['两']],
  ['mg', 1, ['mg', 'milligram', 'milligrams', 'milligramm', '毫克']],
  ['oz', 1, ['oz', 'ounce', 'ounces', 'unze', 'unzen', 'once', 'onzas']],
  ['g', 453.592, ['lb', 'lbs', 'pound', 'pounds', 'pfund']],
  [
    'ml',
    1,
    ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'mililitros', 'millilitri', 'ml.', 'cc', '毫升', 'ミリリットル'],
  ],
  ['ml', 10, ['cl', 'centiliter', 'centilitre', 'centilitres']],
  ['ml', 100, ['dl', 'deciliter', 'décilitre']],
  ['ml', 1000, ['l', 'liter', 'liters', 'litre', 'litres', 'litro', 'litros', 'litri', 'λίτρο', '升', '公升', 'リットル']],
  ['ml', 29.57, ['fl oz', 'fl. oz', 'fluid ounce', 'fluid ounces']],
  [
    'ml',
    240,
    [
      'cup',
      'cups',
      'c',
      'tasse',
      'tassen',
      'tasses',
      'taza',
      'tazas',
      'xícara',
      'xícaras',
      'xicara',
      'chávena',
      'chávenas',
      'tazza',
      'tazze',
      'kop',
      'kopje',
      'kopjes',
      'φλ',
      'φλιτζάνι',
      'φλιτζάνια',
      'bögre',
      'bögrét',
      'szklanka',
      'szklanki',
      '杯',
    ],
  ],
  ['ml', 200, ['カップ']],
  ['ml', 250, ['glas', 'glass']],
  [
    'tsp',
    1,
    [
      'tsp',
      'tsps',
      'teaspoon',
      'teaspoons',
      't',
      'tl',
      'teelöffel',
      'c. à c',
      'c.à.c',
      'càc',
      'cac',
      'cuillère à café',
      'cuillères à café',
      'cuil. à café',
      'theelepel',
      'theelepels',
      'tl.',
      'cucchiaino',
      'cucchiaini',
      'cucharadita',
      'cucharaditas',
      'colher de chá',
      'colheres de chá',
      'colher (chá)',
      'tsk',
      'teskje',
      'teskjeer',
      'tesked',
      'teskeder',
      'kk',
      'teáskanál',
      'kávéskanál',
      'łyżeczka',
      'łyżeczki',
      'κ.γ',
      'κουταλάκι',
      '小さじ',
      '小勺',
      '茶匙',
      '小匙',
    ],
  ],
  [
    'tbsp',
    1,
    [
      'tbsp',
      'tbsps',
      'tbs',
      'tablespoon',
      'tablespoons',
      'tbl',
      'el',
      'esslöffel',
      'c. à s',
      'c.à.s',
      'càs',
      'cas',
      'cuillère à soupe',
      'cuillères à soupe',
      'cuil. à soupe',
      'eetlepel',
      'eetlepels',
      'el.',
      'cucchiaio',
      'cucchiai',
      'cucharada',
      'cucharadas',
      'colher de sopa',
      'colheres de sopa',
      'colher (sopa)',
      'colher',
      'colheres',
      'ss',
      'msk',
      'spsk',
      'spiseskje',
      'spiseskjeer',
      'matsked',
      'matskedar',
      'ek',
      'evőkanál',
      'łyżka',
      'łyżki',
      'κ.σ',
      'κουτάλι',
      'κουταλιά',
      'κουταλιές',
      '大さじ',
      '大勺',
      '汤匙',
      '大匙',
      '勺',
    ],
  ],
  [
    'pinches',
    1,
    [
      'pinch',
      'pinches',
      'prise',
      'prisen',
      'pincée',
      'pincées',
      'snufje',
      'snufjes',
      'pizzico',
      'pizzichi',
      'pizca',
      'pizcas',
      'pitada',
      'pitadas',
      'krm',
      'knivspets',
      'klype',
      'csipet',
      'szczypta',
      'μια πρέζα',
      'πρέζα',
      'ひとつまみ',
      '撮',
    ],
  ],
  [
    'pcs',
    1,
    [
      'pc',
      'pcs',
      'piece',
      'pieces',
      'stück',
      'stk',
      'stk.',
      'st',
      'st.',
      'pièce',
      'pièces',
      'stuk',
      'stuks',
      'pieza',
      'piezas',
      'unidad',
      'unidades',
      'pezzo',
      'pezzi',
      'stykke',
      'stykker',
      'db',
      'szt',
      'sztuka',
      'sztuki',
      'sztuk',
      'nos',
      'number',
      'numbers',
      'ks',
      'τεμ',
      '个',
      '個',
      '只',
      '颗',
      '根',
      '本',
      '枚',
    ],
  ],
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\. ?/g, '\\.?\\s*');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const UNIT_INDEX = new Map<string, [IngredientUnit, number]>();
for (const [unit, factor, words] of UNIT_WORDS)
  for (const word of words) UNIT_INDEX.set(word.toLowerCase().replace(/\.$/, ''), [unit, factor]);
/** Longest words first, so "cuillère à soupe" wins over a shorter word. */
const UNIT_PATTERN = new RegExp(
  `^(${[...UNIT_INDEX.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\.?(?=$|[^\\p{L}]|${CJK.source})`,
  'iu',
);

function unitAt(text: string): { unit: IngredientUnit; factor: number; length: number } | null {
  const m = UNIT_PATTERN.exec(text);
  if (!m) return null;
  const word = m[1]!;
  // A lone "t" or "c" is a unit only when it stands apart (not the first letter of a name).
  const key = word.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  const found = UNIT_INDEX.get(key) ?? [...UNIT_INDEX.entries()].find(([k]) => new RegExp(`^${escape(k)}$`, 'iu').test(word))?.[1];
  if (!found) return null;
  // "T" is a tablespoon and "t" a teaspoon in American recipes.
  if (word === 'T') return { unit: 'tbsp', factor: 1, length: m[0].length };
  return { unit: found[0], factor: found[1], length: m[0].length };
}

/** Words that mean "as much as you like": no value. */
const TO_TASTE =
  /(?:to taste|as needed|as required|nach geschmack|nach belieben|au goût|selon|naar smaak|al gusto|a gusto|q\.?b\.?|a gosto|efter smak|etter smak|适量|少许|少々|適量|お好みで)/iu;

const clipName = (name: string) => Array.from(name.trim()).slice(0, INGREDIENT_NAME_MAX).join('');

export function parseIngredientLine(line: string): IngredientLine {
  const text = line
    .replace(/⁄/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/^\s*(?:[-–•*·▢□☐✓]\s*)+/u, '')
    .trim();
  const lead = AMOUNT.exec(text);
  if (lead) return withUnit(lead, text.slice(lead[0].length), text);
  // The amount after the name: "Salátová okurka 1 ks", "玉ねぎ 2個", "鸡蛋2个".
  const tail = new RegExp(`^(.*?\\S)\\s*(${NUMBER})(?:(${RANGE_JOIN})(${NUMBER}))?\\s*([\\p{L}.]{0,12})$`, 'u').exec(text);
  if (tail && tail[5] !== undefined) {
    const unitWord = tail[5];
    const unit = unitWord ? unitAt(unitWord) : null;
    // Only with a unit word, or in a CJK name: "Mehl Type 405" is no amount.
    if ((unit && unit.length >= unitWord.length) || (!unitWord && CJK.test(tail[1]!))) {
      const value = readNumber(tail[2]!);
      if (value) return { name: clipName(tail[1]!), value: roundAmount(value * (unit?.factor ?? 1)), unit: unit?.unit ?? 'pcs' };
    }
  }
  return { name: clipName(text), value: null, unit: null };
}

function withUnit(lead: RegExpExecArray, after: string, text: string): IngredientLine {
  const value = readNumber(lead[1]!);
  if (value === 0 && lead[3] === undefined) {
    // "0 As required salt" (a form's empty amount): no value, and the phrase after the name.
    const rest = after.trim();
    const phrase = new RegExp(`^(${TO_TASTE.source})[\\s,:]*`, 'iu').exec(rest);
    const name = phrase && rest.length > phrase[0].length ? `${rest.slice(phrase[0].length)}, ${phrase[1]}` : rest;
    return { name: clipName(name || text), value: null, unit: null };
  }
  if (!value) return { name: clipName(text), value: null, unit: null };
  const range = lead[3] !== undefined ? ` (${lead[0].trim()})` : '';
  const rest = after.replace(/^\s+/, '');
  const unit = unitAt(rest);
  if (unit) {
    // "100g/3½oz butter", "1 cup/190 grams flour": the second measure of the same amount is dropped.
    let name = rest
      .slice(unit.length)
      .replace(new RegExp(`^\\s*/\\s*${NUMBER}\\s*(?:fl\\.? ?oz|\\p{L}+\\.?)?`, 'u'), '')
      .replace(/^\s*(?:of|de|d'|di|van)\s+/i, '')
      .trim();
    if (!name) name = rest;
    if (!TO_TASTE.test(rest) || /\d/.test(rest))
      return { name: clipName(name + range), value: roundAmount(value * unit.factor), unit: unit.unit };
  }
  return { name: clipName((rest || text) + range), value: roundAmount(value), unit: 'pcs' };
}

/**
 * Pasted text as ingredient lines (one a line, blank lines and bullets dropped), each read by
 * parseIngredientLine: what the editor and the basket do with a pasted list, at most `max` lines.
 */
export function ingredientLinesOf(text: string, max: number): IngredientLine[] {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line.replace(/^(?:[-–•*·▢□☐✓]\s*)+/u, '').trim())
    .slice(0, max)
    .map(parseIngredientLine);
}

/** Whether pasted text is better read as ingredient lines than kept as typed: several lines, or one with an amount. */
export const readsAsIngredientLines = (lines: readonly IngredientLine[]) =>
  lines.length > 1 || (lines.length === 1 && lines[0]!.value !== null);
