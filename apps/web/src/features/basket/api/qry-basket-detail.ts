import { useQuery } from '@tanstack/react-query';
import type { BasketDetail } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { withLastSeen } from '../../../lib/offline-read';
import { useSession } from '../../../lib/session';
import { changesSettled } from '../lib/sending';
import { basketQueryKey } from './qry-basket';
import { LAST_SEEN_READ } from '../../../lib/query-client';

export const basketDetailKey = (id: string | null) => [...basketQueryKey, 'detail', id] as const;

/** GET /api/basket/qryBasketDetail: one of the caller's lists, its recipes and items. */
export function useBasketDetail(id: string | null) {
  const { token, userInfo } = useSession();
  return useQuery({
    queryKey: basketDetailKey(id),
    // Offline: the list as last seen on this device (issue 31). Not while a change of it is on its way
    // (lib/sending.ts): the list would show an added item twice.
    queryFn: async ({ signal }) => {
      if (id) await changesSettled(id);
      return withLastSeen(`basket:${id}`, () =>
        apiGet<BasketDetail>('/api/basket/qryBasketDetail', { id: id ?? '', userId: userInfo?.id }, signal),
      );
    },
    enabled: token !== null && id !== null,
    ...LAST_SEEN_READ,
    // A 404 means the list is gone (or never was the caller's): the page says so at once.
    retry: false,
  });
}
