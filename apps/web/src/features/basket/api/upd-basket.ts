import { useMutation } from '@tanstack/react-query';
import type { BasketDetail, UpdBasketBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { refreshBaskets } from './qry-basket';
import { basketDetailKey } from './qry-basket-detail';

/** POST /api/basket/updBasket: the whole list (name, items) as the edit page holds it. */
export function useUpdBasket() {
  return useMutation({
    mutationFn: (body: UpdBasketBody) => apiPost<BasketDetail>('/api/basket/updBasket', body),
    onSuccess: (detail) => {
      queryClient.setQueryData(basketDetailKey(detail.id), detail);
      refreshBaskets();
    },
  });
}
