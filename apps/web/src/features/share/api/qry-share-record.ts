import type { ShareRecord } from '@chef/shared';
import { useMyLoadMore } from '../../../lib/paging';
import { shareRecordQueryKey } from './share-recipe';

/** GET /api/cook/qryShareRecord: what I shared, newest first, load more. */
export function useShareRecords() {
  return useMyLoadMore<ShareRecord>({ queryKey: shareRecordQueryKey, path: '/api/cook/qryShareRecord', size: 10 });
}
