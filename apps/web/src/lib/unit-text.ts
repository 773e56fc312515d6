import { volumeUnitCatalogues, type WeightUnit } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { amountText } from './amount-text';
import { addCatalogues } from './i18n';

// Cups and fluid ounces (imperial volumes) have their words apart, loaded with the code that writes amounts.
addCatalogues(volumeUnitCatalogues);

/**
 * "1 pc", "2 pcs", "16.3 克", "1 ½ cups": an amount with its unit in the page's language, written for
 * the user's weight setting (lib/amount-text), for ingredients, nutrition and shopping lists alike.
 */
export function useUnitText(weight: WeightUnit) {
  const { t } = useTranslation();
  return (amount: { value: number; unit: string | null }): string => amountText(t, amount, weight);
}
