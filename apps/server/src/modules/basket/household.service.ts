import {
  BASKET_INVITE_DAYS,
  BASKET_INVITE_LINKS_MAX,
  BASKET_MEMBERS_MAX,
  BASKET_PENDING_INVITES_MAX,
  isLanguage,
  translate,
  type BasketInvite,
  type BasketInviteLink,
  type MyBasketInvite,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { newToken } from '../../lib/crypto.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import type { Hub } from '../../plugins/realtime.js';
import type { MessageService } from '../message/message.service.js';
import { announceChange, basketAccess, basketRoom } from './basket.access.js';
import {
  createBasketInviteRepository,
  createBasketRepository,
  type BasketInviteRepository,
  type BasketInviteRow,
  type BasketRepository,
} from './basket.repository.js';

const inviteNotFound = (field: string) => new AppError(404, 'household.inviteNotFound', {}, field);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Household lists (issue 26; docs/API.md "Household lists"): the owner of a list invites people to
 * edit it, by a link (a token that lets anyone logged in join until it expires or is withdrawn) or by
 * account (the invitee gets a message and accepts or declines); the owner removes members, a member
 * leaves. Every call that names a list goes through basketAccess. Joining puts the member's live
 * connections into the list's hub room at once, removal or leaving takes them out at once (every
 * node, through the Redis adapter), and everyone on the list gets BasketChanged.
 */
