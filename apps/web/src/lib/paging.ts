import type { PageResult } from '@chef/shared';

/** The next page of a paged answer, or undefined once everything is loaded (useInfiniteQuery). */
export function nextPageParam(last: Pick<PageResult<unknown>, 'current' | 'size' | 'total'>): number | undefined {
  return last.current * last.size < last.total ? last.current + 1 : undefined;
}
