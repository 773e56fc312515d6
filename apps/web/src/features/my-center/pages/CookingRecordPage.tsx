import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { imageVariant, type CookRecord } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCollection } from '../../../components/AddToCollection';
import { AddToWeek } from '../../../components/AddToWeek';
import { ChefHatIcon } from '../../../components/icons';
import { ListFooter } from '../../../components/ListFooter';
import { cookRecordQueryKey } from '../../../lib/api/add-cook-record';
import { useRefreshQueries } from '../../../lib/refresh';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useSession } from '../../../lib/session';
import { useDelCookRecord } from '../api/del-cook-record';
import { useCookRecords } from '../api/qry-cook-record';
import { LoginInvite } from '../../../components/LoginInvite';
import { SelectionBar, useSelectionDelete } from '../components/SelectionBar';
import '../../../components/personal.css';

type Action = { kind: 'collect' | 'plan'; recipeId: string };

function RecordRow({
  record,
  selected,
  onToggle,
  onAction,
}: {
  record: CookRecord;
  selected: boolean;
  onToggle: () => void;
  onAction: (action: Action) => void;
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
          </Text>
        </Stack>
        {/* Cooked it and liked it: keep it, or cook it again this week. */}
        <Group gap={4} wrap="nowrap" visibleFrom="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => onAction({ kind: 'collect', recipeId: record.recipe.id })}>
            {t('anthology.addTitle')}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onAction({ kind: 'plan', recipeId: record.recipe.id })}>
            {t('myWeek.add')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function Records() {
  const query = useCookRecords();
  const delRecords = useDelCookRecord();
  const records = query.data?.pages.flatMap((page) => page.records) ?? [];
  const bulk = useSelectionDelete(
    records.map((record) => record.id),
    delRecords,
    (ids) => ({ ids }),
  );
  const { selection } = bulk;
  const [action, setAction] = useState<Action | null>(null);
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
            onAction={setAction}
          />
        ))}
      </Stack>
      <ListFooter
        count={records.length}
        hasMore={query.hasNextPage}
        loading={query.isLoading || query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
      <AddToCollection recipeId={action?.recipeId ?? ''} opened={action?.kind === 'collect'} onClose={() => setAction(null)} />
      <AddToWeek recipeId={action?.recipeId ?? ''} opened={action?.kind === 'plan'} onClose={() => setAction(null)} />
    </Stack>
  );
}

/** Cooking history: what the user cooked, newest first; select and delete; collect or plan a dish again. */
export default function CookingRecordPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('route.cookingRecord')}
      </Title>
      {token ? <Records /> : <LoginInvite />}
    </Stack>
  );
}
