import {
  ANTHOLOGIES_PER_USER_MAX,
  ANTHOLOGY_NAME_MAX,
  ANTHOLOGY_NAME_MIN,
  ANTHOLOGY_RECIPES_MAX,
  anthologyNameLength,
  type AddAnthologyRecipeResult,
  type Anthology,
  type Deleted,
  type Language,
  type PageResult,
  type RecipeListItem,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId, rowIds } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { createRecipeItemRepository } from '../recipe-item/recipe-item.repository.js';
import { createRecipeItemService } from '../recipe-item/recipe-item.service.js';
import { noPictures, type ClaimPicture } from '../upload/upload.service.js';
import { toAnthology } from './anthology.presenter.js';
import { createAnthologyRepository, type AnthologyRow } from './anthology.repository.js';

const anthologyNotFound = (field: string) => new AppError(404, 'anthology.notFound', {}, field);
const recipeNotFound = () => new AppError(404, 'personal.recipeNotFound', {}, 'recipeId');

/** How many times each recipe occurs in a list: the collect_count change of removing them all. */
function countDown(recipeIds: readonly number[]): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const id of recipeIds) deltas.set(id, (deltas.get(id) ?? 0) - 1);
  return deltas;
}

/**
 * Collections (anthologies): only ever the caller's. A collection of another user, or one that does
 * not exist, is "not found" for every call; deletes skip ids that are not the caller's. Every change
 * of membership moves recipes.collect_count in the same transaction.
 */
