import { useInfiniteQuery } from '@tanstack/react-query';
import type { PageResult, RecipeListItem } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { anthologyQueryKey } from '../../../lib/api/qry-anthology';
import { useSession } from '../../../lib/session';

const PAGE_SIZE = 12;

/** GET /api/cook/qryAnthologyRecipe, page after page (load more), newest added first. */
export function useAnthologyRecipes(anthologyId: string | null) {
  const { token, userInfo } = useSession();
  return useInfiniteQuery({
    queryKey: [...anthologyQueryKey, 'recipes', anthologyId, token],
    queryFn: ({ pageParam, signal }) =>
      apiGet<PageResult<RecipeListItem>>(
        '/api/cook/qryAnthologyRecipe',
        { anthologyId, current: pageParam, size: PAGE_SIZE, userId: userInfo?.id },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
    enabled: token !== null && anthologyId !== null,
    retry: false,
  });
}
