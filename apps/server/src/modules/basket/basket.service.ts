import {
  APPLIED_CHANGE_DAYS,
  BASKETS_PER_USER_MAX,
  BASKET_ITEMS_MAX,
  linesOfRecipes,
  mergeIntoList,
  normaliseAmount,
  unionIds,
  type AddBasketBody,
  type Amount,
  type BasketDetail,
  type BasketItem,
  type BasketLine,
  type BasketSummary,
  type Deleted,
  type AddBasketItemBody,
  type DelBasketItemBody,
  type ShareBasketResult,
  type UpdBasketBody,
  type UpdBasketItemBody,
  type UpdBasketNameBody,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { newToken } from '../../lib/crypto.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId, rowIds } from '../../lib/ids.js';
import type { Hub } from '../../plugins/realtime.js';
import { announceChange, basketAccess, basketRoom, type BasketNeed } from './basket.access.js';
import { itemRecipeIds, toBasketDetail, toBasketItem, toBasketSummary } from './basket.presenter.js';
import {
  createBasketRepository,
  type BasketItemChanges,
  type BasketRepository,
  type BasketRow,
  type NewBasketItem,
} from './basket.repository.js';

const itemNotFound = (field: string) => new AppError(404, 'basket.itemNotFound', {}, field);
const listFull = () => new AppError(409, 'basket.full', { max: BASKET_ITEMS_MAX }, 'items');

/** A trimmed name, or the spec's "required" message naming the field. */
function requireName(name: string | undefined, key: string, field: string): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed.length === 0) throw badRequest(key, field);
  return trimmed;
}

/** The columns of a tick (issue 26: who ticked it) or of taking it back. */
const tickBy = (userId: number) => (checked: boolean) => ({ checked: checked ? 1 : 0, checked_by: checked ? userId : null });

/** The stored form of an amount: mass in grams (api.md), the rest as given. */
const stored = (amount: Amount) => normaliseAmount(amount);

/**
 * Shopping lists, the caller's own and those shared with them (issue 26): every call that names a
 * list goes through basketAccess (read, edit, or manage: the owner's alone); any other list, or one
 * that does not exist, is "not found"; deletes skip ids that are not the caller's. Every write runs in
 * one transaction (a refusal stores nothing) and, once committed, tells every tab and device of the
 * owner and of the members through the hub: BasketChanged({ id }).
 */
