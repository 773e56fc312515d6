import 'dayjs/locale/zh-cn';
import { Anchor, Button, CloseButton, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, imageVariant, weekStartOf, type MyWeekRecord } from '@chef/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { ChefHatIcon } from '../../../components/icons';
import { myWeekQueryKey } from '../api/add-my-week';
import { useRefreshQueries } from '../../../lib/refresh';
import { useDelMyWeek } from '../api/del-my-week';
import { useMyWeek } from '../api/qry-my-week';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import '../../../components/personal.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

const DAY = 'YYYY-MM-DD';
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();

function PlannedRecipe({ record, onRemove }: { record: MyWeekRecord; onRemove: () => void }) {
  const { t } = useTranslation();
  const thumb = imageVariant(record.recipe.cover, 'sm');
  return (
    <Group gap="sm" wrap="nowrap" data-testid="week-recipe">
      <Link to={`/home/recipeDetail/${record.recipe.id}`} className="chef-thumb" tabIndex={-1} aria-hidden="true">
        {thumb ? <img src={thumb} alt="" loading="lazy" /> : <ChefHatIcon size={20} />}
      </Link>
      <Anchor
        component={Link}
        to={`/home/recipeDetail/${record.recipe.id}`}
        c="dark.7"
        size="sm"
        fw={600}
        lineClamp={2}
        style={{ flex: 1 }}
        lang={record.recipe.lang}
      >
        {record.recipe.name}
      </Anchor>
      <CloseButton size="sm" aria-label={`${t('myWeek.remove')} ${record.recipe.name}`} onClick={onRemove} />
    </Group>
  );
}

/** My week: Monday to Sunday with the recipes planned for each day; previous and next week; remove. */
export default function MyWeekPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = dayjs().format(DAY);
  const thisWeek = weekStartOf(today);
  const requested = params.get('start');
  // Weeks run Monday to Sunday; any date in the address shows the week it falls in.
  const start = isDay(requested) ? weekStartOf(requested) : thisWeek;
  const query = useMyWeek(start);
  const delMyWeek = useDelMyWeek();
  const removal = useConfirmedDelete(
    delMyWeek,
    ({ record }: { record: MyWeekRecord; date: string }) => ({ ids: [record.id] }),
    'myWeek.removed',
  );
  const removing = removal.target;
  useRefreshQueries([myWeekQueryKey]);

  const locale = i18n.language === 'zh-CN' ? 'zh-cn' : 'en';
  const go = (date: string) => setParams(date === thisWeek ? {} : { start: date });
  const days = query.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600} data-testid="week-range">
          {start} – {addDays(start, 6)}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => go(addDays(start, -7))} data-testid="week-previous">
            {t('myWeek.previous')}
          </Button>
          <Button size="xs" variant="default" onClick={() => go(thisWeek)} disabled={start === thisWeek}>
            {t('myWeek.thisWeek')}
          </Button>
          <Button size="xs" variant="default" onClick={() => go(addDays(start, 7))} data-testid="week-next">
            {t('myWeek.next')}
          </Button>
        </Group>
      </Group>
      {query.isLoading ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
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
                <Text fw={700} size="sm">
                  {dayjs(day.date).locale(locale).format('dddd')}
                </Text>
                <Text size="xs" c="dimmed">
                  {day.date === today ? `${t('myWeek.today')} · ` : ''}
                  {dayjs(day.date)
                    .locale(locale)
                    .format(locale === 'zh-cn' ? 'M月D日' : 'MMM D')}
                </Text>
              </Group>
              <Stack gap="xs">
                {day.records.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('myWeek.nothingPlanned')}
                  </Text>
                ) : (
                  day.records.map((record) => (
                    <PlannedRecipe key={record.id} record={record} onRemove={() => removal.ask({ record, date: day.date })} />
                  ))
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <ConfirmPopup
        {...removal.dialog}
        message={removing ? t('myWeek.removeConfirm', { name: removing.record.recipe.name, date: removing.date }) : ''}
      />
    </Stack>
  );
}
