import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError';

/**
 * Bottom of every paged list (spec "Dialogs"): a load-more button while there is more, "No data"
 * when the list is empty, nothing once everything is shown.
 */
export function ListFooter({
  count,
  hasMore,
  loading,
  onLoadMore,
  empty,
}: {
  count: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What an empty list says instead of "No data" (a list that has its own words for it). */
  empty?: string | undefined;
}) {
  const { t } = useTranslation();
  if (loading && count === 0) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (count === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="list-no-data">
        {empty ?? t('common.noData')}
      </Text>
    );
  }
  if (!hasMore) return null;
  return (
    <Center py="md">
      <Button variant="light" onClick={onLoadMore} loading={loading}>
        {t('common.loadMore')}
      </Button>
    </Center>
  );
}

/** What the footer reads of a load-more list (lib/paging's useLoadMore). */
interface LoadMoreState {
  data?: { records: readonly unknown[] };
  hasNextPage: boolean;
  isLoading: boolean;
  isError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * The footer of a load-more list, read from its query; a retry when nothing could be shown (offline,
 * a list never seen on this device says so: issue 31), never "No data" for a list that did not load.
 */
export function LoadMoreFooter({ query, empty }: { query: LoadMoreState; empty?: string | undefined }) {
  if (query.isError && !query.data?.records.length) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <ListFooter
      count={query.data?.records.length ?? 0}
      hasMore={query.hasNextPage}
      loading={query.isLoading || query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      empty={empty}
    />
  );
}
