import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { imageVariant } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChefHatIcon } from '../../../components/icons';
import { LoadMoreFooter } from '../../../components/ListFooter';
import { useRefreshQueries } from '../../../lib/refresh';
import { formatRelativeTime } from '../../../lib/relative-time';
import { shareRecordQueryKey } from '../api/share-recipe';
import { useShareRecords } from '../api/qry-share-record';
import '../../../components/personal.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

/** shareRecord: the recipes I shared, newest first, each with its link. */
export default function ShareRecordPage() {
  const { t } = useTranslation();
  const query = useShareRecords();
  useRefreshQueries([shareRecordQueryKey]);
  return (
    <Stack gap="xs">
      <Stack gap="xs" data-testid="share-record-list">
        {(query.data?.records ?? []).map((record) => {
          const thumb = imageVariant(record.recipe.cover, 'sm');
          const detail = `/home/recipeDetail/${record.recipe.id}`;
          return (
            <Paper key={record.id} withBorder radius="md" p="sm" data-testid="share-record">
              <Group gap="sm" wrap="nowrap">
                <Link to={detail} className="chef-thumb chef-thumb--lg" tabIndex={-1} aria-hidden="true">
                  {thumb ? <img src={thumb} alt="" loading="lazy" /> : <ChefHatIcon size={24} />}
                </Link>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor component={Link} to={detail} c="dark.7" fw={600} lineClamp={1} lang={record.recipe.lang}>
                    {record.recipe.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('share.sharedOn', { time: formatRelativeTime(record.shareTime) })}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {record.shareUrl}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <LoadMoreFooter query={query} />
    </Stack>
  );
}
