import { useQuery } from '@tanstack/react-query';
import type { BasketDetail } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { basketQueryKey } from './qry-basket';

/** GET /api/basket/qrySharedBasket: a list someone shared, read-only, without logging in. */
export function useSharedBasket(token: string | null) {
  return useQuery({
    queryKey: [...basketQueryKey, 'shared', token],
    queryFn: ({ signal }) => apiGet<BasketDetail>('/api/basket/qrySharedBasket', { token: token ?? '' }, signal),
    enabled: token !== null,
    retry: false,
  });
}
