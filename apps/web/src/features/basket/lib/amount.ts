import {
  displayVolume,
  displayWeight,
  isMetricVolume,
  toBaseUnit,
  unitFamily,
  WEIGHT_UNIT,
  type BasketItem,
  type WeightUnit,
} from '@chef/shared';

/**
 * An item's amount as the user reads it: mass (kept in grams) in g or oz per the unit setting with the
 * spec's rule (ounces with two decimals), ml and l in spoons, fluid ounces or cups when the user chose
 * imperial (displayVolume), anything else as stored; null for "to taste".
 */
export function shownAmount(item: Pick<BasketItem, 'value' | 'unit'>, weight: WeightUnit): { value: number; unit: string | null } | null {
  if (item.value === null) return null;
  if (unitFamily(item.unit) === 'mass') return displayWeight(toBaseUnit(item.value, item.unit)!, weight);
  if (isMetricVolume(item.unit) && weight === WEIGHT_UNIT.ounces) return displayVolume(toBaseUnit(item.value, item.unit)!, weight);
  return { value: item.value, unit: item.unit };
}
