import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { MY_WEEK_DAYS_AHEAD_MAX, type AddMyWeekResult } from '@chef/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddMyWeek } from '../api/add-my-week';
import { toastError, toastSuccess } from '../../../lib/notify';
import { PersonalDialog, type PersonalDialogProps } from '../../../components/PersonalDialog';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

const DAY = 'YYYY-MM-DD';

function PlanForm({ recipeId, onAdded }: { recipeId: string; onAdded: (result: AddMyWeekResult) => void }) {
  const { t, i18n } = useTranslation();
  // The viewer's own today: spec 5, "today or later".
  const today = dayjs().format(DAY);
  const [date, setDate] = useState<string | null>(today);
  const add = useAddMyWeek();

  const submit = () => {
    if (!date) return;
    add.mutate(
      { recipeId, date },
      {
        onSuccess: (result) => {
          toastSuccess(t('myWeek.added', { date: result.date }));
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
 * any day that is today somewhere), then addMyWeek; a success toast names the day.
 */
export function AddToWeek({ recipeId, ...dialog }: PersonalDialogProps<AddMyWeekResult> & { recipeId: string }) {
  const { t } = useTranslation();
  return (
    <PersonalDialog
      {...dialog}
      title={t('myWeek.addTitle')}
      size="auto"
      form={(added) => <PlanForm recipeId={recipeId} onAdded={added} />}
    />
  );
}
