import { useMutation } from '@tanstack/react-query';
import type { BasketDetail, BasketItem, UpdBasketItemBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { refreshBaskets } from './qry-basket';
import { basketDetailKey } from './qry-basket-detail';

const patchItem = (basketId: string, id: string, patch: Partial<BasketItem>) =>
  queryClient.setQueryData<BasketDetail>(
    basketDetailKey(basketId),
    (detail) => detail && { ...detail, items: detail.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) },
  );

/**
 * POST /api/basket/updBasketItem: one item, only what changed (ticking sends `checked` alone, so a tick
 * elsewhere is never overwritten). The tick shows at once; a refusal puts it back.
 */
export function useUpdBasketItem() {
  return useMutation({
    mutationFn: (body: UpdBasketItemBody) => apiPost<BasketItem>('/api/basket/updBasketItem', body),
    onMutate: (body) => {
      // A refetch already under way (another tick's BasketChanged, a list just generated) would answer
      // the state from before this tick and briefly untick it: cancelled first, as TanStack advises.
      // Not awaited: the cancel (and its revert to the data from before that fetch) happens at once,
      // and the tick must show in the same moment as the click, not a round of promises later.
      void queryClient.cancelQueries({ queryKey: basketDetailKey(body.basketId) });
      const previous = queryClient.getQueryData<BasketDetail>(basketDetailKey(body.basketId))?.items.find((item) => item.id === body.id);
      if (body.checked !== undefined) patchItem(body.basketId, body.id, { checked: body.checked });
      return { previous };
    },
    onSuccess: (item, body) => {
      patchItem(body.basketId, item.id, item);
      refreshBaskets();
    },
    onError: (_error, body, context) => {
      if (context?.previous) patchItem(body.basketId, body.id, context.previous);
    },
  });
}
