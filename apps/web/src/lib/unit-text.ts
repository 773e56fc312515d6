import { volumeUnitCatalogues } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { addCatalogues } from './i18n';
import { formatNumber } from './number';

// Cups and fluid ounces (imperial volumes) have their words apart, loaded with the code that writes amounts.
addCatalogues(volumeUnitCatalogues);

/**
 * "1 pc", "2 pcs", "16.3 克": an amount with its unit in the page's language (recipe.unit.*, plural forms
 * by count), for ingredients, nutrition and shopping lists alike.
 */
export function useUnitText() {
  const { t } = useTranslation();
  return ({ value, unit }: { value: number; unit: string | null }): string =>
    unit ? t(`recipe.unit.${unit}`, { count: value, value: formatNumber(value) }) : formatNumber(value);
}
