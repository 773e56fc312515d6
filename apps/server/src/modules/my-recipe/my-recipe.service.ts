import {
  AUDIT_STATUS,
  isLanguage,
  PRIVATE_RECIPE,
  type Deleted,
  type Language,
  type MyRecipeDetail,
  type MyRecipeItem,
  type PageResult,
  type RecipeInputParsed,
  type RecipeListItem,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId, rowIds } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { PUBLISHED } from '../catalogue/published.js';
import type { RecipeListRow, RecipeRow } from '../recipe/recipe.repository.js';
import { CONTENT_COLUMNS, latestVersion, toContentColumns, toMyRecipeDetail, toMyRecipeItem } from './my-recipe.presenter.js';
import type { ClaimPicture, PictureOwner } from '../upload/upload.service.js';
import { createMyRecipeRepository, type MyRecipeRepository } from './my-recipe.repository.js';

/** List rows to list items with category and country named (the recipe service's toItems). */
export type ToItems = (rows: readonly RecipeListRow[], lang: Language) => Promise<RecipeListItem[]>;

const notYours = (field = 'id') => new AppError(404, 'myRecipe.notFound', {}, field);

/**
 * Issue 26: a recipe imported from a page is someone else's text until its author says otherwise; it
 * goes for audit (to be published as theirs) only with that word.
 */
function checkOwnText(sourceUrl: string | null | undefined, ownText: boolean | undefined) {
  if (sourceUrl && ownText !== true) throw badRequest('recipeBox.confirmOwnText', 'ownText');
}

/**
 * What a saved recipe names must exist (category, country), and its cover must be the writer's own
 * upload: the users' editor and the console's (issue 29) check alike.
 */
export async function checkRecipeReferences(
  repo: Pick<MyRecipeRepository, 'categoryExists' | 'countryExists'>,
  claimPicture: ClaimPicture,
  writer: PictureOwner,
  input: Pick<RecipeInputParsed, 'categoryId' | 'country' | 'cover'>,
  stored: RecipeRow | undefined,
) {
  if (!(await repo.categoryExists(Number(input.categoryId)))) throw badRequest('myRecipe.unknownCategory', 'categoryId');
  if (input.country && !(await repo.countryExists(input.country))) throw badRequest('myRecipe.unknownCountry', 'country');
  // A cover kept from the stored version needs no new check (it was checked when it was set).
  const kept = stored && (input.cover === stored.cover || input.cover === (stored.pending ? latestVersion(stored).cover : null));
  if (!kept) await claimPicture(writer, input.cover, 'cover');
}

/**
 * Users' own recipes: writing (every save sends the recipe for audit), my recipes by audit state,
 * the author's view of one, republishing a failed one, deleting. Only ever the caller's: another
 * user's recipe is "not found" (404) for every call, and deletes skip ids that are not the caller's.
 *
 * A published recipe stays public while a change to it is audited: the change waits in the row's
 * `pending` (see migration 0010 and docs/API.md "My recipes").
 */
