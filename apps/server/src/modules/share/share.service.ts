import type { Language, PageResult, ShareRecord, ShareResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import type { ToItems } from '../my-recipe/my-recipe.service.js';
import { shareUrlOf, toShareRecord } from './share.presenter.js';
import { createShareRepository } from './share.repository.js';

/**
 * Sharing: a link anyone can open (the public detail page), so only a published recipe can be shared.
 * Visitors share too (a public page needs no account to be passed on); a user's shares are recorded,
 * and their share record lists what they shared, newest first.
 */
export function createShareService(deps: { db: Db; publicUrl: string; toItems: ToItems; clock?: () => Date }) {
  const repo = createShareRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  return {
    async share(userId: number | null, recipeId: string): Promise<ShareResult> {
      const id = rowId(recipeId);
      if (id === null || !(await repo.isPublished(id))) throw new AppError(404, 'catalogue.recipeNotFound', {}, 'recipeId');
      if (userId !== null) await repo.upsert(userId, id, clock().toISOString());
      return { shareUrl: shareUrlOf(deps.publicUrl, id) };
    },

    async page(userId: number, request: PageRequest, lang: Language): Promise<PageResult<ShareRecord>> {
      return presentPage(await repo.page(userId, request), async (rows) => {
        const items = await deps.toItems(rows, lang);
        return rows.map((row, i) => toShareRecord(row, items[i]!, deps.publicUrl));
      });
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