export function createBasketService(deps: { db: Db; hub?: Pick<Hub, 'emitTo' | 'closeRoom'>; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createBasketRepository(db);
  const changed = (basket: { id: number; user_id: number }) => announceChange(deps.hub, basket);
  // Inside a transaction only trx is used: SQLite has one connection, so the outer db would wait forever.
  const inTransaction = <T>(work: (trx: BasketRepository) => Promise<T>) =>
    db.transaction().execute((trx) => work(createBasketRepository(trx)));

  const access = (r: BasketRepository, userId: number, id: string, field: string, need: BasketNeed) =>
    basketAccess(r, userId, id, field, need);

  /**
   * A list as its owner or a member sees it (viewer: the caller's id, whose own private recipes show),
   * or, viewer null, as a visitor holding its read-only link does: no one's private recipes, no names.
   */
  async function detailOf(r: BasketRepository, basket: BasketRow, viewer: { id: number; role: 'owner' | 'member' } | null) {
    const [recipes, items, members] = await Promise.all([
      r.recipesOf(basket.id, viewer?.id ?? null),
      r.items(basket.id),
      viewer ? r.members(basket.id) : Promise.resolve([]),
    ]);
    const names = viewer
      ? await r.nicknames([basket.user_id, ...items.flatMap((item) => (item.checked_by === null ? [] : [item.checked_by]))])
      : new Map<number, string>();
    return toBasketDetail(basket, recipes, items, { role: viewer?.role ?? 'viewer', members, names });
  }

  /**
   * Offline changes (issue 31): a change sent with an id already applied is a repeat (its answer was
   * lost, or the device replayed its queue): answered with the list as it is now, applied nothing.
   */
  const isRepeat = async (trx: BasketRepository, userId: number, changeId: string | undefined, at: string) =>
    changeId !== undefined && !(await trx.claimChange(userId, changeId, at));

  /** The nickname of the person who ticked an item, for its answer. */
  const namesOf = (r: BasketRepository, row: { checked_by: number | null }) =>
    row.checked_by === null ? Promise.resolve(new Map<number, string>()) : r.nicknames([row.checked_by]);

  async function checkSize(trx: BasketRepository, basketId: number) {
    // Counted after the writes, so a refusal rolls them back with it.
    if ((await trx.itemCount(basketId)) > BASKET_ITEMS_MAX) throw listFull();
  }

  /**
   * A change to a list (a whole save, its name, an item added or removed) in one transaction: the
   * caller may edit it; a repeat of its changeId applies nothing. `work` writes the change and
   * answers the list's own columns it changes (a new name; none for an item added or removed: writing
   * the name read at the start would undo a rename committed meanwhile), or null when it changed
   * nothing (the list then keeps its time and nobody is told). Answers the list as it is then.
   */
  async function changeList(
    userId: number,
    target: { id: string; field: string; changeId: string | undefined },
    work: (trx: BasketRepository, basket: BasketRow, at: string) => Promise<{ name?: string } | null>,
  ): Promise<BasketDetail> {
    const at = clock().toISOString();
    const result = await inTransaction(async (trx) => {
      const basket = await access(trx, userId, target.id, target.field, 'edit');
      const viewer = { id: userId, role: basket.role };
      if (await isRepeat(trx, userId, target.changeId, at)) return { saved: null, detail: await detailOf(trx, basket, viewer) };
      const changes = await work(trx, basket, at);
      if (!changes) return { saved: null, detail: await detailOf(trx, basket, viewer) };
      // The row as it is now: a name changed meanwhile by another call is the one answered.
      const saved = (await trx.update(basket.id, { ...changes, updated_at: at }))!;
      return { saved, detail: await detailOf(trx, saved, viewer) };
    });
    if (result.saved) changed(result.saved);
    return result.detail;
  }

  return {
    async list(userId: number): Promise<BasketSummary[]> {
      const rows = await repo.listFor(userId);
      const stats = await repo.stats(rows.map((row) => row.id));
      return rows.map((row) => toBasketSummary(row, stats.get(row.id)!, userId));
    },

    async detail(userId: number, id: string): Promise<BasketDetail> {
      const basket = await access(repo, userId, id, 'id', 'read');
      return detailOf(repo, basket, { id: userId, role: basket.role });
    },

    /** A shared list, read-only, for anyone holding its token. */
    async shared(token: string): Promise<BasketDetail> {
      const basket = await repo.findByShareToken(token);
      if (!basket) throw new AppError(404, 'basket.shareNotFound', {}, 'token');
      return detailOf(repo, basket, null);
    },

    /**
     * Generates a list from recipes, or with basketId merges them into one of the caller's lists: each
     * recipe scaled to the portions chosen, lines of one name and unit family summed (shared
     * `linesOfRecipes`), then summed into the list's own lines the same way. A line that grows is
     * unticked again: there is more to buy.
     * Options (the week's "Shop this week", issue 26): leaveOut keeps matching lines off the list
     * (answered as leftOut: the pantry's "You may already have"); linesOnly adds lines to a list
     * that names the recipes already (their portions are not counted twice).
     */
    async add(
      userId: number,
      input: AddBasketBody,
      options: { leaveOut?: (line: BasketLine) => boolean; linesOnly?: boolean } = {},
    ): Promise<{ id: string; added: BasketLine[]; leftOut: BasketLine[] }> {
      if (input.recipeIds.length === 0) throw badRequest('basket.selectRecipes', 'recipeIds');
      const name = input.basketId === undefined ? requireName(input.name, 'basket.nameRequired', 'name') : undefined;
      const ids = rowIds(input.recipeIds);
      const found = await repo.recipesForBasket(ids, userId);
      if (found.length !== ids.length || ids.length !== new Set(input.recipeIds).size) {
        throw badRequest('basket.recipeUnknown', 'recipeIds');
      }
      // In the order the caller picked them: the first recipe names a merged line.
      const order = new Map(ids.map((id, i) => [id, i]));
      found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const recipes = found.map((row) => ({
        id: String(row.id),
        portions: row.portions,
        ingredients: JSON.parse(row.ingredients) as { name: string; value: number | null; unit: string | null }[],
      }));
      const portions = input.portions ?? {};
      const all = linesOfRecipes(recipes, portions);
      const leaveOut = options.leaveOut ?? (() => false);
      const lines = all.filter((line) => !leaveOut(line));
      const at = clock().toISOString();

      const saved = await inTransaction(async (trx) => {
        let basket;
        if (input.basketId !== undefined) {
          basket = await access(trx, userId, input.basketId, 'basketId', 'edit');
          await trx.update(basket.id, { updated_at: at });
        } else {
          if ((await trx.countByUser(userId)) >= BASKETS_PER_USER_MAX) {
            throw new AppError(409, 'basket.tooMany', { max: BASKETS_PER_USER_MAX });
          }
          basket = await trx.insert({ user_id: userId, name: name!, share_token: null, created_at: at, updated_at: at });
        }
        await trx.addRecipes(
          basket.id,
          options.linesOnly
            ? []
            : recipes.map((recipe) => ({ recipeId: Number(recipe.id), portions: portions[recipe.id] ?? recipe.portions })),
          at,
        );

        const existing = input.basketId === undefined ? [] : await trx.items(basket.id);
        const { grown, fresh } = mergeIntoList(existing, lines);
        for (const [item, { amount, lines: joined }] of grown) {
          await trx.updateItem(basket.id, item.id, {
            ...amount,
            checked: 0,
            checked_by: null,
            recipe_ids: JSON.stringify(joined.reduce((ids, line) => unionIds(ids, line.recipeIds), itemRecipeIds(item))),
            updated_at: at,
          });
        }
        const added: NewBasketItem[] = fresh.map(({ line, amount }) => ({
          basket_id: basket.id,
          name: line.name,
          ...amount,
          recipe_ids: JSON.stringify(line.recipeIds),
          created_at: at,
          updated_at: at,
        }));
        await trx.insertItems(added);
        await checkSize(trx, basket.id);
        return basket;
      });
      changed(saved);
      return { id: String(saved.id), added: lines, leftOut: all.filter(leaveOut) };
    },

    /**
     * Saves a whole list from the edit page: its name, its items (without id: added; of the list but
     * missing here: removed). An id that is not an item of this list is "not found", naming it.
     */
    async update(userId: number, input: UpdBasketBody): Promise<BasketDetail> {
      const name = requireName(input.name, 'basket.nameRequired', 'name');
      // Only the columns a save may write, whatever else the caller's objects carry.
      const items = input.items.map((item, i) => ({
        id: item.id,
        checked: item.checked,
        name: requireName(item.name, 'basket.itemNameRequired', `items.${i}.name`),
        ...stored({ value: item.value, unit: item.unit }),
      }));
      const tick = tickBy(userId);
      return changeList(userId, { id: input.id, field: 'id', changeId: input.changeId }, async (trx, basket, at) => {
        const current = new Map((await trx.items(basket.id)).map((item) => [item.id, item]));
        const kept = new Set<number>();
        for (const [i, { id }] of items.entries()) {
          if (id === undefined) continue;
          const n = rowId(id);
          if (n === null || !current.has(n) || kept.has(n)) throw itemNotFound(`items.${i}.id`);
          kept.add(n);
        }
        // Items typed here join the list's item of the same ingredient and unit family, as recipes'
        // lines do (issue 28); one that grows is unticked again: there is more to buy.
        const { grown, fresh } = mergeIntoList(
          items.filter((item) => item.id !== undefined),
          items.filter((item) => item.id === undefined),
        );
        for (const item of items) {
          const { id, checked: asked, ...fields } = item;
          if (id === undefined) continue;
          const more = grown.get(item);
          const checked = more ? false : asked;
          const n = rowId(id)!;
          // Who ticked an item stays theirs while it stays ticked; a new tick is the saver's.
          const was = current.get(n)!.checked === 1;
          await trx.updateItem(basket.id, n, { ...fields, ...more?.amount, ...(was === checked ? {} : tick(checked)), updated_at: at });
        }
        const added: NewBasketItem[] = fresh.map(({ line: { id: _none, checked, ...fields }, amount }) => ({
          basket_id: basket.id,
          ...fields,
          ...amount,
          ...tick(checked),
          recipe_ids: '[]',
          created_at: at,
          updated_at: at,
        }));
        await trx.deleteItems(
          basket.id,
          [...current.keys()].filter((id) => !kept.has(id)),
        );
        await trx.insertItems(added);
        await checkSize(trx, basket.id);
        return { name };
      });
    },

    /**
     * Adds one item to a list (issue 31: what an item added offline sends, and so every item typed on
     * the edit page), writing nothing else of the list, so a tick made elsewhere meanwhile stays. The
     * list's one merge rule (issue 28, as recipes added and `update`): an item of the same ingredient in
     * the same unit family grows by the amount and is unticked (there is more to buy), its name and
     * recipes kept; otherwise a new item. Refused past BASKET_ITEMS_MAX like a save.
     */
    async addItem(userId: number, input: AddBasketItemBody): Promise<BasketDetail> {
      const name = requireName(input.name, 'basket.itemNameRequired', 'name');
      const fields = { name, ...stored({ value: input.value, unit: input.unit }) };
      return changeList(userId, { id: input.basketId, field: 'basketId', changeId: input.changeId }, async (trx, basket, at) => {
        const { grown } = mergeIntoList(await trx.items(basket.id), [fields]);
        for (const [item, { amount }] of grown) {
          await trx.updateItem(basket.id, item.id, { ...amount, ...tickBy(userId)(false), updated_at: at });
        }
        if (grown.size === 0) {
          const row = { basket_id: basket.id, ...fields, ...tickBy(userId)(input.checked ?? false), recipe_ids: '[]' };
          await trx.insertItems([{ ...row, created_at: at, updated_at: at }]);
          await checkSize(trx, basket.id);
        }
        return {};
      });
    },

    /**
     * Removes one item of a list (issue 31), touching no other. An item already gone (removed on
     * another device, or never of this list) is no error: what the caller wanted is so; nothing is
     * written and nobody told.
     */
    async removeItem(userId: number, input: DelBasketItemBody): Promise<BasketDetail> {
      return changeList(userId, { id: input.basketId, field: 'basketId', changeId: input.changeId }, async (trx, basket) => {
        const id = rowId(input.id);
        const removed = id === null ? 0 : await trx.deleteItems(basket.id, [id]);
        return removed === 0 ? null : {};
      });
    },

    /** Renames a list (issue 31), its items untouched. */
    async rename(userId: number, input: UpdBasketNameBody): Promise<BasketDetail> {
      const name = requireName(input.name, 'basket.nameRequired', 'name');
      return changeList(userId, { id: input.id, field: 'id', changeId: input.changeId }, async () => ({ name }));
    },

    /**
     * Changes one item: only the fields sent are written, so two people ticking two items (or one
     * ticking while another renames) lose nothing. A new amount is stored as a list keeps it (mass in
     * grams), taking the item's current value or unit for the one not sent.
     */
    async updateItem(userId: number, input: UpdBasketItemBody): Promise<BasketItem> {
      const at = clock().toISOString();
      const tick = tickBy(userId);
      const item = await inTransaction(async (trx) => {
        const basket = await access(trx, userId, input.basketId, 'basketId', 'edit');
        const id = rowId(input.id);
        const current = id === null ? undefined : await trx.findItem(basket.id, id);
        if (!current) throw itemNotFound('id');
        if (await isRepeat(trx, userId, input.changeId, at)) return { basket: null, row: current, names: await namesOf(trx, current) };
        const changes: BasketItemChanges = { updated_at: at };
        if (input.checked !== undefined && input.checked !== (current.checked === 1)) Object.assign(changes, tick(input.checked));
        if (input.name !== undefined) changes.name = requireName(input.name, 'basket.itemNameRequired', 'name');
        if (input.value !== undefined || input.unit !== undefined) {
          Object.assign(
            changes,
            stored({
              value: input.value === undefined ? current.value : input.value,
              unit: input.unit === undefined ? current.unit : input.unit,
            }),
          );
        }
        const row = await trx.updateItem(basket.id, current.id, changes);
        await trx.update(basket.id, { updated_at: at });
        return { basket, row: row!, names: await namesOf(trx, row!) };
      });
      if (item.basket) changed(item.basket);
      return toBasketItem(item.row, item.names);
    },

    /**
     * Deletes the caller's own lists among ids (others' ids, lists shared with the caller included,
     * are skipped), with their items and members; the members are told, then their room is emptied.
     */
    async remove(userId: number, ids: string[]): Promise<Deleted> {
      const own = rowIds(ids);
      const deleted = own.length === 0 ? [] : await repo.deleteOwned(userId, own);
      for (const id of deleted) {
        changed({ id, user_id: userId });
        deps.hub?.closeRoom(basketRoom(id));
      }
      return { deleted: deleted.length };
    },

    /** Housekeeping: forgets offline change ids older than APPLIED_CHANGE_DAYS. */
    sweepChanges(): Promise<number> {
      return repo.sweepChanges(new Date(clock().getTime() - APPLIED_CHANGE_DAYS * 86_400_000).toISOString());
    },

    /** Turns a list's read-only share link on (keeping a token it has) or off. */
    async share(userId: number, id: string, enabled: boolean): Promise<ShareBasketResult> {
      const at = clock().toISOString();
      const token = await inTransaction(async (trx) => {
        const basket = await access(trx, userId, id, 'id', 'manage');
        const shareToken = enabled ? (basket.share_token ?? newToken()) : null;
        if (shareToken !== basket.share_token) await trx.update(basket.id, { share_token: shareToken, updated_at: at });
        return shareToken;
      });
      return { shareToken: token };
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
