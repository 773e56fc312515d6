import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Bottom of every paged list (spec "Dialogs"): a load-more button while there is more, "No data"
 * when the list is empty, nothing once everything is shown.
 */
export function ListFooter({
  count,
  hasMore,
  loading,
  onLoadMore,
}: {
  count: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (loading && count === 0) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (count === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="list-no-data">
        {t('common.noData')}
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
