import type { MyRecipeItem } from '@chef/shared';
import { useMyLoadMore } from '../../../lib/paging';
import { myRecipeQueryKey } from './add-recipe';

/**
 * GET /api/cook/qryMyRecipe: the caller's recipes in one audit state (0 all), newest first, load more;
 * withPrivate (the box, issue 26) adds the private ones to "all".
 */
export function useMyRecipes(auditStatus: number, withPrivate = false) {
  return useMyLoadMore<MyRecipeItem>({
    queryKey: [...myRecipeQueryKey, 'list', auditStatus, withPrivate],
    path: '/api/cook/qryMyRecipe',
    params: withPrivate ? { auditStatus, withPrivate: 'true' } : { auditStatus },
    size: 10,
  });
}
