import type { RecipeListItem } from '@chef/shared';
import { useLoadMore } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { anthologyQueryKey } from './qry-anthology';

/** GET /api/cook/qryAnthologyRecipe, page after page (load more), newest added first. */
export function useAnthologyRecipes(anthologyId: string | null) {
  const { token, userInfo } = useSession();
  return useLoadMore<RecipeListItem>({
    queryKey: [...anthologyQueryKey, 'recipes', anthologyId, token],
    path: '/api/cook/qryAnthologyRecipe',
    params: { anthologyId, userId: userInfo?.id },
    size: 12,
    enabled: token !== null && anthologyId !== null,
    // A 404 means the anthology is gone: the page says so at once.
    retry: false,
  });
}
