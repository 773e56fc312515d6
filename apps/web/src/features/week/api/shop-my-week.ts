import { useMutation } from '@tanstack/react-query';
import type { ShopMyWeekBody, ShopMyWeekResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { basketQueryKey } from '../../../lib/realtime';

/** POST /api/cook/shopMyWeek: the meals of a range of days into a shopping list; the lists' queries refresh. */
export function useShopMyWeek() {
  return useMutation({
    mutationFn: (body: ShopMyWeekBody) => apiPost<ShopMyWeekResult>('/api/cook/shopMyWeek', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: basketQueryKey }),
  });
}
