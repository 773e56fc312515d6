import { displayWeight, toBaseUnit, unitFamily, type BasketItem, type WeightUnit } from '@chef/shared';

/**
 * An item's amount as the user reads it: mass (kept in grams) in g or oz per the unit setting with the
 * spec's rule (ounces with two decimals), anything else as stored; null for "to taste".
 */
export function shownAmount(item: Pick<BasketItem, 'value' | 'unit'>, weight: WeightUnit): { value: number; unit: string | null } | null {
  if (item.value === null) return null;
  if (unitFamily(item.unit) === 'mass') return displayWeight(toBaseUnit(item.value, item.unit)!, weight);
  return { value: item.value, unit: item.unit };
}
