import { PANTRY_ITEMS_MAX, ingredientKey, type Deleted, type PantryItem } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowIds } from '../../lib/ids.js';
import { createPantryRepository } from './pantry.repository.js';

/**
 * The pantry (issue 26): what a user always has (salt, oil, water), left out of the lists the week
 * generates. Items are matched to list lines by the basket's ingredient key (case, spaces and an
 * English plural do not count), so "Onions" in the pantry covers a recipe's "onion".
 */
export function createPantryService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createPantryRepository(db);
  const toItem = (row: { id: number; name: string }): PantryItem => ({ id: String(row.id), name: row.name });

  return {
    async list(userId: number): Promise<PantryItem[]> {
      return (await repo.list(userId)).map(toItem);
    },

    /** Adds a name (trimmed); one the pantry holds already (same key) answers the existing item. */
    async add(userId: number, rawName: string): Promise<PantryItem> {
      const name = rawName.trim().replace(/\s+/g, ' ');
      if (name.length === 0) throw badRequest('pantry.nameRequired', 'name');
      const key = ingredientKey(name);
      return db.transaction().execute(async (trx) => {
        const r = createPantryRepository(trx);
        const existing = await r.findByKey(userId, key);
        if (existing) return toItem(existing);
        if ((await r.count(userId)) >= PANTRY_ITEMS_MAX) throw new AppError(409, 'pantry.full', { max: PANTRY_ITEMS_MAX }, 'name');
        const id = await r.insert({ user_id: userId, name, name_key: key, created_at: clock().toISOString() });
        return id === undefined ? toItem((await r.findByKey(userId, key))!) : { id: String(id), name };
      });
    },

    /** Removes the caller's items among ids (others' ids are skipped). */
    async remove(userId: number, ids: string[]): Promise<Deleted> {
      const own = rowIds(ids);
      return { deleted: own.length === 0 ? 0 : await repo.deleteOwned(userId, own) };
    },
  };
}

export type PantryService = ReturnType<typeof createPantryService>;
