import type { CookRecord } from '@chef/shared';
import { useMyLoadMore } from '../../../lib/paging';
import { cookRecordQueryKey } from './add-cook-record';

/** GET /api/cook/qryCookRecord, page after page (load more), newest first; offline, as last seen (issue 31). */
export function useCookRecords() {
  return useMyLoadMore<CookRecord>({ queryKey: cookRecordQueryKey, path: '/api/cook/qryCookRecord', size: 10, lastSeen: 'cookRecords' });
}
