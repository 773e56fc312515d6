import { useMutation, useQuery } from '@tanstack/react-query';
import type { BasketInvite, BasketInviteLink, MyBasketInvite } from '@chef/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { basketQueryKey, refreshBaskets } from './qry-basket';

/**
 * Household lists (issue 26; docs/API.md "Household lists"). Every query sits under the basket key,
 * so BasketChanged from the hub (a member joined or left, an invitation arrived) refreshes them too.
 */

/** GET /api/basket/qryBasketInvites: a list's live invitations (owner only). */
export function useBasketInvites(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...basketQueryKey, 'invites', id],
    queryFn: ({ signal }) => apiGet<BasketInvite[]>('/api/basket/qryBasketInvites', { id }, signal),
    enabled,
  });
}

/** GET /api/basket/qryMyBasketInvites: invitations waiting for my answer. */
export function useMyBasketInvites() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...basketQueryKey, 'my-invites', token],
    queryFn: ({ signal }) => apiGet<MyBasketInvite[]>('/api/basket/qryMyBasketInvites', undefined, signal),
    enabled: token !== null,
  });
}

/** GET /api/basket/qryBasketInviteLink: what an invitation link opens. */
export function useBasketInviteLink(token: string) {
  const session = useSession();
  return useQuery({
    queryKey: [...basketQueryKey, 'invite-link', token],
    queryFn: ({ signal }) => apiGet<BasketInviteLink>('/api/basket/qryBasketInviteLink', { token }, signal),
    enabled: session.token !== null,
    retry: false,
  });
}

/** One POST of the household calls; every success refreshes the lists (members, invitations, counts). */
function useHouseholdCall<B, R = null>(path: string) {
  return useMutation({ mutationFn: (body: B) => apiPost<R>(path, body), onSuccess: refreshBaskets });
}

export const useInviteBasketLink = () => useHouseholdCall<{ id: string }, BasketInvite>('/api/basket/inviteBasketLink');
export const useInviteBasketMember = () =>
  useHouseholdCall<{ id: string; account: string }, BasketInvite>('/api/basket/inviteBasketMember');
export const useRevokeBasketInvite = () => useHouseholdCall<{ id: string }>('/api/basket/revokeBasketInvite');
export const useAcceptBasketInvite = () => useHouseholdCall<{ id: string }, { id: string }>('/api/basket/acceptBasketInvite');
export const useDeclineBasketInvite = () => useHouseholdCall<{ id: string }>('/api/basket/declineBasketInvite');
export const useJoinBasket = () => useHouseholdCall<{ token: string }, { id: string }>('/api/basket/joinBasket');
export const useRemoveBasketMember = () => useHouseholdCall<{ id: string; userId: string }>('/api/basket/removeBasketMember');
export const useLeaveBasket = () => useHouseholdCall<{ id: string }>('/api/basket/leaveBasket');

/** The page an invitation link opens: the list's detail page, which offers to join. */
export const inviteUrl = (token: string) => `${window.location.origin}/shopBasket/basketDetail?join=${encodeURIComponent(token)}`;
