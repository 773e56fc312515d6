import type { RecipeListItem } from '@chef/shared';
import { useMyLoadMore } from '../../../lib/paging';
import { anthologyQueryKey } from './qry-anthology';

/** GET /api/cook/qryAnthologyRecipe, page after page (load more), newest added first; offline, as last seen (issue 31). */
export function useAnthologyRecipes(anthologyId: string | null) {
  return useMyLoadMore<RecipeListItem>({
    queryKey: [...anthologyQueryKey, 'recipes', anthologyId],
    path: '/api/cook/qryAnthologyRecipe',
    params: { anthologyId },
    size: 12,
    enabled: anthologyId !== null,
    lastSeen: `anthology:${anthologyId}`,
    // A 404 means the anthology is gone: the page says so at once.
    retry: false,
  });
}
