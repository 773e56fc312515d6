import type { AddCookRecordResult, CookRecord, Deleted, Language, PageResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { rowId, rowIds } from '../../lib/ids.js';
import { createRecipeItemService } from '../recipe-item/recipe-item.service.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { toCookRecord } from './cook-record.presenter.js';
import { createCookRecordRepository, type StoredCookSource } from './cook-record.repository.js';

/**
 * Cooking history: one record each time the user cooked a recipe, from "I cooked this" on recipe
 * detail (source 'web'), the appliance (source 'device') and the browser's cook mode (source
 * 'cookMode'). Only ever the caller's.
 */
export function createCookRecordService(deps: { db: Db; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  const repo = createCookRecordRepository(deps.db);
  const recipeItems = createRecipeItemService(deps.db);

  return {
    /** A page of the caller's records, newest first (three queries, whatever the page size). */
    async page(userId: number, page: PageRequest, lang: Language): Promise<PageResult<CookRecord>> {
      return presentPage(await repo.page(userId, page), async (rows) => {
        const items = await recipeItems.byIds(
          rows.map((row) => row.recipe_id),
          lang,
        );
        return rows.flatMap((row) => {
          const recipe = items.get(row.recipe_id);
          return recipe ? [toCookRecord(row, recipe)] : [];
        });
      });
    },

    /** Records that the caller cooked a recipe (published, or their own) now. */
    async add(userId: number, recipeId: string, source: StoredCookSource = 'web'): Promise<AddCookRecordResult> {
      const rId = rowId(recipeId);
      if (rId === null || !(await recipeItems.isVisible(rId, userId))) throw new AppError(404, 'personal.recipeNotFound', {}, 'recipeId');
      const cookedAt = clock().toISOString();
      const id = await repo.insert({ user_id: userId, recipe_id: rId, source, cooked_at: cookedAt });
      return { id: String(id), cookTime: cookedAt };
    },

    /** Deletes the caller's records among ids (others' ids are skipped). */
    async remove(userId: number, ids: string[]): Promise<Deleted> {
      const own = rowIds(ids);
      return { deleted: own.length === 0 ? 0 : await repo.deleteOwned(userId, own) };
    },
  };
}

export type CookRecordService = ReturnType<typeof createCookRecordService>;
