import { useQuery } from '@tanstack/react-query';
import type { MyRecipeDetail } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { myRecipeQueryKey } from './add-recipe';

/** GET /api/cook/qryMyRecipeDetail: the latest version of one of the caller's recipes, with its audit state. */
export function useMyRecipeDetail(id: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...myRecipeQueryKey, 'detail', id, token],
    queryFn: ({ signal }) => apiGet<MyRecipeDetail>('/api/cook/qryMyRecipeDetail', { id }, signal),
    enabled: id !== null && token !== null,
    retry: false,
  });
}
