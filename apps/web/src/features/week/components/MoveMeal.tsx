import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { MY_WEEK_SHOP_DAYS_MAX, type MyWeekRecord } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useUpdMyWeek } from '../api/upd-my-week';
import { MEALS, dayLabel, daysFrom, localToday, type Meal } from '../lib/days';

/**
 * "Move…": a planned meal to another day (today or later: the next two weeks, or its own day) and
 * meal, with native selects, so it works the same by keyboard, screen reader and phone (drag is the
 * desktop's shortcut for the same call).
 */
export function MoveMeal({ record, date, onClose }: { record: MyWeekRecord | null; date: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal opened={record !== null} onClose={onClose} title={record ? t('myWeek.moveTitle', { name: record.recipe.name }) : ''} centered>
      {record && <MoveForm key={record.id} record={record} date={date} onClose={onClose} language={i18n.language} />}
    </Modal>
  );
}

function MoveForm({ record, date, onClose, language }: { record: MyWeekRecord; date: string; onClose: () => void; language: string }) {
  const { t } = useTranslation();
  const update = useUpdMyWeek();
  const [day, setDay] = useState(date);
  const [meal, setMeal] = useState<Meal>(record.meal);
  const days = daysFrom(localToday(), MY_WEEK_SHOP_DAYS_MAX);
  const choices = days.includes(date) ? days : [date, ...days];

  const submit = () =>
    update.mutate(
      { id: record.id, ...(day !== date && { date: day }), meal },
      {
        onSuccess: (moved) => {
          toastSuccess(t('myWeek.moved', { meal: t(`myWeek.meal.${moved.meal}`), date: dayLabel(moved.date, language) }));
          onClose();
        },
        onError: (error) => toastError(error.message),
      },
    );

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('myWeek.day')}
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
        data={choices.map((value) => ({ value, label: dayLabel(value, language) }))}
        data-testid="move-day"
      />
      <NativeSelect
        label={t('myWeek.mealLabel')}
        value={meal}
        onChange={(event) => setMeal(event.currentTarget.value as Meal)}
        data={MEALS.map((value) => ({ value, label: t(`myWeek.meal.${value}`) }))}
        data-testid="move-meal"
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={update.isPending}>
          {t('myWeek.moveSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}
