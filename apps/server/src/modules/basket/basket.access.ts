import { AppError } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import type { Hub } from '../../plugins/realtime.js';
import type { BasketRepository, BasketRow } from './basket.repository.js';

/**
 * What a call needs of a list (issue 26): `read` and `edit` (its items: tick, add, change, remove)
 * are the owner's and every member's; `manage` (delete, share links, invitations, members) is the
 * owner's alone.
 */
export type BasketNeed = 'read' | 'edit' | 'manage';
export type BasketRole = 'owner' | 'member';

/**
 * The one access check of shopping lists, called by every call that names a list: a list the caller
 * neither owns nor is a member of (or that does not exist) is 404 "not found", naming the field; a
 * member asking for what only the owner may do is 403. Answers the list and the caller's role.
 */
export async function basketAccess(
  repo: BasketRepository,
  userId: number,
  id: string,
  field: string,
  need: BasketNeed,
): Promise<BasketRow & { role: BasketRole }> {
  const n = rowId(id);
  const basket = n === null ? undefined : await repo.findAccessible(userId, n);
  if (!basket) throw new AppError(404, 'basket.notFound', {}, field);
  const role: BasketRole = basket.user_id === userId ? 'owner' : 'member';
  if (need === 'manage' && role !== 'owner') throw new AppError(403, 'household.ownerOnly', {}, field);
  return { ...basket, role };
}

/** The hub room of a list's members (the owner is reached through their own user room). */
export const basketRoom = (basketId: number) => `basket:${basketId}`;

/** BasketChanged({ id }) to everyone on a list: its owner's connections and its members' room. */
export function announceChange(
  hub: Pick<Hub, 'emitTo'> | undefined,
  basket: { id: number; user_id: number },
  alsoUsers: readonly number[] = [],
) {
  hub?.emitTo({ users: [basket.user_id, ...alsoUsers], rooms: [basketRoom(basket.id)] }, 'BasketChanged', { id: String(basket.id) });
}
