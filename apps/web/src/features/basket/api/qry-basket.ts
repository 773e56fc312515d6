import { useQuery } from '@tanstack/react-query';
import type { BasketSummary } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { basketQueryKey } from '../../../lib/realtime';
import { LAST_SEEN_READ, queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';

export { basketQueryKey };

/** Refetches every shopping-list query (lists, counts, open lists) after a change made here. */
export const refreshBaskets = () => void queryClient.invalidateQueries({ queryKey: basketQueryKey });

/** GET /api/basket/qryBasket: all of the caller's lists, most recently changed first. */
export function useBaskets() {
  const { token, userInfo } = useSession();
  return useQuery({
    queryKey: [...basketQueryKey, 'list', token],
    // Offline: the lists as last seen on this device (issue 31). lib/offline-read loads on demand: the
    // header asks for the count in every first view, which then carries none of it.
    queryFn: ({ signal }) =>
      import('../../../lib/offline-read').then(({ withLastSeen }) =>
        withLastSeen('baskets', () => apiGet<BasketSummary[]>('/api/basket/qryBasket', { userId: userInfo?.id }, signal)),
      ),
    enabled: token !== null,
    ...LAST_SEEN_READ,
  });
}

/** The header's count: items not ticked yet, over all the caller's lists (0 for a visitor). */
export function useUntickedCount(): number {
  const { data } = useBaskets();
  return (data ?? []).reduce((sum, list) => sum + list.itemCount - list.checkedCount, 0);
}
