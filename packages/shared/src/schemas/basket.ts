import { z } from 'zod';
import { lineText } from './text.js';
import { INGREDIENT_UNITS } from '../enums.js';
import { accountSchema } from './user.js';
import { BASKET_NAME_MAX, BASKET_RECIPES_MAX, BASKET_VALUE_MAX, BASKET_VALUE_MIN, INGREDIENT_NAME_MAX, PORTIONS_MAX } from '../limits.js';
import { MASS_UNITS, VOLUME_UNITS } from '../units.js';
import { idSchema, idsSchema } from './common.js';

/**
 * Shopping lists (api.md "shopping lists"). Names are checked by the service, so an empty one gets
 * the spec's own words ("list name required", "ingredient name required") rather than "Field: ...".
 */

/** Units an item may have: a recipe's units and every unit of the conversion table. */
export const BASKET_UNITS = [...new Set<string>([...INGREDIENT_UNITS, ...MASS_UNITS, ...VOLUME_UNITS])] as [string, ...string[]];

const name = (max: number) => lineText().max(max);
// 0 and below: "must be greater than 0"; above 0 but under what two decimals show: "at least 0.01".
const value = z.number().positive('validation.positive').min(BASKET_VALUE_MIN).max(BASKET_VALUE_MAX).nullable();
const unit = z.enum(BASKET_UNITS).nullable();

/** A person of a household list, as the others see them. */
export const basketPersonSchema = z.object({ id: z.string(), nickname: z.string() });
export type BasketPerson = z.infer<typeof basketPersonSchema>;

export const basketSummarySchema = z.object({
  id: z.string(),
  /** null: the caller's own list; else the owner of a list shared with the caller (issue 26). */
  owner: basketPersonSchema.nullable(),
  name: z.string(),
  recipeCount: z.number().int(),
  itemCount: z.number().int(),
  checkedCount: z.number().int(),
  updateTime: z.string(),
});
export type BasketSummary = z.infer<typeof basketSummarySchema>;
/** Every list of the caller (at most BASKETS_PER_USER_MAX), most recently changed first. */
export const basketListSchema = z.array(basketSummarySchema);

export const basketItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null: "to taste". Mass is kept in grams; clients show g or oz per the unit setting. */
  value: z.number().nullable(),
  unit: z.string().nullable(),
  checked: z.boolean(),
  /** The recipes of the list this line came from (none for an item added by hand). */
  recipeIds: z.array(z.string()),
  /** Who ticked it (null: not ticked, or a read-only share link, which names no one). */
  checkedBy: basketPersonSchema.nullable(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

export const basketDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  recipes: z.array(z.object({ id: z.string(), name: z.string() })),
  items: z.array(basketItemSchema),
  /**
   * The caller's part (issue 26): owner (everything), member (edits items, cannot delete the list or
   * manage members), viewer (a read-only share link: owner null, no members, no tickers).
   */
  role: z.enum(['owner', 'member', 'viewer']),
  owner: basketPersonSchema.nullable(),
  /** The members besides the owner, in the order they joined. */
  members: z.array(basketPersonSchema),
});
export type BasketDetail = z.infer<typeof basketDetailSchema>;

/**
 * Generate a list from recipes, or with basketId merge them into one of the caller's lists (its name
 * then stays). portions: per recipe id, the portions to buy for (absent: the recipe's own).
 */
export const addBasketBodySchema = z.object({
  name: name(BASKET_NAME_MAX).optional(),
  recipeIds: z.array(idSchema).max(BASKET_RECIPES_MAX),
  portions: z.record(idSchema, z.number().int().min(1).max(PORTIONS_MAX)).optional(),
  basketId: idSchema.optional(),
});
export type AddBasketBody = z.input<typeof addBasketBodySchema>;
export const addBasketResultSchema = z.object({ id: z.string() });

export const qryBasketDetailQuerySchema = z.object({ id: idSchema, userId: z.string().max(40).optional() });
export type QryBasketDetailQuery = z.input<typeof qryBasketDetailQuerySchema>;

const itemFields = { name: name(INGREDIENT_NAME_MAX), value, unit, checked: z.boolean() };

/**
 * An offline change's own id (issue 31), made by the device: the server applies a change once and
 * answers a repeat of its id as if applied. Optional: calls without it keep their meaning.
 */
export const changeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid');

/** The whole list: items without id are added, items of the list missing here are removed. */
export const updBasketBodySchema = z.object({
  id: idSchema,
  name: name(BASKET_NAME_MAX),
  items: z.array(z.object({ id: idSchema.optional(), ...itemFields })),
  changeId: changeIdSchema.optional(),
});
export type UpdBasketBody = z.input<typeof updBasketBodySchema>;

