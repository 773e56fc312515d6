import type { CookRecord } from '@chef/shared';
import { useLoadMore } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { cookRecordQueryKey } from './add-cook-record';

/** GET /api/cook/qryCookRecord, page after page (load more), newest first. */
export function useCookRecords() {
  const { token, userInfo } = useSession();
  return useLoadMore<CookRecord>({
    queryKey: [...cookRecordQueryKey, token],
    path: '/api/cook/qryCookRecord',
    params: { userId: userInfo?.id },
    size: 10,
    enabled: token !== null,
  });
}
