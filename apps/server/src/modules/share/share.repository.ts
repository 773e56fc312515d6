import type { PageResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { paginate, type PageRequest } from '../../lib/paging.js';
import { published } from '../catalogue/published.js';
import { LIST_COLUMNS, type RecipeListRow } from '../recipe/recipe.repository.js';

export type ShareRow = RecipeListRow & { share_id: number; shared_at: string };

/** What users shared: one row per user and recipe; only recipes still public are listed. */
export function createShareRepository(db: Db) {
  return {
    async isPublished(recipeId: number): Promise<boolean> {
      return !!(await db.selectFrom('recipes').select('id').where('id', '=', recipeId).where(published()).executeTakeFirst());
    },

    /** Records a share; sharing the same recipe again moves it to the top. */
    async upsert(userId: number, recipeId: number, at: string): Promise<void> {
      await db
        .insertInto('recipe_shares')
        .values({ user_id: userId, recipe_id: recipeId, shared_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doUpdateSet({ shared_at: at }))
        .execute();
    },

    page(userId: number, request: PageRequest): Promise<PageResult<ShareRow>> {
      const filtered = db
        .selectFrom('recipe_shares')
        .innerJoin('recipes', 'recipes.id', 'recipe_shares.recipe_id')
        .where('recipe_shares.user_id', '=', userId)
        .where(published());
      return paginate(filtered, request, (q) =>
        q
          .select(LIST_COLUMNS)
          .select(['recipe_shares.id as share_id', 'recipe_shares.shared_at'])
          .orderBy('recipe_shares.shared_at', 'desc')
          .orderBy('recipe_shares.id', 'desc'),
      );
    },
  };
}
