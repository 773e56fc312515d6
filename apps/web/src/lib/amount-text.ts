import { isImperialMeasure, measureFraction, WEIGHT_UNIT, type WeightUnit } from '@chef/shared';
import { formatNumber } from './number';

/** i18next's t, as much of it as an amount needs. */
type Translate = (key: string, options: { count: number; value: string }) => string;

/**
 * "1 pc", "2 pcs", "16.3 克", "½ cup", "1 ⅓ cups": an amount with its unit in the page's language
 * (recipe.unit.*, plural forms by count). With imperial units chosen, spoons, cups and fluid ounces
 * read as a US cookbook writes them, in fractions (measureFraction), a fraction below one taking the
 * singular ("½ cup", "¾ tsp"); metric readers see decimals, as before.
 */
export function amountText(t: Translate, { value, unit }: { value: number; unit: string | null }, weight: WeightUnit): string {
  if (!unit) return formatNumber(value);
  const fraction = weight === WEIGHT_UNIT.ounces && isImperialMeasure(unit) ? measureFraction(value) : null;
  if (fraction) return t(`recipe.unit.${unit}`, { count: value < 1 ? 1 : value, value: fraction });
  return t(`recipe.unit.${unit}`, { count: value, value: formatNumber(value) });
}
