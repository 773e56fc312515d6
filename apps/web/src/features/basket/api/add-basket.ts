import { useMutation } from '@tanstack/react-query';
import type { AddBasketBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshBaskets } from './qry-basket';

/** POST /api/basket/addBasket: a new list from recipes, or with basketId the recipes merged into a list. */
export function useAddBasket() {
  return useMutation({
    mutationFn: (body: AddBasketBody) => apiPost<{ id: string }>('/api/basket/addBasket', body),
    onSuccess: refreshBaskets,
  });
}
