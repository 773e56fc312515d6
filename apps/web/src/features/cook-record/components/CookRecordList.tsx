import { Anchor, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { imageVariant, type CookRecord } from '@chef/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChefHatIcon } from '../../../components/icons';
import { LoadMoreFooter } from '../../../components/ListFooter';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import { useRefreshQueries } from '../../../lib/refresh';
import { formatRelativeTime } from '../../../lib/relative-time';
import { addCookModeEntryWords } from '../../../lib/cook-mode-words';
import { cookRecordQueryKey } from '../api/add-cook-record';
import { useDelCookRecord } from '../api/del-cook-record';
import { useCookRecords } from '../api/qry-cook-record';
import '../../../components/personal.css';

addCookModeEntryWords();

function RecordRow({
  record,
  selected,
  onToggle,
  actions,
}: {
  record: CookRecord;
  selected: boolean;
  onToggle: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const thumb = imageVariant(record.recipe.cover, 'sm');
  const detail = `/home/recipeDetail/${record.recipe.id}`;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="cook-record">
      <Group gap="sm" wrap="nowrap">
        <Checkbox aria-label={record.recipe.name} checked={selected} onChange={onToggle} />
        <Link to={detail} className="chef-thumb chef-thumb--lg" tabIndex={-1} aria-hidden="true">
          {thumb ? <img src={thumb} alt="" loading="lazy" /> : <ChefHatIcon size={24} />}
        </Link>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={detail} c="dark.7" fw={600} lineClamp={1} lang={record.recipe.lang}>
            {record.recipe.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('cookRecord.cookedAt', { time: formatRelativeTime(record.cookTime) })}
            {record.onRobot && ` · ${t('cookRecord.onRobot')}`}
            {record.source === 'cookMode' && ` · ${t('cookRecord.inCookMode')}`}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" visibleFrom="xs">
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Cooking history: what the user cooked, newest first; select and delete. Each row ends with the
 * buttons `actions` gives (other features' actions, wired by the page that composes them).
 */
export function CookRecordList({ actions }: { actions: (record: CookRecord) => ReactNode }) {
  const query = useCookRecords();
  const delRecords = useDelCookRecord();
  const records = query.data?.records ?? [];
  const bulk = useSelectionDelete(
    records.map((record) => record.id),
    delRecords,
    (ids) => ({ ids }),
  );
  const { selection } = bulk;
  useRefreshQueries([cookRecordQueryKey]);

  return (
    <Stack gap="md">
      <SelectionBar bulk={bulk} testId="delete-cook-records" />
      <Stack gap="xs" data-testid="cook-record-list">
        {records.map((record) => (
          <RecordRow
            key={record.id}
            record={record}
            selected={selection.has(record.id)}
            onToggle={() => selection.toggle(record.id)}
            actions={actions(record)}
          />
        ))}
      </Stack>
      <LoadMoreFooter query={query} />
    </Stack>
  );
}
