import type { ReactNode } from 'react';
import { LoadMoreFooter } from './ListFooter';
import { CardSkeleton } from './RecipeCard';

/** What a paged grid reads of a load-more query (lib/paging: a list's or a search's). */
interface PagedQuery<T> {
  data: { records: T[] } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * The cards of a paged list page (recipes, articles), page after page: skeleton cards while the first
 * page loads; below, the list footer (load more, no data, or a retry when nothing could be shown).
 */
export function PagedGrid<T>({
  query,
  className,
  testId,
  skeletons,
  renderItem,
}: {
  query: PagedQuery<T>;
  className: string;
  testId: string;
  skeletons: number;
  /** A keyed card. */
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const items = query.data?.records ?? [];
  return (
    <>
      <div className={className} data-testid={testId} aria-busy={query.isFetching}>
        {items.map((item, index) => renderItem(item, index))}
        {query.isLoading && Array.from({ length: skeletons }, (_, index) => <CardSkeleton key={index} />)}
      </div>
      {!query.isLoading && <LoadMoreFooter query={query} />}
    </>
  );
}
