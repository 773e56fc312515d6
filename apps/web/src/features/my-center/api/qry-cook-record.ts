import { useInfiniteQuery } from '@tanstack/react-query';
import type { CookRecord, PageResult } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { cookRecordQueryKey } from '../../../lib/api/add-cook-record';
import { useSession } from '../../../lib/session';

const PAGE_SIZE = 10;

/** GET /api/cook/qryCookRecord, page after page (load more), newest first. */
export function useCookRecords() {
  const { token, userInfo } = useSession();
  return useInfiniteQuery({
    queryKey: [...cookRecordQueryKey, token],
    queryFn: ({ pageParam, signal }) =>
      apiGet<PageResult<CookRecord>>('/api/cook/qryCookRecord', { current: pageParam, size: PAGE_SIZE, userId: userInfo?.id }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
    enabled: token !== null,
  });
}
