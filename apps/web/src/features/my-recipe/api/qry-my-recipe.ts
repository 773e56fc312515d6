import type { MyRecipeItem } from '@chef/shared';
import { useMyLoadMore } from '../../../lib/paging';
import { myRecipeQueryKey } from './add-recipe';

/** GET /api/cook/qryMyRecipe: the caller's recipes in one audit state (0 all), newest first, load more. */
export function useMyRecipes(auditStatus: number) {
  return useMyLoadMore<MyRecipeItem>({
    queryKey: [...myRecipeQueryKey, 'list', auditStatus],
    path: '/api/cook/qryMyRecipe',
    params: { auditStatus },
    size: 10,
  });
}
