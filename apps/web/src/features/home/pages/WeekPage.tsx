import { Stack, Text, Title } from '@mantine/core';
import { CARD_GRID_SIZES } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { CardSkeleton, RecipeCard } from '../../../components/RecipeCard';
import { formatDate } from '../../../lib/dates';
import { useRefreshQueries } from '../../../lib/refresh';
import { useWeekSelection, weekSelectionQueryKey } from '../api/qry-week-selection';

/** The week a selection covers: Monday to Sunday, written in the reader's language. */
function weekRange(weekStart: string): string {
  const start = new Date(`${weekStart}T00:00:00`);
  const end = new Date(start);
  end.setDate(start.getDate() + 6);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatDate(day(start), { month: 'short', day: 'numeric' })} – ${formatDate(day(end), { dateStyle: 'medium' })}`;
}

/** /home/week: this week's selection of recipes, as a grid. */
export default function WeekPage() {
  const { t } = useTranslation();
  const query = useWeekSelection();
  useRefreshQueries([weekSelectionQueryKey]);
  const selection = query.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('route.week')}
        </Title>
        <Text c="dimmed" mt={4} data-testid="week-date">
          {selection?.weekStart ? t('home.weekOf', { range: weekRange(selection.weekStart) }) : ' '}
        </Text>
      </div>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <div className="chef-grid" data-testid="week-list">
          {selection
            ? selection.records.map((recipe, index) => (
                <RecipeCard key={recipe.id} recipe={recipe} sizes={CARD_GRID_SIZES} heading="h2" eager={index < 4} lcp={index === 0} />
              ))
            : Array.from({ length: 8 }, (_, index) => <CardSkeleton key={index} />)}
        </div>
      )}
      {selection && selection.records.length === 0 && (
        <Text c="dimmed" ta="center" py="lg" data-testid="list-no-data">
          {t('home.weekEmpty')}
        </Text>
      )}
    </Stack>
  );
}
