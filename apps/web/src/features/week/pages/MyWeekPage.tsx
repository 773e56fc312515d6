import { ActionIcon, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, weekStartOf, type Meal, type MyWeekRecord } from '@chef/shared';
import dayjs from 'dayjs';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { LoadError } from '../../../components/LoadError';
import { myWeekQueryKey } from '../api/add-my-week';
import { useRefreshQueries } from '../../../lib/refresh';
import { useDelMyWeek } from '../api/del-my-week';
import { useMyWeek } from '../api/qry-my-week';
import { useUpdMyWeek } from '../api/upd-my-week';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { toastError } from '../../../lib/notify';
import { AddMeal, type RecipePicker } from '../components/AddMeal';
import { MoveMeal } from '../components/MoveMeal';
import { PantryButton } from '../components/Pantry';
import { ENTRY_DRAG_TYPE, PlannedMeal } from '../components/PlannedMeal';
import { ShopWeekButton, type AmountText } from '../components/ShopWeek';
import { MEALS, dayLocale, localToday, shortDay } from '../lib/days';
import '../../../components/personal.css';
import './week.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();

/** A day's meal: where recipes are planned, added and dropped (today or later only, the spec's rule). */
function MealSlot({
  date,
  meal,
  records,
  open,
  onAdd,
  onDrop,
  onMove,
  onRemove,
}: {
  date: string;
  meal: Meal;
  records: MyWeekRecord[];
  open: boolean;
  onAdd: () => void;
  onDrop: (entryId: string) => void;
  onMove: (record: MyWeekRecord) => void;
  onRemove: (record: MyWeekRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => open && event.dataTransfer.types.includes(ENTRY_DRAG_TYPE);
  return (
    <div
      className={over ? 'chef-week-slot chef-week-slot--over' : 'chef-week-slot'}
      data-testid="week-meal"
      data-meal={meal}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!accepts(event)) return;
        event.preventDefault();
        onDrop(event.dataTransfer.getData(ENTRY_DRAG_TYPE));
      }}
    >
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t(`myWeek.meal.${meal}`)}
        </Text>
        {open && (
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('myWeek.addHereTo', {
              meal: t(`myWeek.meal.${meal}`),
              day: dayjs(date).locale(dayLocale(i18n.language)).format('dddd'),
            })}
            onClick={onAdd}
            data-testid="week-add"
          >
            <span aria-hidden="true">+</span>
          </ActionIcon>
        )}
      </Group>
      <Stack gap={4}>
        {records.map((record) => (
          <PlannedMeal key={record.id} record={record} onMove={() => onMove(record)} onRemove={() => onRemove(record)} />
        ))}
      </Stack>
    </div>
  );
}

/**
 * My week: Monday to Sunday, each day by meal (breakfast, lunch, dinner, snack). A day from today on
 * takes recipes (found by search or picked from a collection); a planned meal has its servings and
 * moves by its menu (keyboard, phone) or by drag (desktop); "Shop this week" makes a list of a range
 * of days, and the pantry says what is left out of it. The route gives the recipe finder and the way
 * amounts read (other features' pieces).
 */
