import { Modal, NativeSelect, Stack } from '@mantine/core';
import { PORTIONS_MAX, type Meal } from '@chef/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useAddMyWeek } from '../api/add-my-week';
import { dayLabel } from '../lib/days';

/** What the week page is given to find recipes with (the route composes search and collections). */
export type RecipePicker = (pick: {
  text: string;
  label: (name: string) => string;
  onPick: (recipe: { id: string; name: string }) => void;
}) => ReactNode;

/** The servings choices: the recipe's own (''), or 1 to PORTIONS_MAX. */
export function useServingsOptions() {
  const { t } = useTranslation();
  return [
    { value: '', label: t('myWeek.servingsRecipe') },
    ...Array.from({ length: PORTIONS_MAX }, (_, i) => ({ value: String(i + 1), label: t('myWeek.servingsOf', { count: i + 1 }) })),
  ];
}

/**
 * "Add a recipe" on a day's meal of the week page: how many servings, then a recipe found by search or
 * picked from a collection; one click plans it (addMyWeek with the day and meal).
 */
export function AddMeal({
  slot,
  onClose,
  picker,
}: {
  slot: { date: string; meal: Meal } | null;
  onClose: () => void;
  picker: RecipePicker;
}) {
  const { t, i18n } = useTranslation();
  const add = useAddMyWeek();
  const [servings, setServings] = useState('');
  const servingsOptions = useServingsOptions();
  const where = slot ? t('myWeek.addHereTo', { meal: t(`myWeek.meal.${slot.meal}`), day: dayLabel(slot.date, i18n.language) }) : '';

  const plan = (recipe: { id: string; name: string }) => {
    if (!slot || add.isPending) return;
    add.mutate(
      { recipeId: recipe.id, date: slot.date, meal: slot.meal, ...(servings && { servings: Number(servings) }) },
      {
        onSuccess: () => {
          toastSuccess(t('myWeek.planned', { meal: t(`myWeek.meal.${slot.meal}`), date: dayLabel(slot.date, i18n.language) }));
          onClose();
        },
        onError: (error) => toastError(error.message),
      },
    );
  };

  return (
    <Modal opened={slot !== null} onClose={onClose} title={where} size="lg" centered>
      {slot && (
        <Stack gap="md">
          <NativeSelect
            label={t('myWeek.servings')}
            value={servings}
            onChange={(event) => setServings(event.currentTarget.value)}
            data={servingsOptions}
            data-testid="add-meal-servings"
          />
          {picker({ text: t('myWeek.plan'), label: (name) => t('myWeek.planRecipe', { name }), onPick: plan })}
        </Stack>
      )}
    </Modal>
  );
}
