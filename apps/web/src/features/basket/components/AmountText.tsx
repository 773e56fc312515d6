import type { BasketItem } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useUnitText } from '../../../lib/unit-text';
import { unitSetting } from '../../../lib/settings';
import { shownAmount } from '../lib/amount';

/** "427 g", "15.06 oz", "3 tsp", "to taste": an item's amount in the user's units. */
export function useAmountText() {
  const { t } = useTranslation();
  const { weight } = unitSetting();
  const unitText = useUnitText(weight);
  return (item: Pick<BasketItem, 'value' | 'unit'>): string => {
    const amount = shownAmount(item, weight);
    if (!amount) return t('recipe.toTaste');
    return unitText(amount);
  };
}