export default function MyWeekPage({ recipePicker, amountText }: { recipePicker: RecipePicker; amountText: AmountText }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const thisWeek = weekStartOf(today);
  // Weeks run Monday to Sunday; any date in the address shows the week it falls in.
  const weekAsked = (search: URLSearchParams) => {
    const requested = search.get('start');
    return isDay(requested) ? weekStartOf(requested) : thisWeek;
  };
  const start = weekAsked(params);
  const query = useMyWeek(start);
  const delMyWeek = useDelMyWeek();
  const update = useUpdMyWeek();
  const removal = useConfirmedDelete(
    delMyWeek,
    ({ record }: { record: MyWeekRecord; date: string }) => ({ ids: [record.id] }),
    'myWeek.removed',
  );
  const removing = removal.target;
  const [adding, setAdding] = useState<{ date: string; meal: Meal } | null>(null);
  const [moving, setMoving] = useState<{ record: MyWeekRecord; date: string } | null>(null);
  useRefreshQueries([myWeekQueryKey]);

  const locale = dayLocale(i18n.language);
  const go = (date: string) => setParams(date === thisWeek ? {} : { start: date });
  // A week before or after the one the address asks for now, not the one drawn: the address changes at
  // once, the page is drawn later (a transition), and on a slow phone a second press on "Previous week"
  // came before that and asked for the same week again.
  const step = (days: number) => go(addDays(weekAsked(new URLSearchParams(window.location.search)), days));
  const days = query.data ?? [];
  const drop = (date: string, meal: Meal) => (entryId: string) => {
    const from = days.find((day) => day.records.some((r) => r.id === entryId));
    const record = from?.records.find((r) => r.id === entryId);
    if (!from || !record || (from.date === date && record.meal === meal)) return;
    update.mutate({ id: entryId, meal, ...(from.date !== date && { date }) }, { onError: (error) => toastError(error.message) });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600} data-testid="week-range">
          {start} – {addDays(start, 6)}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => step(-7)} data-testid="week-previous">
            {t('myWeek.previous')}
          </Button>
          <Button size="xs" variant="default" onClick={() => go(thisWeek)} disabled={start === thisWeek}>
            {t('myWeek.thisWeek')}
          </Button>
          <Button size="xs" variant="default" onClick={() => step(7)} data-testid="week-next">
            {t('myWeek.next')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('myWeek.dragHint')}
        </Text>
        <Group gap="xs">
          <PantryButton />
          <ShopWeekButton
            key={start}
            start={start}
            firstDay={today > start && today <= addDays(start, 6) ? today : start}
            amountText={amountText}
          />
        </Group>
      </Group>
      {query.isLoading ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      ) : query.isError ? (
        // Not an empty week: it could not be read (offline, a week never seen on this device).
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="week-days">
          {days.map((day) => (
            <Paper
              key={day.date}
              withBorder
              radius="md"
              p="sm"
              data-testid="week-day"
              data-date={day.date}
              className={day.date === today ? 'chef-week-day chef-week-day--today' : 'chef-week-day'}
            >
              <Group justify="space-between" mb="xs">
                <Text fw={700} size="sm" component="h2" m={0}>
                  {dayjs(day.date).locale(locale).format('dddd')}
                </Text>
                <Text size="xs" c="dimmed">
                  {day.date === today ? `${t('myWeek.today')} · ` : ''}
                  {shortDay(day.date, i18n.language)}
                </Text>
              </Group>
              {day.records.length === 0 && (
                <Text size="xs" c="dimmed" mb={4}>
                  {t('myWeek.nothingPlanned')}
                </Text>
              )}
              <Stack gap={6}>
                {/* A past day shows only the meals it had: nothing can be added or dropped there. */}
                {MEALS.filter((meal) => day.date >= today || day.records.some((record) => record.meal === meal)).map((meal) => (
                  <MealSlot
                    key={meal}
                    date={day.date}
                    meal={meal}
                    records={day.records.filter((record) => record.meal === meal)}
                    open={day.date >= today}
                    onAdd={() => setAdding({ date: day.date, meal })}
                    onDrop={drop(day.date, meal)}
                    onMove={(record) => setMoving({ record, date: day.date })}
                    onRemove={(record) => removal.ask({ record, date: day.date })}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <AddMeal
        key={adding ? `${adding.date}-${adding.meal}` : 'none'}
        slot={adding}
        onClose={() => setAdding(null)}
        picker={recipePicker}
      />
      <MoveMeal record={moving?.record ?? null} date={moving?.date ?? today} onClose={() => setMoving(null)} />
      <ConfirmPopup
        {...removal.dialog}
        message={removing ? t('myWeek.removeConfirm', { name: removing.record.recipe.name, date: removing.date }) : ''}
      />
    </Stack>
  );
}