export function createHouseholdService(deps: {
  db: Db;
  hub: Pick<Hub, 'emitTo' | 'joinRoom' | 'leaveRoom'>;
  sendMessage: MessageService['send'];
  clock?: () => Date;
}) {
  const { db, hub } = deps;
  const clock = deps.clock ?? (() => new Date());
  const lists = createBasketRepository(db);
  const invites = createBasketInviteRepository(db);
  const inTransaction = <T>(work: (r: BasketRepository, i: BasketInviteRepository) => Promise<T>) =>
    db.transaction().execute((trx) => work(createBasketRepository(trx), createBasketInviteRepository(trx)));

  const toInvite = (row: BasketInviteRow, inviteeNickname: string | null): BasketInvite => ({
    id: String(row.id),
    kind: row.token === null ? 'account' : 'link',
    token: row.token,
    invitee: row.invitee_id === null ? null : { id: String(row.invitee_id), nickname: inviteeNickname ?? '' },
    createTime: row.created_at,
    expireTime: row.expires_at,
  });

  /** Adds a member (counted inside the transaction: past the limit nothing is stored), then tells the hub. */
  async function admit(r: BasketRepository, i: BasketInviteRepository, basketId: number, userId: number, at: string) {
    if ((await r.memberCount(basketId)) >= BASKET_MEMBERS_MAX)
      throw new AppError(409, 'household.membersFull', { max: BASKET_MEMBERS_MAX });
    await r.addMember(basketId, userId, at);
    await i.deleteForInvitee(basketId, userId);
  }

  function joined(basket: { id: number; user_id: number }, userId: number) {
    hub.joinRoom(userId, basketRoom(basket.id));
    announceChange(hub, basket, [userId]);
  }

  function gone(basket: { id: number; user_id: number }, userId: number) {
    hub.leaveRoom(userId, basketRoom(basket.id));
    // The one who left is told through their own room: their open list re-fetches and finds it gone.
    announceChange(hub, basket, [userId]);
  }

  return {
    /** The list's live invitations (owner only), newest first. */
    async invites(userId: number, id: string): Promise<BasketInvite[]> {
      const basket = await basketAccess(lists, userId, id, 'id', 'manage');
      const rows = await invites.ofList(basket.id, clock().toISOString());
      return rows.map((row) => toInvite(row, row.invitee_nickname));
    },

    /** A new invitation link, valid BASKET_INVITE_DAYS days; at most BASKET_INVITE_LINKS_MAX alive per list. */
    async inviteLink(userId: number, id: string): Promise<BasketInvite> {
      const now = clock();
      const at = now.toISOString();
      return inTransaction(async (r, i) => {
        const basket = await basketAccess(r, userId, id, 'id', 'manage');
        await i.pruneExpired(basket.id, at);
        if ((await i.countOf(basket.id, 'link', at)) >= BASKET_INVITE_LINKS_MAX) {
          throw new AppError(409, 'household.linksFull', { max: BASKET_INVITE_LINKS_MAX });
        }
        const expires = new Date(now.getTime() + BASKET_INVITE_DAYS * DAY_MS).toISOString();
        return toInvite(
          await i.insert({ basket_id: basket.id, token: newToken(), invitee_id: null, created_at: at, expires_at: expires }),
          null,
        );
      });
    },

    /**
     * Invites an existing account (by mobile number or e-mail): it gets a message in its language and
     * sees the invitation on its shopping lists page. Inviting again answers the invitation waiting.
     */
    async inviteAccount(userId: number, id: string, account: string): Promise<BasketInvite> {
      const now = clock();
      const at = now.toISOString();
      const invitee = await invites.findUser(account);
      if (!invitee) throw new AppError(404, 'household.userNotFound', {}, 'account');
      const result = await inTransaction(async (r, i) => {
        const basket = await basketAccess(r, userId, id, 'id', 'manage');
        if (invitee.id === userId) throw badRequest('household.inviteSelf', 'account');
        if (await r.isMember(basket.id, invitee.id)) throw new AppError(409, 'household.alreadyMember', {}, 'account');
        const waiting = await i.forInvitee(basket.id, invitee.id, at);
        if (waiting) return { basket, invite: waiting, fresh: false };
        await i.pruneExpired(basket.id, at);
        if ((await r.memberCount(basket.id)) >= BASKET_MEMBERS_MAX) {
          throw new AppError(409, 'household.membersFull', { max: BASKET_MEMBERS_MAX });
        }
        if ((await i.countOf(basket.id, 'account', at)) >= BASKET_PENDING_INVITES_MAX) {
          throw new AppError(409, 'household.invitesFull', { max: BASKET_PENDING_INVITES_MAX });
        }
        const expires = new Date(now.getTime() + BASKET_INVITE_DAYS * DAY_MS).toISOString();
        const invite = await i.insert({ basket_id: basket.id, token: null, invitee_id: invitee.id, created_at: at, expires_at: expires });
        return { basket, invite, fresh: true };
      });
      if (result.fresh) {
        const owner = (await lists.nicknames([userId])).get(userId) ?? '';
        const lang = isLanguage(invitee.language) ? invitee.language : 'en-US';
        await deps.sendMessage(invitee.id, {
          title: translate(lang, 'household.inviteTitle'),
          content: translate(lang, 'household.inviteContent', { nickname: owner, name: result.basket.name }),
        });
        // The invitee's open lists page shows the invitation at once.
        hub.emitTo({ users: [invitee.id] }, 'BasketChanged', { id: String(result.basket.id) });
      }
      return toInvite(result.invite, invitee.nickname);
    },

    /** Withdraws an invitation (link or account) of one of the caller's lists. */
    async revoke(userId: number, inviteId: string): Promise<null> {
      const n = rowId(inviteId);
      const invite = n === null ? undefined : await invites.find({ id: n }, clock().toISOString());
      if (!invite || invite.owner_id !== userId) throw inviteNotFound('id');
      await invites.delete(invite.id);
      if (invite.invitee_id !== null) hub.emitTo({ users: [invite.invitee_id] }, 'BasketChanged', { id: String(invite.basket_id) });
      return null;
    },

    /** Invitations waiting for the caller's answer. */
    async mine(userId: number): Promise<MyBasketInvite[]> {
      const rows = await invites.addressedTo(userId, clock().toISOString());
      return rows.map((row) => ({
        id: String(row.id),
        basket: { id: String(row.basket_id), name: row.name },
        owner: { id: String(row.owner_id), nickname: row.nickname },
        expireTime: row.expires_at,
      }));
    },

    /** Accepts (or declines) an invitation addressed to the caller; accepting answers the list's id. */
    async answer(userId: number, inviteId: string, accept: boolean): Promise<{ id: string } | null> {
      const at = clock().toISOString();
      const n = rowId(inviteId);
      const basket = await inTransaction(async (r, i) => {
        const invite = n === null ? undefined : await i.find({ id: n }, at);
        if (!invite || invite.invitee_id !== userId) throw inviteNotFound('id');
        await i.delete(invite.id);
        if (accept) await admit(r, i, invite.basket_id, userId, at);
        return { id: invite.basket_id, user_id: invite.owner_id };
      });
      if (!accept) {
        // The owner's open list of invitations drops it.
        hub.emitTo({ users: [basket.user_id] }, 'BasketChanged', { id: String(basket.id) });
        return null;
      }
      joined(basket, userId);
      return { id: String(basket.id) };
    },

    /** What an invitation link opens: the list, its owner, whether the caller is on it already. */
    async link(userId: number, token: string): Promise<BasketInviteLink> {
      const invite = await invites.find({ token }, clock().toISOString());
      if (!invite || invite.token === null) throw inviteNotFound('token');
      const on = invite.owner_id === userId || (await lists.isMember(invite.basket_id, userId));
      return {
        basket: { id: String(invite.basket_id), name: invite.name },
        owner: { id: String(invite.owner_id), nickname: invite.owner_nickname },
        expireTime: invite.expires_at,
        joined: on,
      };
    },

    /** Joins a list by its invitation link (the link stays for others); the owner or a member just gets its id. */
    async join(userId: number, token: string): Promise<{ id: string }> {
      const at = clock().toISOString();
      const result = await inTransaction(async (r, i) => {
        const invite = await i.find({ token }, at);
        if (!invite || invite.token === null) throw inviteNotFound('token');
        const basket = { id: invite.basket_id, user_id: invite.owner_id };
        if (invite.owner_id === userId || (await r.isMember(basket.id, userId))) return { basket, fresh: false };
        await admit(r, i, basket.id, userId, at);
        return { basket, fresh: true };
      });
      if (result.fresh) joined(result.basket, userId);
      return { id: String(result.basket.id) };
    },

    /** The owner removes a member: their access ends at once, their live connections leave the list's room. */
    async removeMember(userId: number, id: string, memberId: string): Promise<null> {
      const basket = await basketAccess(lists, userId, id, 'id', 'manage');
      const member = rowId(memberId);
      if (member === null || !(await lists.removeMember(basket.id, member))) throw new AppError(404, 'household.notMember', {}, 'userId');
      gone(basket, member);
      return null;
    },

    /** A member leaves a list shared with them. */
    async leave(userId: number, id: string): Promise<null> {
      const basket = await basketAccess(lists, userId, id, 'id', 'read');
      if (basket.role === 'owner') throw badRequest('household.ownerCannotLeave', 'id');
      await lists.removeMember(basket.id, userId);
      gone(basket, userId);
      return null;
    },

    /** The hub rooms of a user's connection: the lists they are a member of. */
    async roomsOf(userId: number): Promise<string[]> {
      return (await lists.memberListIds(userId)).map(basketRoom);
    },
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
