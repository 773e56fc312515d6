import { useMutation } from '@tanstack/react-query';
import type { DelBasketBody, Deleted } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshBaskets } from './qry-basket';

/** POST /api/basket/delBasket: permanent, with the lists' items. */
export function useDelBasket() {
  return useMutation({
    mutationFn: (body: DelBasketBody) => apiPost<Deleted>('/api/basket/delBasket', body),
    onSuccess: refreshBaskets,
  });
}
