import { ActionIcon } from '@mantine/core';
import { SERVINGS_LABEL_KEYS, servingsOf, type Ingredient, type NutritionItem, type UnitSetting } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../components/content-icons';
import { useUnitText } from '../../../lib/unit-text';
import { PORTIONS_MAX, PORTIONS_MIN, clampPortions, nutritionAmount, scaledAmount } from '../lib/portions';

/** − 4 + : how many portions the amounts are for. */
export function PortionsStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby="portions-label" className="chef-portions" data-testid="portions">
      <p className="chef-portions__label" id="portions-label">
        {t('recipe.portions')}
      </p>
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
      <p className="chef-portions__servings" data-testid="portions-servings">
        {t(SERVINGS_LABEL_KEYS[servingsOf(value)])}
      </p>
    </div>
  );
}

/** Nutrition per portion; amounts in grams follow the unit setting, and units read as ingredients' do ("16.3 克" in Chinese). */
export function NutritionList({ nutrition, units }: { nutrition: readonly NutritionItem[]; units: UnitSetting }) {
  const { t } = useTranslation();
  const unitText = useUnitText(units.weight);
  return (
    <dl className="chef-nutrition">
      {nutrition.map((item) => (
        <div key={item.name} data-testid={`nutrition-${item.name}`}>
          <dt>{t(`recipe.nutrient.${item.name}`)}</dt>
          <dd>{unitText(nutritionAmount(item, units.weight))}</dd>
        </div>
      ))}
    </dl>
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
  const unitText = useUnitText(units.weight);
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
              {amount ? unitText(amount) : (ingredient.note ?? t('recipe.toTaste'))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
