import {
  AUDIT_STATUS,
  PRIVATE_RECIPE,
  translate,
  type AdminRecipe,
  type AdminRecipeDetail,
  type AdminRecipeQuery,
  type Language,
  type PageResult,
  type RecipeInputParsed,
} from '@chef/shared';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { RecipeTable } from '../../db/schema.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { AppError, conflict } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { PUBLISHED } from '../catalogue/published.js';
import type { MessageService } from '../message/message.service.js';
import { CONTENT_COLUMNS, toContentColumns, toMyRecipeDetail } from '../my-recipe/my-recipe.presenter.js';
import { createMyRecipeRepository } from '../my-recipe/my-recipe.repository.js';
import { checkRecipeReferences, type ToItems } from '../my-recipe/my-recipe.service.js';
import type { RecipeRow } from '../recipe/recipe.repository.js';
import type { ClaimPicture } from '../upload/upload.service.js';
import { adminRecipePage, stateOf, type AdminRecipeRow } from './admin-recipes.repository.js';
import { tellRecipeAuthor } from './audit.service.js';
import { recordStaffAction } from './staff-log.repository.js';

type Staff = { id: number };
type Input = Omit<RecipeInputParsed, 'private' | 'ownText' | 'sourceUrl'>;

const notFound = () => new AppError(404, 'catalogue.recipeNotFound', {}, 'id');

/** What the console adds to a recipe: who wrote it, its state, a change waiting, the reason it is down. */
const adminFields = (
  row: Pick<AdminRecipeRow, 'author_id' | 'author_name' | 'audit_status' | 'audit_reason' | 'pending_status' | 'unpublished_at'>,
) => {
  const state = stateOf(row);
  return {
    authorId: row.author_id === null ? null : String(row.author_id),
    authorName: row.author_name,
    state,
    hasChange: row.pending_status !== null,
    reason: state === 'unpublished' || state === 'failed' ? row.audit_reason : null,
  };
};

const toAdminRecipe = (row: AdminRecipeRow): AdminRecipe => ({
  id: String(row.id),
  name: row.name,
  cover: row.cover,
  lang: row.lang as Language,
  ...adminFields(row),
  createTime: row.created_at,
  updateTime: row.updated_at,
});

/** The columns that differ, as they were and as they become (the staff log's before / after). */
function changedColumns(before: RecipeRow, after: Record<string, unknown>) {
  const changed = CONTENT_COLUMNS.filter((c) => c !== 'search_text' && before[c] !== after[c]);
  return {
    before: Object.fromEntries(changed.map((c) => [c, before[c]])),
    after: Object.fromEntries(changed.map((c) => [c, after[c]])),
  };
}

/**
 * Issue 29, the console's recipes (area 'recipes': admins and editors). Staff edit a recipe in place
 * with the users' editor and rules (no audit: the version they save is the public one), write the
 * team's own recipes (published at once), take a published recipe down (unpublish: every public read
 * leaves it at once, its owner is told why and sees it as "audit failed" with the reason, so a fix goes
 * through the audit as usual), put an unpublished one back as it was (republish), or delete one for
 * good. Private recipes are never staff's to see (404). Every write is in the staff log, in its
 * transaction; public answers cached on this node are dropped when the catalogue changes.
 */
