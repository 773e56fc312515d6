import { Checkbox, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { BasketItem } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AISLES, aisleOf } from '../lib/aisles';
import type { ShownBasket, ShownItem } from '../lib/offline-changes';
import { useAmountText } from './AmountText';

type Grouping = 'aisle' | 'recipe';
interface Group {
  key: string;
  title: string;
  items: ShownItem[];
}

/**
 * A list's items grouped by aisle (the built-in table, "other" last) or by recipe: a line merged from
 * several recipes sits under the first and names them all, so every line shows once; lines added by
 * hand come last. `onTick` absent: read-only (a shared list).
 */
export function BasketItems({ basket, onTick }: { basket: ShownBasket; onTick?: (item: BasketItem, checked: boolean) => void }) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const [grouping, setGrouping] = useState<Grouping>('aisle');
  const recipeNames = new Map(basket.recipes.map((recipe) => [recipe.id, recipe.name]));

  const groups: Group[] =
    grouping === 'aisle'
      ? AISLES.map((aisle) => ({
          key: aisle,
          title: t(`basket.aisle.${aisle}`),
          items: basket.items.filter((item) => aisleOf(item.name) === aisle),
        }))
      : [
          ...basket.recipes.map((recipe) => ({
            key: recipe.id,
            title: recipe.name,
            items: basket.items.filter((item) => item.recipeIds[0] === recipe.id),
          })),
          { key: 'hand', title: t('basket.addedByHand'), items: basket.items.filter((item) => item.recipeIds.length === 0) },
        ];

  return (
    <Stack gap="md">
      <SegmentedControl
        className="chef-no-print"
        aria-label={t('basket.groupBy')}
        value={grouping}
        onChange={(value) => setGrouping(value as Grouping)}
        data={[
          { value: 'aisle', label: t('basket.byAisle') },
          { value: 'recipe', label: t('basket.byRecipe') },
        ]}
        data-testid="basket-grouping"
      />
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <section key={group.key} className="chef-basket__group" data-testid="basket-group">
            <Title order={3} size="h5" mb={6}>
              {group.title}
            </Title>
            <Stack gap={6}>
              {group.items.map((item) => {
                const from = item.recipeIds.length > 1 ? item.recipeIds.map((id) => recipeNames.get(id)).filter(Boolean) : [];
                return (
                  <div
                    key={item.id}
                    className="chef-basket__item"
                    data-testid="basket-item"
                    data-checked={item.checked}
                    data-ticked-by={item.checkedBy?.nickname}
                    data-pending={item.pending ? true : undefined}
                  >
                    <Checkbox
                      checked={item.checked}
                      disabled={!onTick}
                      onChange={(event) => onTick?.(item, event.currentTarget.checked)}
                      label={
                        <span>
                          <span className="chef-basket__name" data-testid="basket-item-name">
                            {item.name}
                          </span>{' '}
                          <span className="chef-basket__amount" data-testid="basket-item-amount">
                            {amountText(item)}
                          </span>
                        </span>
                      }
                      description={
                        [
                          from.length > 0 ? t('basket.fromRecipes', { names: from.join(', ') }) : null,
                          item.checkedBy ? t('household.tickedBy', { nickname: item.checkedBy.nickname }) : null,
                          item.pending ? t('offline.pending') : null,
                        ]
                          .filter(Boolean)
                          .join(' · ') || undefined
                      }
                    />
                  </div>
                );
              })}
            </Stack>
          </section>
        ))}
      {basket.items.length === 0 && <Text c="dimmed">{t('common.noData')}</Text>}
    </Stack>
  );
}
