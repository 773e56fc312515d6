import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/zh-cn';
import { Button, Center, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { MEALS, MY_WEEK_DAYS_AHEAD_MAX, PORTIONS_MAX, type AddMyWeekResult, type Meal } from '@chef/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddMyWeek } from '../api/add-my-week';
import { toastError, toastSuccess } from '../../../lib/notify';
import { PersonalDialog, type PersonalDialogProps } from '../../../components/PersonalDialog';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { dayLabel } from '../lib/days';
import { useServingsOptions } from './AddMeal';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

const DAY = 'YYYY-MM-DD';

function PlanForm({
  recipeId,
  portions,
  onAdded,
}: {
  recipeId: string;
  portions?: number | undefined;
  onAdded: (result: AddMyWeekResult) => void;
}) {
  const { t, i18n } = useTranslation();
  // The viewer's own today: spec 5, "today or later".
  const today = dayjs().format(DAY);
  const [date, setDate] = useState<string | null>(today);
  const [meal, setMeal] = useState<Meal>('dinner');
  const [servings, setServings] = useState(portions && portions >= 1 && portions <= PORTIONS_MAX ? String(portions) : '');
  const servingsOptions = useServingsOptions();
  const add = useAddMyWeek();

  const submit = () => {
    if (!date) return;
    add.mutate(
      { recipeId, date, meal, ...(servings && { servings: Number(servings) }) },
      {
        onSuccess: (result) => {
          toastSuccess(t('myWeek.planned', { meal: t(`myWeek.meal.${meal}`), date: dayLabel(result.date, i18n.language) }));
          onAdded(result);
        },
        onError: (error) => toastError(error.message),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('myWeek.pickDate')}
      </Text>
      <Center>
        <DatesProvider settings={{ locale: i18n.language === 'zh-CN' ? 'zh-cn' : 'en', firstDayOfWeek: 1 }}>
          <DatePicker
            value={date}
            onChange={setDate}
            minDate={today}
            maxDate={dayjs().add(MY_WEEK_DAYS_AHEAD_MAX, 'day').format(DAY)}
            data-testid="week-date-picker"
          />
        </DatesProvider>
      </Center>
      <Group grow>
        <NativeSelect
          label={t('myWeek.mealLabel')}
          value={meal}
          onChange={(event) => setMeal(event.currentTarget.value as Meal)}
          data={MEALS.map((value) => ({ value, label: t(`myWeek.meal.${value}`) }))}
          data-testid="week-meal-select"
        />
        <NativeSelect
          label={t('myWeek.servings')}
          value={servings}
          onChange={(event) => setServings(event.currentTarget.value)}
          data={servingsOptions}
          data-testid="week-servings-select"
        />
      </Group>
      <Group justify="space-between">
        <Text size="sm" fw={600} data-testid="week-picked-date">
          {date ?? ''}
        </Text>
        <Button onClick={submit} disabled={!date} loading={add.isPending}>
          {t('myWeek.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Add to my week" on recipe detail: a calendar from today on (the viewer's today; the server accepts
 * any day that is today somewhere), the meal (dinner unless chosen) and the servings (the recipe's
 * portions unless chosen), then addMyWeek; a success toast names the meal and the day.
 */
export function AddToWeek({
  recipeId,
  portions,
  ...dialog
}: PersonalDialogProps<AddMyWeekResult> & { recipeId: string; portions?: number }) {
  const { t } = useTranslation();
  return (
    <PersonalDialog
      {...dialog}
      title={t('myWeek.addTitle')}
      invite="plan"
      size="auto"
      form={(added) => <PlanForm recipeId={recipeId} portions={portions} onAdded={added} />}
    />
  );
}
