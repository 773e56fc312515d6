import type { Db } from '../../db/index.js';
import { published } from '../catalogue/published.js';
import { LIST_COLUMNS } from '../recipe/recipe.repository.js';

/**
 * Recipe list items by id, for the lists that hold recipes picked by a user (collections, weekly plan,
 * cooking history): one query for a whole page, whatever its length. The recipe module has its own
 * list queries; this one only resolves ids the caller already has.
 */
export function createRecipeItemRepository(db: Db) {
  const visible = (recipeId: number, userId: number) =>
    db
      .selectFrom('recipes')
      .where('recipes.id', '=', recipeId)
      .where((eb) => eb.or([published(), eb('recipes.author_id', '=', userId)]));

  return {
    /** The list rows of the given recipes with their category and country names in both languages. */
    async byIds(ids: readonly number[]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return db
        .selectFrom('recipes')
        .innerJoin('categories', 'categories.id', 'recipes.category_id')
        .leftJoin('countries', 'countries.code', 'recipes.country_code')
        .select([
          ...LIST_COLUMNS,
          'categories.name_en as category_en',
          'categories.name_zh as category_zh',
          'countries.name_en as country_en',
          'countries.name_zh as country_zh',
        ])
        .where('recipes.id', 'in', unique)
        .execute();
    },

    /**
     * Whether the recipe exists and this user may pick it: published, or the user's own (a recipe of
     * theirs under audit can still be planned or collected). Others' unpublished recipes are "not found".
     */
    async isVisible(recipeId: number, userId: number): Promise<boolean> {
      return (await visible(recipeId, userId).select('id').executeTakeFirst()) !== undefined;
    },

    /** The recipe's own portions when this user may pick it (isVisible's rule); undefined otherwise. */
    async portionsIfVisible(recipeId: number, userId: number): Promise<number | undefined> {
      return (await visible(recipeId, userId).select('portions').executeTakeFirst())?.portions;
    },

    /** Which of the given recipes this user may pick (isVisible's rule), in one query. */
    async visibleIds(ids: readonly number[], userId: number): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('recipes')
        .select('id')
        .where('id', 'in', [...new Set(ids)])
        .where((eb) => eb.or([published(), eb('recipes.author_id', '=', userId)]))
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** A recipe's name and steps (JSON text) under the same rule, for the appliance's program. */
    programSource(recipeId: number, userId: number) {
      return visible(recipeId, userId).select(['id', 'name', 'steps']).executeTakeFirst();
    },
  };
}

export type RecipeItemRepository = ReturnType<typeof createRecipeItemRepository>;
