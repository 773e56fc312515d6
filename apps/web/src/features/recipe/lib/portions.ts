import {
  GRAMS_TO_OUNCES,
  PORTIONS_MAX,
  WEIGHT_UNIT,
  displayVolume,
  type Ingredient,
  type NutritionItem,
  type WeightUnit,
} from '@chef/shared';

/**
 * The portions control rescales every amount (value * portions / recipe portions) and rounds it the
 * way a cook measures: grams, millilitres, milligrams and kilojoules to one decimal under 10, whole
 * above; ounces to two decimals; pieces to halves; spoons and pinches to quarters. Nothing that was
 * there rounds down to zero.
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
  // Multiply by the whole 1/step, then divide: 0.01-steps stay exact (10.58, not 10.580000000000002).
  const per = Math.round(1 / step);
  return Math.max(step, Math.round(value * per) / per);
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
    case 'oz':
      return roundTo(value, 0.01);
    default:
      // g, ml, mg, kJ and unitless amounts.
      return value < 10 ? roundTo(value, 0.1) : Math.round(value);
  }
}

export interface ScaledAmount {
  value: number;
  /** The unit to show: grams may become ounces, millilitres spoons, fluid ounces or cups per the unit setting. */
  unit: string | null;
}

/** An ingredient's amount for `portions`, in the user's units; null for "to taste". */
export function scaledAmount(
  ingredient: Ingredient,
  recipePortions: number,
  portions: number,
  weightUnit: WeightUnit,
): ScaledAmount | null {
  if (ingredient.value === null) return null;
  const scaled = scaleValue(ingredient.value, recipePortions, portions);
  if (ingredient.unit === 'g' || ingredient.unit === 'oz') return weightAmount(scaled, ingredient.unit, weightUnit);
  // Imperial volumes are rounded by their own measure (quarters of a spoon or cup); metric ml as below.
  if (ingredient.unit === 'ml' && weightUnit === WEIGHT_UNIT.ounces) return displayVolume(scaled, weightUnit);
  return { value: roundAmount(scaled, ingredient.unit), unit: ingredient.unit };
}

/**
 * A weight given in grams or ounces, in the user's weight unit (spec section 9): ounces with two
 * decimals, grams rounded as a cook measures. Converted from the exact amount, rounded once.
 */
export function weightAmount(value: number, unit: 'g' | 'oz', weightUnit: WeightUnit): ScaledAmount {
  if (weightUnit === WEIGHT_UNIT.ounces) return { value: roundAmount(unit === 'oz' ? value : value * GRAMS_TO_OUNCES, 'oz'), unit: 'oz' };
  return { value: roundAmount(unit === 'g' ? value : value / GRAMS_TO_OUNCES, 'g'), unit: 'g' };
}

/**
 * A nutrition amount as shown: amounts in grams follow the unit setting like ingredients do (two
 * decimals in ounces); kJ and mg stay as they are.
 */
export function nutritionAmount(item: NutritionItem, weightUnit: WeightUnit): ScaledAmount {
  if (item.unit === 'g' && weightUnit === WEIGHT_UNIT.ounces && item.amount > 0) return weightAmount(item.amount, 'g', weightUnit);
  return { value: item.amount, unit: item.unit };
}
