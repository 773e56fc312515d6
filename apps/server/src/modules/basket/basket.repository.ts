import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BasketInviteTable, BasketItemTable, BasketTable } from '../../db/schema.js';
import { published } from '../catalogue/published.js';

export type BasketRow = Selectable<BasketTable>;
export type BasketItemRow = Selectable<BasketItemTable>;
export type NewBasketItem = Omit<Insertable<BasketItemTable>, 'id'>;
export type BasketItemChanges = Pick<
  Updateable<BasketItemTable>,
  'name' | 'value' | 'unit' | 'checked' | 'checked_by' | 'recipe_ids' | 'updated_at'
>;

/**
 * The only SQL of shopping lists. A list is found only for its owner or a member (`findAccessible`,
 * what the service's one access check reads), and every item statement names its list, so an id of
 * someone else's list or item matches nothing.
 */
export function createBasketRepository(db: Db) {
  const owned = (userId: number) => db.selectFrom('baskets').where('user_id', '=', userId);
  const count = (n: string | number | bigint) => Number(n);
  const memberOf = (userId: number) => db.selectFrom('basket_members').select('basket_id').where('user_id', '=', userId);

  return {
    /**
     * Records that a user's offline change (issue 31) is being applied: true the first time, false
     * for a repeat of its id. Run in the transaction of the change itself, so a refused change is not
     * remembered; on PostgreSQL a second insert of the same id waits for the first to commit.
     */
    async claimChange(userId: number, changeId: string, at: string): Promise<boolean> {
      const row = await db
        .insertInto('applied_changes')
        .values({ user_id: userId, change_id: changeId, applied_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'change_id']).doNothing())
        .returning('change_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Forgets the ids of changes applied before `before` (housekeeping). */
    async sweepChanges(before: string): Promise<number> {
      const result = await db.deleteFrom('applied_changes').where('applied_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The user's own lists and those shared with them, most recently changed first, with each owner's nickname. */
    listFor(userId: number): Promise<(BasketRow & { owner_nickname: string })[]> {
      return db
        .selectFrom('baskets')
        .innerJoin('users', 'users.id', 'baskets.user_id')
        .selectAll('baskets')
        .select('users.nickname as owner_nickname')
        .where((eb) => eb.or([eb('baskets.user_id', '=', userId), eb('baskets.id', 'in', memberOf(userId))]))
        .orderBy('baskets.updated_at', 'desc')
        .orderBy('baskets.id', 'desc')
        .execute();
    },

    /** A list its owner or one of its members may use; undefined for anyone else. */
    findAccessible(userId: number, id: number): Promise<BasketRow | undefined> {
      return db
        .selectFrom('baskets')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('id', 'in', memberOf(userId))]))
        .executeTakeFirst();
    },

    /** Ids of the lists the user is a member of (not the owner): the hub rooms their connections join. */
    async memberListIds(userId: number): Promise<number[]> {
      return (await memberOf(userId).execute()).map((row) => row.basket_id);
    },

    /** A list's members besides the owner, in the order they joined. */
    members(basketId: number) {
      return db
        .selectFrom('basket_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.nickname'])
        .where('m.basket_id', '=', basketId)
        .orderBy('m.id')
        .execute();
    },

    async isMember(basketId: number, userId: number): Promise<boolean> {
      return !!(await db
        .selectFrom('basket_members')
        .select('id')
        .where('basket_id', '=', basketId)
        .where('user_id', '=', userId)
        .executeTakeFirst());
    },

    async memberCount(basketId: number): Promise<number> {
      const row = await db
        .selectFrom('basket_members')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('basket_id', '=', basketId)
        .executeTakeFirstOrThrow();
      return count(row.n);
    },

    async addMember(basketId: number, userId: number, at: string): Promise<void> {
      await db
        .insertInto('basket_members')
        .values({ basket_id: basketId, user_id: userId, created_at: at })
        .onConflict((oc) => oc.columns(['basket_id', 'user_id']).doNothing())
        .execute();
    },

    /** Removes a member; answers whether they were one. */
    async removeMember(basketId: number, userId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('basket_members')
        .where('basket_id', '=', basketId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Nicknames of users by id (who ticked what, owners). */
    async nicknames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'nickname'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.nickname]));
    },

    async countByUser(userId: number): Promise<number> {
      const row = await owned(userId)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return count(row.n);
    },

    findByShareToken(token: string): Promise<BasketRow | undefined> {
      return db.selectFrom('baskets').selectAll().where('share_token', '=', token).executeTakeFirst();
    },

    insert(row: Omit<Insertable<BasketTable>, 'id'>): Promise<BasketRow> {
      return db.insertInto('baskets').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Changes a list the service has checked the caller may change (in the same transaction); answers it as it is now. */
    update(id: number, changes: Pick<Updateable<BasketTable>, 'name' | 'share_token' | 'updated_at'>): Promise<BasketRow | undefined> {
      return db.updateTable('baskets').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** Deletes the user's lists among ids (items and recipe links go with them); answers the ids deleted. */
    async deleteOwned(userId: number, ids: readonly number[]): Promise<number[]> {
      const rows = await db.deleteFrom('baskets').where('user_id', '=', userId).where('id', 'in', ids).returning('id').execute();
      return rows.map((row) => row.id);
    },

    /** Per list: recipes, items and ticked items, in two grouped queries for any number of lists. */
    async stats(basketIds: readonly number[]) {
      const stats = new Map<number, { recipeCount: number; itemCount: number; checkedCount: number }>();
      if (basketIds.length === 0) return stats;
      for (const id of basketIds) stats.set(id, { recipeCount: 0, itemCount: 0, checkedCount: 0 });
      const [recipes, items] = await Promise.all([
        db
          .selectFrom('basket_recipes')
          .select((eb) => ['basket_id', eb.fn.countAll<string | number>().as('n')])
          .where('basket_id', 'in', basketIds)
          .groupBy('basket_id')
          .execute(),
        db
          .selectFrom('basket_items')
          .select((eb) => ['basket_id', eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number>('checked').as('checked')])
          .where('basket_id', 'in', basketIds)
          .groupBy('basket_id')
          .execute(),
      ]);
      for (const row of recipes) stats.get(row.basket_id)!.recipeCount = count(row.n);
      for (const row of items) Object.assign(stats.get(row.basket_id)!, { itemCount: count(row.n), checkedCount: count(row.checked ?? 0) });
      return stats;
    },

    /**
     * The recipes of a list, in the order they were added, with their names: those the viewer may see
     * (published, or the viewer's own; a visitor holding the share link, null, sees published ones only),
     * so a private recipe (issue 26) never shows by name or id to anyone but its owner.
     */
    recipesOf(basketId: number, viewerId: number | null) {
      return db
        .selectFrom('basket_recipes as br')
        .innerJoin('recipes as r', 'r.id', 'br.recipe_id')
        .select(['r.id', 'r.name'])
        .where('br.basket_id', '=', basketId)
        .where((eb) => (viewerId === null ? published('r') : eb.or([published('r'), eb('r.author_id', '=', viewerId)])))
        .orderBy('br.id')
        .execute();
    },

    /** Links recipes to a list; a recipe added again adds its portions to those it had. */
    async addRecipes(basketId: number, recipes: readonly { recipeId: number; portions: number }[], at: string): Promise<void> {
      if (recipes.length === 0) return;
      await db
        .insertInto('basket_recipes')
        .values(recipes.map((r) => ({ basket_id: basketId, recipe_id: r.recipeId, portions: r.portions, created_at: at })))
        .onConflict((oc) =>
          oc
            .columns(['basket_id', 'recipe_id'])
            .doUpdateSet((eb) => ({ portions: eb('basket_recipes.portions', '+', eb.ref('excluded.portions')) })),
        )
        .execute();
    },

    /**
     * The recipes a user may put on a list (published, or the user's own), with what a generation
     * needs. Others' unpublished recipes are absent, as if they did not exist.
     */
    recipesForBasket(ids: readonly number[], userId: number) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('recipes')
        .select(['id', 'portions', 'ingredients'])
        .where('id', 'in', ids)
        .where((eb) => eb.or([published(), eb('recipes.author_id', '=', userId)]))
        .execute();
    },

    items(basketId: number): Promise<BasketItemRow[]> {
      return db.selectFrom('basket_items').selectAll().where('basket_id', '=', basketId).orderBy('id').execute();
    },

    findItem(basketId: number, id: number): Promise<BasketItemRow | undefined> {
      return db.selectFrom('basket_items').selectAll().where('basket_id', '=', basketId).where('id', '=', id).executeTakeFirst();
    },

    async insertItems(rows: readonly NewBasketItem[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insertInto('basket_items')
          .values([...rows])
          .execute();
    },

    /** Changes only the given columns of one item of the list, so concurrent changes of other columns or items survive. */
    updateItem(basketId: number, id: number, changes: BasketItemChanges): Promise<BasketItemRow | undefined> {
      return db
        .updateTable('basket_items')
        .set(changes)
        .where('basket_id', '=', basketId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes items of the list among ids; answers how many were there. */
    async deleteItems(basketId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db.deleteFrom('basket_items').where('basket_id', '=', basketId).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async itemCount(basketId: number): Promise<number> {
      const row = await db
        .selectFrom('basket_items')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('basket_id', '=', basketId)
        .executeTakeFirstOrThrow();
      return count(row.n);
    },
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;

export type BasketInviteRow = Selectable<BasketInviteTable>;

/** Invitations to household lists (issue 26): only those still alive at `at` are ever found. */
export function createBasketInviteRepository(db: Db) {
  const alive = (at: string) => db.selectFrom('basket_invites').where('expires_at', '>', at);
  const count = (n: string | number | bigint) => Number(n);
  return {
    /** A list's live invitations, newest first, with the invitee's nickname (null for links). */
    ofList(basketId: number, at: string) {
      return alive(at)
        .leftJoin('users', 'users.id', 'basket_invites.invitee_id')
        .selectAll('basket_invites')
        .select('users.nickname as invitee_nickname')
        .where('basket_invites.basket_id', '=', basketId)
        .orderBy('basket_invites.id', 'desc')
        .execute();
    },

    /** Live invitations of a list by kind: links, or those waiting for an account. */
    async countOf(basketId: number, kind: 'link' | 'account', at: string): Promise<number> {
      const row = await alive(at)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('basket_id', '=', basketId)
        .where(kind === 'link' ? 'token' : 'invitee_id', 'is not', null)
        .executeTakeFirstOrThrow();
      return count(row.n);
    },

    /** The live invitation of a list to one account, if any. */
    forInvitee(basketId: number, inviteeId: number, at: string) {
      return alive(at).selectAll().where('basket_id', '=', basketId).where('invitee_id', '=', inviteeId).executeTakeFirst();
    },

    /** Invitations addressed to a user, with the list and its owner. */
    addressedTo(userId: number, at: string) {
      return alive(at)
        .innerJoin('baskets', 'baskets.id', 'basket_invites.basket_id')
        .innerJoin('users', 'users.id', 'baskets.user_id')
        .select([
          'basket_invites.id',
          'basket_invites.expires_at',
          'baskets.id as basket_id',
          'baskets.name',
          'users.id as owner_id',
          'users.nickname',
        ])
        .where('basket_invites.invitee_id', '=', userId)
        .orderBy('basket_invites.id', 'desc')
        .execute();
    },

    /** A live invitation with its list's owner: by id, or a link by its token. */
    find(by: { id: number } | { token: string }, at: string) {
      const query = alive(at)
        .innerJoin('baskets', 'baskets.id', 'basket_invites.basket_id')
        .innerJoin('users', 'users.id', 'baskets.user_id')
        .selectAll('basket_invites')
        .select(['baskets.name', 'baskets.user_id as owner_id', 'users.nickname as owner_nickname']);
      return (
        'id' in by ? query.where('basket_invites.id', '=', by.id) : query.where('basket_invites.token', '=', by.token)
      ).executeTakeFirst();
    },

    insert(row: Omit<Insertable<BasketInviteTable>, 'id'>): Promise<BasketInviteRow> {
      return db.insertInto('basket_invites').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('basket_invites').where('id', '=', id).execute();
    },

    /** Expired invitations of a list go when it gets a new one: the table holds live ones and a few more. */
    async pruneExpired(basketId: number, at: string): Promise<void> {
      await db.deleteFrom('basket_invites').where('basket_id', '=', basketId).where('expires_at', '<=', at).execute();
    },

    /** The account an invitation names (mobile or e-mail, as the schema normalised it), with its language. */
    findUser(account: string) {
      return db
        .selectFrom('users')
        .select(['id', 'nickname', 'language'])
        .where(account.includes('@') ? 'email' : 'mobile', '=', account)
        .executeTakeFirst();
    },

    /** An account's invitation to a list is used up once they are in (by a link, say). */
    async deleteForInvitee(basketId: number, inviteeId: number): Promise<void> {
      await db.deleteFrom('basket_invites').where('basket_id', '=', basketId).where('invitee_id', '=', inviteeId).execute();
    },
  };
}

export type BasketInviteRepository = ReturnType<typeof createBasketInviteRepository>;
