import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { PageResult } from '@chef/shared';
import { apiGet, type RequestOptions } from './api-client';
import { withLastSeen } from './offline-read';
import { LAST_SEEN_READ, queryClient } from './query-client';
import { useSession } from './session';

/**
 * "Load more" lists, written once: every paged call of the API answers `{ records, total, current,
 * size }` for `?current=&size=`. Cursor paging later means changing this file only.
 */

/** The next page of a paged answer, or undefined once everything is loaded. */
export function nextPageParam(last: Pick<PageResult<unknown>, 'current' | 'size' | 'total'>): number | undefined {
  return last.current * last.size < last.total ? last.current + 1 : undefined;
}

/** The pages loaded so far, plus their records in order and the list's total (what screens show). */
export type LoadedPages<T> = InfiniteData<PageResult<T>, number> & { records: T[]; total: number };

export function loadedPages<T>(data: InfiniteData<PageResult<T>, number>): LoadedPages<T> {
  return { ...data, records: data.pages.flatMap((page) => page.records), total: data.pages[0]?.total ?? 0 };
}

export interface LoadMoreOptions {
  /** Every key starts with the area's key, so one invalidation refreshes the list. */
  queryKey: QueryKey;
  /** The API path of the paged call, e.g. /api/cook/qryComment. */
  path: string;
  /** The call's other query parameters (current and size are added). */
  params?: RequestOptions['query'];
  size: number;
  enabled?: boolean;
  /** false where an error is an answer (a 404 is "not found", not a hiccup to try again). */
  retry?: false;
  /**
   * A personal list kept for offline use under this name (issue 31, lib/offline-read): each page
   * loaded is kept, and answers as last seen when the network is down.
   */
  lastSeen?: string;
}

/** A paged API call as a load-more list: page 1 first, the next page on fetchNextPage(). */
function loadMoreOptions<T>({ queryKey, path, params, size, enabled, retry, lastSeen }: LoadMoreOptions) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const read = () => apiGet<PageResult<T>>(path, { ...params, current: pageParam, size }, signal);
      return lastSeen === undefined ? read() : withLastSeen(`${lastSeen}:${pageParam}`, read);
    },
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    select: loadedPages<T>,
    enabled,
    ...(lastSeen !== undefined && LAST_SEEN_READ),
    // Absent, the client's default stays (an explicit undefined would replace it).
    ...(retry === false && { retry }),
  });
}

export function useLoadMore<T>(options: LoadMoreOptions) {
  return useInfiniteQuery(loadMoreOptions<T>(options));
}

/**
 * A list's first page, started by its route's loader with the list's own options: in the browser it
 * comes with the page's code; a server render has it before drawing, so it draws the page once.
 */
export function prefetchLoadMore(options: LoadMoreOptions): Promise<void> {
  return options.enabled === false ? Promise.resolve() : queryClient.prefetchInfiniteQuery(loadMoreOptions(options));
}

export type LoadMoreQuery<T> = ReturnType<typeof useLoadMore<T>>;

/**
 * A load-more list of the caller's own data (messages, cooking history, an anthology's recipes):
 * cached per session, asked only when logged in, with the userId the API takes (api.md).
 */
export function useMyLoadMore<T>({ queryKey, params, enabled = true, ...options }: LoadMoreOptions) {
  const { token, userInfo } = useSession();
  return useLoadMore<T>({
    ...options,
    queryKey: [...queryKey, token],
    params: { ...params, userId: userInfo?.id },
    enabled: enabled && token !== null,
  });
}
