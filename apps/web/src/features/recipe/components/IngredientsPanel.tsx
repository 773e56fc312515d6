import { ActionIcon, Group, Text } from '@mantine/core';
import type { Ingredient, UnitSetting } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../components/content-icons';
import { formatNumber } from '../../../lib/number';
import { PORTIONS_MAX, PORTIONS_MIN, clampPortions, scaledAmount } from '../lib/portions';

/** − 4 + : how many portions the amounts are for. */
export function PortionsStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-labelledby="portions-label" className="chef-portions" data-testid="portions">
      <Text size="sm" fw={600} id="portions-label">
        {t('recipe.portions')}
      </Text>
      <ActionIcon
        variant="light"
        radius="xl"
        size="lg"
        aria-label={t('recipe.portionsFewer')}
        disabled={value <= PORTIONS_MIN}
        onClick={() => onChange(clampPortions(value - 1))}
        data-testid="portions-minus"
      >
        <MinusIcon size={16} />
      </ActionIcon>
      <output className="chef-portions__value" aria-live="polite" data-testid="portions-value">
        {value}
      </output>
      <ActionIcon
        variant="light"
        radius="xl"
        size="lg"
        aria-label={t('recipe.portionsMore')}
        disabled={value >= PORTIONS_MAX}
        onClick={() => onChange(clampPortions(value + 1))}
        data-testid="portions-plus"
      >
        <PlusIcon size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Ingredients for the chosen number of portions; weights in grams or ounces per the unit setting. */
export function IngredientList({
  ingredients,
  recipePortions,
  portions,
  units,
}: {
  ingredients: readonly Ingredient[];
  recipePortions: number;
  portions: number;
  units: UnitSetting;
}) {
  const { t } = useTranslation();
  return (
    <ul className="chef-ingredients" data-testid="ingredients">
      {ingredients.map((ingredient, index) => {
        const amount = scaledAmount(ingredient, recipePortions, portions, units.weight);
        return (
          <li key={`${ingredient.name}-${index}`} className="chef-ingredients__item" data-testid="ingredient">
            <span className="chef-ingredients__name">
              {ingredient.name}
              {ingredient.note && amount && <span className="chef-ingredients__note">{ingredient.note}</span>}
            </span>
            <span className="chef-ingredients__amount" data-testid="ingredient-amount">
              {amount
                ? amount.unit
                  ? t(`recipe.unit.${amount.unit}`, { count: amount.value, value: formatNumber(amount.value) })
                  : formatNumber(amount.value)
                : (ingredient.note ?? t('recipe.toTaste'))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