export function createAdminRecipesService(deps: {
  db: Db;
  cache: ContentCache;
  toItems: ToItems;
  messages: Pick<MessageService, 'send'>;
  /** Covers go through the one ownership check of uploads: a staff member's own upload. */
  claimPicture: ClaimPicture;
  clock?: () => Date;
}) {
  const repo = createMyRecipeRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  async function visible(id: string): Promise<RecipeRow> {
    const n = rowId(id);
    const row = n === null ? undefined : await repo.byId(n);
    if (!row || row.audit_status === PRIVATE_RECIPE) throw notFound();
    return row;
  }

  /**
   * A recipe taken from one audit state to another, with its staff log entry in the same transaction;
   * false when it was no longer in `from` (another staff member was quicker).
   */
  const moveState = (
    staff: Staff,
    row: RecipeRow,
    change: { from: number; set: (at: string) => Updateable<RecipeTable>; action: string; before: unknown; after: unknown },
  ): Promise<boolean> => {
    const at = clock().toISOString();
    return repo.transaction(async (rows, trx) => {
      const changed = await rows.updateIf(row.id, change.from, change.set(at));
      if (changed) {
        const { action, before, after } = change;
        await recordStaffAction(trx, { staffId: staff.id, action, targetId: row.id, before, after, at });
      }
      return changed;
    });
  };

  const tell = (row: RecipeRow, key: string, reason = '') =>
    tellRecipeAuthor({ repo, messages: deps.messages }, row.author_id, key, { name: row.name, reason });

  return {
    async page(query: PageRequest & Omit<AdminRecipeQuery, 'current' | 'size'>): Promise<PageResult<AdminRecipe>> {
      const filter = { keyword: query.keyword ?? '', state: query.state, author: query.author };
      return presentPage(await adminRecipePage(deps.db, filter, query), (rows) => rows.map(toAdminRecipe));
    },

    /** The stored version (the public one when published) as the editor opens it. */
    async detail(id: string, lang: Language): Promise<AdminRecipeDetail> {
      const row = await visible(id);
      const [item] = await deps.toItems([row], lang);
      return { ...toMyRecipeDetail(row, item!), ...adminFields(row) };
    },

    /**
     * No id: a new team recipe, in `lang` (else the console's language), published at once. An id: that
     * recipe changed in place, its state kept; a change its author has waiting for audit stays waiting.
     */
    async save(staff: Staff, input: Input, consoleLang: Language): Promise<{ id: string }> {
      const stored = input.id === undefined ? undefined : await visible(input.id);
      await checkRecipeReferences(repo, deps.claimPicture, { kind: 'staff', id: staff.id }, input, stored);
      const lang: Language = input.lang ?? (stored ? (stored.lang as Language) : consoleLang);
      const columns = toContentColumns(input, lang);
      const at = clock().toISOString();
      if (!stored) {
        const id = await repo.transaction(async (rows, trx) => {
          const newId = await rows.insert({
            ...columns,
            audit_status: PUBLISHED,
            audit_reason: null,
            submitted_at: null,
            author_id: null,
            author_name: translate(lang, 'consoleRecipes.teamAuthor'),
            created_at: at,
            updated_at: at,
          });
          await recordStaffAction(trx, {
            staffId: staff.id,
            action: 'recipe.create',
            targetId: newId,
            after: { name: columns.name, lang },
            at,
          });
          return newId;
        });
        deps.cache.catalogueChanged();
        return { id: String(id) };
      }
      const { before, after } = changedColumns(stored, columns);
      await repo.transaction(async (rows, trx) => {
        await rows.update(stored.id, { ...columns, updated_at: at });
        await recordStaffAction(trx, { staffId: staff.id, action: 'recipe.edit', targetId: stored.id, before, after, at });
      });
      if (stored.audit_status === PUBLISHED) deps.cache.catalogueChanged();
      return { id: String(stored.id) };
    },

    /** Takes a published recipe down at once; its owner is told why. */
    async unpublish(staff: Staff, input: { id: string; reason: string }): Promise<null> {
      const row = await visible(input.id);
      const done = await moveState(staff, row, {
        from: PUBLISHED,
        set: (at) => ({ audit_status: AUDIT_STATUS.failed, audit_reason: input.reason, unpublished_at: at }),
        action: 'recipe.unpublish',
        before: { state: 'published' },
        after: { state: 'unpublished', reason: input.reason },
      });
      if (!done) throw conflict('consoleRecipes.notPublished', 'id');
      deps.cache.catalogueChanged();
      await tell(row, 'consoleRecipes.unpublished', input.reason);
      return null;
    },

    /** Puts an unpublished recipe back as it was (not one that failed its audit: that is the desk's). */
    async republish(staff: Staff, id: string): Promise<null> {
      const row = await visible(id);
      const done =
        stateOf(row) === 'unpublished' &&
        (await moveState(staff, row, {
          from: AUDIT_STATUS.failed,
          set: () => ({ audit_status: PUBLISHED, audit_reason: null, unpublished_at: null }),
          action: 'recipe.republish',
          before: { state: 'unpublished', reason: row.audit_reason },
          after: { state: 'published' },
        }));
      if (!done) throw conflict('consoleRecipes.notUnpublished', 'id');
      deps.cache.catalogueChanged();
      await tell(row, 'consoleRecipes.republished');
      return null;
    },

    /** Deletes a recipe for good with what hangs on it (as its author's delete does); its owner is told why. */
    async remove(staff: Staff, input: { id: string; reason: string }): Promise<null> {
      const row = await visible(input.id);
      const at = clock().toISOString();
      const statuses = await repo.transaction(async (rows, trx) => {
        const removed = await rows.remove('any', [row.id]);
        if (removed.length > 0)
          await recordStaffAction(trx, {
            staffId: staff.id,
            action: 'recipe.delete',
            targetId: row.id,
            before: { name: row.name, state: stateOf(row), authorId: row.author_id === null ? null : String(row.author_id) },
            after: { reason: input.reason },
            at,
          });
        return removed;
      });
      if (statuses.length === 0) throw notFound();
      if (statuses.includes(PUBLISHED)) deps.cache.catalogueChanged();
      await tell(row, 'consoleRecipes.deleted', input.reason);
      return null;
    },
  };
}

export type AdminRecipesService = ReturnType<typeof createAdminRecipesService>;
