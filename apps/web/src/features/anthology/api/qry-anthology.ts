import { useQuery } from '@tanstack/react-query';
import type { Anthology } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { withLastSeen } from '../../../lib/offline-read';
import { useSession } from '../../../lib/session';
import { LAST_SEEN_READ } from '../../../lib/query-client';

/** Every query about collections starts with this key: one invalidation refreshes lists and pages. */
export const anthologyQueryKey = ['anthology'] as const;

/** GET /api/cook/qryAnthology: all of the caller's collections, newest first. */
export function useAnthologies() {
  const { token, userInfo } = useSession();
  return useQuery({
    queryKey: [...anthologyQueryKey, 'list', token],
    // Offline: the collections as last seen on this device (issue 31).
    queryFn: ({ signal }) =>
      withLastSeen('anthologies', () => apiGet<Anthology[]>('/api/cook/qryAnthology', { userId: userInfo?.id }, signal)),
    enabled: token !== null,
    ...LAST_SEEN_READ,
  });
}