export function createAnthologyService(deps: {
  db: Db;
  clock?: () => Date;
  /** A cover must be one of the user's own uploads (the upload service's check). */
  claimPicture?: ClaimPicture;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const claimPicture = deps.claimPicture ?? noPictures;
  const repo = createAnthologyRepository(db);
  const recipeItems = createRecipeItemService(db);
  // Inside a transaction only trx is used: SQLite has one connection, so the outer db would wait forever.
  const inTransaction = <T>(work: (trx: ReturnType<typeof createAnthologyRepository>, trxDb: Db) => Promise<T>) =>
    db.transaction().execute((trx) => work(createAnthologyRepository(trx), trx));

  /** Rows as the API shows them: with recipe counts and the fallback cover, in two more queries. */
  async function present(rows: AnthologyRow[]): Promise<Anthology[]> {
    const stats = new Map((await repo.stats(rows.map((row) => row.id))).map((s) => [s.anthologyId, s]));
    const coverEntries = rows
      .filter((row) => !row.cover)
      .map((row) => stats.get(row.id)?.coverEntry)
      .filter((entry): entry is number => entry != null);
    const covers = await repo.coversOfEntries(coverEntries);
    return rows.map((row) => {
      const stat = stats.get(row.id);
      return toAnthology(row, stat?.recipeCount ?? 0, stat?.coverEntry != null ? (covers.get(stat.coverEntry) ?? null) : null);
    });
  }

  function checkName(name: string): string {
    const length = anthologyNameLength(name);
    // The spec's own words, not "Field: ...": the same toast the browser shows before sending.
    if (length < ANTHOLOGY_NAME_MIN || length > ANTHOLOGY_NAME_MAX) throw new AppError(400, 'toast.anthologyName', {}, 'anthologyName');
    return name.trim();
  }

  return {
    async list(userId: number): Promise<Anthology[]> {
      return present(await repo.listByUser(userId));
    },

    /** Creates a collection, or with id renames one of the caller's and changes its cover (absent keeps it, null removes it). */
    async save(
      userId: number,
      input: { id?: string | undefined; anthologyName: string; anthologyCover?: string | null | undefined },
    ): Promise<Anthology> {
      const name = checkName(input.anthologyName);
      const at = clock().toISOString();
      const cover = input.anthologyCover;
      const owner = { kind: 'user', id: userId } as const;
      const row = await inTransaction(async (trx, trxDb) => {
        if (input.id !== undefined) {
          const id = rowId(input.id);
          const current = id === null ? undefined : await trx.findOwned(userId, id);
          if (!current) throw anthologyNotFound('id');
          if (cover && cover !== current.cover) await claimPicture(owner, cover, 'anthologyCover', trxDb);
          return (await trx.update(userId, current.id, { name, updated_at: at, ...(cover !== undefined ? { cover } : {}) }))!;
        }
        if (cover) await claimPicture(owner, cover, 'anthologyCover', trxDb);
        if ((await trx.countByUser(userId)) >= ANTHOLOGIES_PER_USER_MAX) {
          throw badRequest('anthology.tooMany', undefined, { max: ANTHOLOGIES_PER_USER_MAX });
        }
        return trx.insert({ user_id: userId, name, cover: cover ?? null, created_at: at, updated_at: at });
      });
      const [shown] = await present([row]);
      return shown!;
    },

    /** Deletes the caller's collections among ids (others' ids are skipped), with their memberships. */
    async remove(userId: number, ids: string[]): Promise<Deleted> {
      const own = rowIds(ids);
      if (own.length === 0) return { deleted: 0 };
      return inTransaction(async (trx) => {
        const { deleted, recipeIds } = await trx.deleteOwned(userId, own);
        await trx.adjustCollectCounts(countDown(recipeIds));
        return { deleted };
      });
    },

    /** A page of one of the caller's collections, newest added first. */
    async recipes(userId: number, anthologyId: string, page: PageRequest, lang: Language): Promise<PageResult<RecipeListItem>> {
      const id = rowId(anthologyId);
      const anthology = id === null ? undefined : await repo.findOwned(userId, id);
      if (!anthology) throw anthologyNotFound('anthologyId');
      return presentPage(await repo.recipePage(anthology.id, page), async (rows) => {
        const items = await recipeItems.byIds(
          rows.map((row) => row.recipe_id),
          lang,
        );
        return rows.flatMap((row) => items.get(row.recipe_id) ?? []);
      });
    },

    /** Adds a recipe (published, or the caller's own) to one of the caller's collections; adding twice adds once. */
    async addRecipe(userId: number, anthologyId: string, recipeId: string): Promise<AddAnthologyRecipeResult> {
      const aId = rowId(anthologyId);
      const rId = rowId(recipeId);
      return inTransaction(async (trx, trxDb) => {
        const anthology = aId === null ? undefined : await trx.findOwned(userId, aId);
        if (!anthology) throw anthologyNotFound('anthologyId');
        if (rId === null || !(await createRecipeItemRepository(trxDb).isVisible(rId, userId))) throw recipeNotFound();
        const added = await trx.addRecipe(anthology.id, rId, clock().toISOString());
        if (added) {
          // Counted after the insert, so a refusal rolls the insert back with it.
          if ((await trx.recipeCount(anthology.id)) > ANTHOLOGY_RECIPES_MAX) {
            throw badRequest('anthology.full', undefined, { max: ANTHOLOGY_RECIPES_MAX });
          }
          await trx.adjustCollectCounts(new Map([[rId, 1]]));
        }
        return { added, collectCount: await trx.collectCount(rId) };
      });
    },

    /** Removes recipes from one of the caller's collections. */
    async removeRecipes(userId: number, anthologyId: string, recipeIds: string[]): Promise<Deleted> {
      const aId = rowId(anthologyId);
      return inTransaction(async (trx) => {
        const anthology = aId === null ? undefined : await trx.findOwned(userId, aId);
        if (!anthology) throw anthologyNotFound('anthologyId');
        const ids = rowIds(recipeIds);
        const removed = ids.length === 0 ? [] : await trx.removeRecipes(anthology.id, ids);
        await trx.adjustCollectCounts(countDown(removed));
        return { deleted: removed.length };
      });
    },

    /** For recipe detail: whether any of the user's collections holds the recipe. */
    isCollected(userId: number, recipeId: number): Promise<boolean> {
      return repo.isCollected(userId, recipeId);
    },
  };
}

export type AnthologyService = ReturnType<typeof createAnthologyService>;