export function createMyRecipeService(deps: {
  db: Db;
  cache: ContentCache;
  toItems: ToItems;
  /** The upload service's ownership check: a cover must be the author's own upload (marked used). */
  claimPicture: ClaimPicture;
  /** The site's public address: a copy links to its original's page there. */
  publicUrl: string;
  clock?: () => Date;
}) {
  const repo = createMyRecipeRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  async function present(rows: RecipeRow[], lang: Language): Promise<MyRecipeItem[]> {
    const latest = rows.map(latestVersion);
    const items = await deps.toItems(latest, lang);
    return latest.map((row, i) => toMyRecipeItem(row, items[i]!));
  }

  return {
    /**
     * Creates (no id) or changes one of the caller's recipes. It goes to audit as the spec says, unless
     * `private` keeps it in the owner's box (issue 26): a new one, a private one, or one under audit or
     * failed (taken back from audit); a published recipe cannot go back into the box.
     */
    async save(user: { id: number; nickname: string; language: string }, input: RecipeInputParsed): Promise<{ id: string }> {
      const id = input.id === undefined ? undefined : rowId(input.id);
      const stored = id === undefined ? undefined : id === null ? undefined : await repo.own(user.id, id);
      if (input.id !== undefined && !stored) throw notYours();
      const keepPrivate = input.private === true;
      if (keepPrivate && stored?.audit_status === PUBLISHED) throw badRequest('recipeBox.alreadyPublic', 'private');
      const sourceUrl = input.sourceUrl === undefined ? (stored?.source_url ?? null) : input.sourceUrl;
      // Only a recipe not yet sent needs the word (one under audit or published had it already).
      if (!keepPrivate && (!stored || stored.audit_status === PRIVATE_RECIPE)) checkOwnText(sourceUrl, input.ownText);
      await checkRecipeReferences(repo, deps.claimPicture, { kind: 'user', id: user.id }, input, stored);
      const lang: Language = input.lang ?? (stored ? (stored.lang as Language) : isLanguage(user.language) ? user.language : 'en-US');
      const columns = toContentColumns(input, lang);
      const at = clock().toISOString();
      // A recipe staff unpublished (issue 29) and its author changes is theirs to send again: no longer
      // staff's to republish as it was.
      const state = keepPrivate
        ? { audit_status: PRIVATE_RECIPE, audit_reason: null, submitted_at: null, unpublished_at: null }
        : { audit_status: AUDIT_STATUS.underAudit, audit_reason: null, submitted_at: at, unpublished_at: null };
      if (!stored) {
        const newId = await repo.transaction((trx) =>
          trx.insert({
            ...columns,
            ...state,
            source_url: sourceUrl,
            author_id: user.id,
            author_name: user.nickname,
            created_at: at,
            updated_at: at,
          }),
        );
        return { id: String(newId) };
      }
      await repo.transaction((trx) =>
        stored.audit_status === PUBLISHED
          ? // The published version stays public: the change waits beside it.
            trx.update(stored.id, {
              pending: JSON.stringify(columns),
              pending_status: AUDIT_STATUS.underAudit,
              pending_reason: null,
              submitted_at: at,
              updated_at: at,
            })
          : trx.update(stored.id, { ...columns, ...state, source_url: sourceUrl, author_name: user.nickname, updated_at: at }),
      );
      return { id: String(stored.id) };
    },

    /**
     * Issue 26, "Copy to adapt": a published recipe (its public version) copied into the caller's
     * private box, the caller its author, its source the original's page: like an imported recipe it
     * is someone else's text, so publishing it needs the author's word (ownText). The cover is the
     * original's picture until the caller picks another.
     */
    async copy(user: { id: number; nickname: string }, id: string): Promise<{ id: string }> {
      const n = rowId(id);
      const original = n === null ? undefined : await repo.byId(n);
      if (!original || original.audit_status !== PUBLISHED) throw new AppError(404, 'catalogue.recipeNotFound', {}, 'id');
      const columns = Object.fromEntries(CONTENT_COLUMNS.map((column) => [column, original[column]])) as Pick<
        RecipeRow,
        (typeof CONTENT_COLUMNS)[number]
      >;
      const at = clock().toISOString();
      const newId = await repo.transaction((trx) =>
        trx.insert({
          ...columns,
          audit_status: PRIVATE_RECIPE,
          audit_reason: null,
          submitted_at: null,
          source_url: `${deps.publicUrl.replace(/\/+$/, '')}/home/recipeDetail/${original.id}`,
          author_id: user.id,
          author_name: user.nickname,
          created_at: at,
          updated_at: at,
        }),
      );
      return { id: String(newId) };
    },

    /** My recipes by audit state; withPrivate (the box, issue 26) adds the private ones to "all". */
    async page(
      userId: number,
      filter: { auditStatus: number; withPrivate: boolean },
      request: PageRequest,
      lang: Language,
    ): Promise<PageResult<MyRecipeItem>> {
      return presentPage(await repo.page(userId, filter, request), (rows) => present(rows, lang));
    },

    /** The latest version of one of the caller's recipes as the public page will show it. */
    async detail(userId: number, id: string, lang: Language): Promise<MyRecipeDetail> {
      const n = rowId(id);
      const row = n === null ? undefined : await repo.own(userId, n);
      if (!row) throw notYours();
      const latest = latestVersion(row);
      const [item] = await deps.toItems([latest], lang);
      return toMyRecipeDetail(latest, item!);
    },

    /** Sends a recipe (or a change) that failed its audit back to audit, unchanged. */
    async republish(userId: number, id: string): Promise<null> {
      const n = rowId(id);
      const row = n === null ? undefined : await repo.own(userId, n);
      if (!row) throw notYours();
      const at = clock().toISOString();
      if (row.pending_status === AUDIT_STATUS.failed) {
        await repo.update(row.id, { pending_status: AUDIT_STATUS.underAudit, pending_reason: null, submitted_at: at, updated_at: at });
      } else if (row.pending_status === null && row.audit_status === AUDIT_STATUS.failed) {
        await repo.update(row.id, {
          audit_status: AUDIT_STATUS.underAudit,
          audit_reason: null,
          submitted_at: at,
          updated_at: at,
          unpublished_at: null,
        });
      } else {
        throw badRequest('myRecipe.notFailed', 'id');
      }
      return null;
    },

    /** Issue 26, "Publish": one of the caller's private recipes sent for audit (an imported one with ownText). */
    async publish(userId: number, id: string, ownText: boolean | undefined): Promise<null> {
      const n = rowId(id);
      const row = n === null ? undefined : await repo.own(userId, n);
      if (!row) throw notYours();
      if (row.audit_status !== PRIVATE_RECIPE) throw badRequest('recipeBox.notPrivate', 'id');
      checkOwnText(row.source_url, ownText);
      const at = clock().toISOString();
      await repo.update(row.id, { audit_status: AUDIT_STATUS.underAudit, audit_reason: null, submitted_at: at, updated_at: at });
      return null;
    },

    /** Deletes the caller's recipes among ids for good; a published one leaves the catalogue at once. */
    async remove(userId: number, ids: string[]): Promise<Deleted> {
      const statuses = await repo.transaction((trx) => trx.remove(userId, rowIds(ids)));
      if (statuses.includes(PUBLISHED)) deps.cache.catalogueChanged();
      return { deleted: statuses.length };
    },
  };
}

export type MyRecipeService = ReturnType<typeof createMyRecipeService>;
