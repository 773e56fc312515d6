import { useMutation, useQuery } from '@tanstack/react-query';
import type { AddPantryBody, Deleted, DelPantryBody, PantryItem } from '@chef/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';

const pantryQueryKey = ['pantry'] as const;
const refresh = () => void queryClient.invalidateQueries({ queryKey: pantryQueryKey });

/** GET /api/cook/qryPantry: what the user always has. */
export function usePantry(enabled = true) {
  const { token, userInfo } = useSession();
  return useQuery({
    queryKey: [...pantryQueryKey, token],
    queryFn: ({ signal }) => apiGet<PantryItem[]>('/api/cook/qryPantry', { userId: userInfo?.id }, signal),
    enabled: enabled && token !== null,
  });
}

/** POST /api/cook/addPantry. */
export function useAddPantry() {
  return useMutation({ mutationFn: (body: AddPantryBody) => apiPost<PantryItem>('/api/cook/addPantry', body), onSuccess: refresh });
}

/** POST /api/cook/delPantry. */
export function useDelPantry() {
  return useMutation({ mutationFn: (body: DelPantryBody) => apiPost<Deleted>('/api/cook/delPantry', body), onSuccess: refresh });
}
