import type { Language, RecipeListItem } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { nameIn, toRecipeListItem } from '../recipe/recipe.presenter.js';
import { createRecipeItemRepository } from './recipe-item.repository.js';

/**
 * Recipe list items by id, for the lists that hold recipes picked by a user (collections, weekly plan,
 * cooking history): one query for a whole page, whatever its length, shaped by the recipe presenter.
 */
export function createRecipeItemService(db: Db) {
  const repo = createRecipeItemRepository(db);
  return {
    /** The list items of the given recipes, by id, with names in the caller's language. */
    async byIds(ids: readonly number[], lang: Language): Promise<Map<number, RecipeListItem>> {
      const rows = await repo.byIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          toRecipeListItem(row, {
            category: nameIn(lang, { name_en: row.category_en, name_zh: row.category_zh }),
            country:
              row.country_en === null || row.country_zh === null
                ? null
                : nameIn(lang, { name_en: row.country_en, name_zh: row.country_zh }),
          }),
        ]),
      );
    },

    isVisible: repo.isVisible,
    programSource: repo.programSource,
  };
}
