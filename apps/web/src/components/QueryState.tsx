import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError';

/** What QueryState reads of a query (TanStack's result). */
interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list's or a page's data in its three states: a loader while it is on its way, the error with a
 * retry, else what the page draws of it (its own words when it holds nothing). Issue 28: console pages
 * drew an empty table, "0 recipes waiting" or "No recipe chosen" until their data arrived. Data already
 * shown stays while it is fetched again (another page of a list, a refresh).
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  /** Whether the data holds nothing to draw; `empty` is then shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  if (data !== undefined) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <Center py="xl" data-testid="query-loading">
      <Loader size="sm" role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
