import { BarChart } from '@mantine/charts';
// Inlined and added by this chunk: a CSS file of its own would put its name in the portal entry's
// preload map, which ships in the first view of /home.
import chartStyles from '@mantine/charts/styles.css?inline';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_DAYS, type Dashboard } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useDashboard } from '../api/people';

addOnDemandWords();
if (!document.getElementById('mantine-charts-styles')) {
  const style = document.createElement('style');
  style.id = 'mantine-charts-styles';
  style.textContent = chartStyles;
  document.head.append(style);
}

type Series = 'signUps' | 'activeUsers' | 'robotCooks' | 'cookModeCooks';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** One series of 30 days as bars; the summary in words is the chart's accessible name (an SVG says nothing to a screen reader). */
function DayChart({ days, series, color }: { days: Dashboard['days']; series: Series; color: string }) {
  const { t } = useTranslation();
  const name = t(`people.${series}`);
  const total = days.reduce((sum, d) => sum + d[series], 0);
  const busiest = days.reduce((best, d) => (d[series] > best[series] ? d : best), days[0]!);
  const summary = t('people.chartSummary', { total, days: days.length, day: busiest.day, max: busiest[series] });
  return (
    <Paper withBorder radius="md" p="md" data-testid={`dashboard-chart-${series}`}>
      <Title order={4} mb="xs">
        {t('people.perDay', { name, days: DASHBOARD_DAYS })}
      </Title>
      <div role="img" aria-label={`${name}: ${summary}`}>
        <BarChart
          h={220}
          data={days.map((d) => ({ ...d, label: d.day.slice(5) }))}
          dataKey="label"
          series={[{ name: series, label: name, color }]}
          tickLine="y"
          yAxisProps={{ allowDecimals: false }}
        />
      </div>
      <Text size="xs" c="dimmed" mt="xs">
        {summary}
      </Text>
    </Paper>
  );
}

/**
 * The console's first page: how many users, recipes published and under audit, feedback waiting and
 * devices online; sign-ups, active users and cooking sessions (robot, cook mode) per day.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const query = useDashboard();
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Stack gap="md" data-testid="console-dashboard">
      <Title order={2}>{t('people.dashboard')}</Title>
      {data ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            <Count label={t('people.users')} value={data.users} testId="dashboard-users" />
            <Count label={t('people.recipesPublished')} value={data.recipesPublished} testId="dashboard-published" />
            <Count label={t('people.recipesUnderAudit')} value={data.recipesUnderAudit} testId="dashboard-under-audit" />
            <Count label={t('people.feedbackWaiting')} value={data.feedbackWaiting} testId="dashboard-feedback-waiting" />
            <Count label={t('people.devicesOnline')} value={data.devicesOnline} testId="dashboard-devices-online" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <DayChart days={data.days} series="signUps" color="teal.6" />
            <DayChart days={data.days} series="activeUsers" color="blue.6" />
            <DayChart days={data.days} series="robotCooks" color="orange.6" />
            <DayChart days={data.days} series="cookModeCooks" color="grape.6" />
          </SimpleGrid>
        </>
      ) : (
        <Skeleton h={320} />
      )}
    </Stack>
  );
}
