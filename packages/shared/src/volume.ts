import { UNIT_FAMILIES, WEIGHT_UNIT, type WeightUnit } from './units.js';

/*
 * Imperial volumes (issue 28), apart from units.ts: /home's first view loads units.ts and shows no
 * amounts, so this stays in the chunks of the pages that do (recipes, lists, the week plan).
 */

/** The units displayVolume answers in: millilitres as stored, or the imperial spoons, fluid ounces and cups. */
export type ShownVolumeUnit = 'ml' | 'tsp' | 'tbsp' | 'fl oz' | 'cup';

/** To the nearest quarter (of a spoon, of a cup), never below a quarter: nothing that was there reads 0. */
function quarters(value: number): number {
  return Math.max(0.25, Math.round(value * 4) / 4);
}

/** To the nearest third of a cup (measuring cups come in thirds too: 80 ml is ⅓ cup), never below one. */
function thirds(value: number): number {
  return Math.max(1 / 3, Math.round(value * 3) / 3);
}

/** How far a cup measure may be from the amount before fluid ounces say it better (100 ml). */
const CUP_TOLERANCE = 0.05;

/**
 * A volume kept in millilitres as the user wants to see it (issue 28). Metric stays millilitres, as
 * stored. Imperial (the unit setting's ounces: the spec has one switch, '0-2' or '1-3') reads as a cook
 * in the US measures: under a tablespoon in teaspoons, under a quarter cup in tablespoons, both by
 * quarters; from a quarter cup in cups by quarters or thirds (the nearer; quarters when both are as
 * near) when that lands within 5% of the amount, otherwise in fluid ounces by halves. Sizes from
 * UNIT_FAMILIES.volume, so a shown amount merges back to the same ml.
 */
export function displayVolume(ml: number, unit: WeightUnit): { value: number; unit: ShownVolumeUnit } {
  if (unit !== WEIGHT_UNIT.ounces || !(ml > 0)) return { value: ml, unit: 'ml' };
  const size = UNIT_FAMILIES.volume;
  if (ml < size.tbsp) return { value: quarters(ml / size.tsp), unit: 'tsp' };
  if (ml < size.cup / 4) return { value: quarters(ml / size.tbsp), unit: 'tbsp' };
  const [byQuarter, byThird] = [quarters(ml / size.cup), thirds(ml / size.cup)];
  const cups = Math.abs(byThird * size.cup - ml) < Math.abs(byQuarter * size.cup - ml) ? byThird : byQuarter;
  if (Math.abs(cups * size.cup - ml) <= ml * CUP_TOLERANCE) return { value: cups, unit: 'cup' };
  return { value: Math.max(0.5, Math.round((ml / size['fl oz']) * 2) / 2), unit: 'fl oz' };
}

/** Units displayVolume converts: the metric ones. Spoons and cups a recipe or a list gives stay as given. */
export function isMetricVolume(unit: string | null | undefined): unit is 'ml' | 'l' {
  return unit === 'ml' || unit === 'l';
}

/** The measures a US cookbook writes with fractions. */
const IMPERIAL_MEASURES: ReadonlySet<string> = new Set(['tsp', 'tbsp', 'cup', 'fl oz']);
export function isImperialMeasure(unit: string | null | undefined): boolean {
  return !!unit && IMPERIAL_MEASURES.has(unit);
}

const FRACTIONS: readonly (readonly [number, string])[] = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/**
 * A spoon, cup or fluid ounce amount as a US cookbook writes it (issue 28): "¼", "1 ½", "⅔" (the whole
 * part and the fraction joined by a no-break space, so they never part at a line end). Null for a
 * whole number or any other fraction (1.2 tbsp scaled from a recipe), which is written as a decimal.
 * Two decimals are enough to know a third (0.33, 0.67: what a recipe stores).
 */
export function measureFraction(value: number): string | null {
  if (!(value > 0)) return null;
  const whole = Math.floor(value + 0.005);
  const fraction = FRACTIONS.find(([part]) => Math.abs(value - whole - part) < 0.005);
  if (!fraction) return null;
  return whole > 0 ? `${whole}\u00a0${fraction[1]}` : fraction[1];
}
