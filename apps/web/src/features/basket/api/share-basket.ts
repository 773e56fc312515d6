import { useMutation } from '@tanstack/react-query';
import type { ShareBasketBody, ShareBasketResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/basket/shareBasket: the read-only link on (a token) or off (enabled: false). */
export function useShareBasket() {
  return useMutation({
    mutationFn: (body: ShareBasketBody) => apiPost<ShareBasketResult>('/api/basket/shareBasket', body),
  });
}

/** The page a share token opens: the detail page, read-only. */
export const shareUrl = (token: string) => `${window.location.origin}/shopBasket/basketDetail?share=${encodeURIComponent(token)}`;
