import { PORTIONS_MAX, displayWeight, type Ingredient, type WeightUnit } from '@chef/shared';

/**
 * The portions control rescales every amount (value * portions / recipe portions) and rounds it the
 * way a cook measures: grams and millilitres to the gram under 10 with one decimal, whole above;
 * pieces to halves; spoons and pinches to quarters. Nothing that was there rounds down to zero.
 */
export const PORTIONS_MIN = 1;
export { PORTIONS_MAX };

export function clampPortions(value: number): number {
  if (!Number.isFinite(value)) return PORTIONS_MIN;
  return Math.min(PORTIONS_MAX, Math.max(PORTIONS_MIN, Math.round(value)));
}

export function scaleValue(value: number, recipePortions: number, portions: number): number {
  if (recipePortions <= 0) return value;
  return (value * portions) / recipePortions;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

export function roundAmount(value: number, unit: Ingredient['unit']): number {
  if (value <= 0) return 0;
  switch (unit) {
    case 'pcs':
      return roundTo(value, 0.5);
    case 'tsp':
    case 'tbsp':
    case 'pinches':
      return roundTo(value, 0.25);
    default:
      // g, ml and unitless amounts.
      return value < 10 ? roundTo(value, 0.1) : Math.round(value);
  }
}

export interface ScaledAmount {
  value: number;
  /** The unit to show: grams may become ounces per the unit setting. */
  unit: string | null;
}

/** An ingredient's amount for `portions`, in the user's weight unit; null for "to taste". */
export function scaledAmount(
  ingredient: Ingredient,
  recipePortions: number,
  portions: number,
  weightUnit: WeightUnit,
): ScaledAmount | null {
  if (ingredient.value === null) return null;
  const scaled = scaleValue(ingredient.value, recipePortions, portions);
  if (ingredient.unit === 'g') {
    // Ounces are converted from the exact amount and shown with two decimals (spec section 9).
    const shown = displayWeight(scaled, weightUnit);
    return shown.unit === 'oz' ? { value: Math.max(0.01, shown.value), unit: 'oz' } : { value: roundAmount(scaled, 'g'), unit: 'g' };
  }
  return { value: roundAmount(scaled, ingredient.unit), unit: ingredient.unit };
}