/** One item, only the fields sent: what ticking sends, so two ticks never overwrite each other. */
export const updBasketItemBodySchema = z.object({
  basketId: idSchema,
  id: idSchema,
  checked: itemFields.checked.optional(),
  name: itemFields.name.optional(),
  value: value.optional(),
  unit: unit.optional(),
  changeId: changeIdSchema.optional(),
});
export type UpdBasketItemBody = z.input<typeof updBasketItemBodySchema>;

/**
 * One item added to a list (issue 31): what an item added offline sends, so the rest of the list (a
 * tick made on another device meanwhile) is never written. Answers the list as it is then.
 */
export const addBasketItemBodySchema = z.object({
  basketId: idSchema,
  name: itemFields.name,
  value,
  unit,
  checked: itemFields.checked.default(false),
  changeId: changeIdSchema.optional(),
});
export type AddBasketItemBody = z.input<typeof addBasketItemBodySchema>;

/** One item removed from a list (issue 31): the others are not touched. Answers the list as it is then. */
export const delBasketItemBodySchema = z.object({ basketId: idSchema, id: idSchema, changeId: changeIdSchema.optional() });
export type DelBasketItemBody = z.input<typeof delBasketItemBodySchema>;

/** A list's name alone (issue 31): its items are not touched. Answers the list as it is then. */
export const updBasketNameBodySchema = z.object({ id: idSchema, name: name(BASKET_NAME_MAX), changeId: changeIdSchema.optional() });
export type UpdBasketNameBody = z.input<typeof updBasketNameBodySchema>;

export const delBasketBodySchema = z.object({ ids: idsSchema });
export type DelBasketBody = z.input<typeof delBasketBodySchema>;

/**
 * Read-only sharing (the spec is silent; docs/API.md): shareBasket turns a list's share link on (a new
 * unguessable token) or off (enabled false); anyone holding the token reads the list with
 * qrySharedBasket, without logging in, and can change nothing.
 */
export const shareBasketBodySchema = z.object({ id: idSchema, enabled: z.boolean().default(true) });
export type ShareBasketBody = z.input<typeof shareBasketBodySchema>;
export const shareBasketResultSchema = z.object({ shareToken: z.string().nullable() });
export type ShareBasketResult = z.infer<typeof shareBasketResultSchema>;
export const qrySharedBasketQuerySchema = z.object({ token: z.string().min(1).max(64) });

/**
 * Household lists (issue 26; docs/API.md "Household lists"): the owner invites by a link (a token
 * anyone logged in can join with until it expires or is revoked) or by account (the invitee gets a
 * message and accepts or declines); members edit the items; the owner removes members, a member leaves.
 */
export const basketInviteSchema = z.object({
  id: z.string(),
  kind: z.enum(['link', 'account']),
  /** A link's token (null for an account invitation). */
  token: z.string().nullable(),
  /** The account invited (null for a link). */
  invitee: basketPersonSchema.nullable(),
  createTime: z.string(),
  expireTime: z.string(),
});
export type BasketInvite = z.infer<typeof basketInviteSchema>;
/** The list's invitations still alive, newest first (owner only). */
export const basketInvitesSchema = z.array(basketInviteSchema);
export const qryBasketInvitesQuerySchema = z.object({ id: idSchema });
export const inviteBasketLinkBodySchema = z.object({ id: idSchema });
export type InviteBasketLinkBody = z.input<typeof inviteBasketLinkBodySchema>;
export const inviteBasketMemberBodySchema = z.object({ id: idSchema, account: accountSchema });
export type InviteBasketMemberBody = z.input<typeof inviteBasketMemberBodySchema>;
/** An invitation by its id: revoked by the list's owner, accepted or declined by its invitee. */
export const basketInviteIdBodySchema = z.object({ id: idSchema });
export type BasketInviteIdBody = z.input<typeof basketInviteIdBodySchema>;

/** An invitation addressed to the caller, waiting for an answer. */
export const myBasketInviteSchema = z.object({
  id: z.string(),
  basket: z.object({ id: z.string(), name: z.string() }),
  owner: basketPersonSchema,
  expireTime: z.string(),
});
export type MyBasketInvite = z.infer<typeof myBasketInviteSchema>;
export const myBasketInvitesSchema = z.array(myBasketInviteSchema);

export const basketTokenQuerySchema = z.object({ token: z.string().min(1).max(64) });
export type BasketTokenQuery = z.input<typeof basketTokenQuerySchema>;
/** What an invitation link opens before joining: the list, its owner, and whether the caller is in already. */
export const basketInviteLinkSchema = z.object({
  basket: z.object({ id: z.string(), name: z.string() }),
  owner: basketPersonSchema,
  expireTime: z.string(),
  joined: z.boolean(),
});
export type BasketInviteLink = z.infer<typeof basketInviteLinkSchema>;
export const joinBasketBodySchema = basketTokenQuerySchema;
export const removeBasketMemberBodySchema = z.object({ id: idSchema, userId: idSchema });
export type RemoveBasketMemberBody = z.input<typeof removeBasketMemberBodySchema>;
export const leaveBasketBodySchema = z.object({ id: idSchema });
