import type { BasketDetail, BasketItem, BasketPerson, BasketSummary } from '@chef/shared';
import type { BasketItemRow, BasketRow } from './basket.repository.js';

const person = (id: number, nickname: string): BasketPerson => ({ id: String(id), nickname });

/** A list of the caller's overview; `owner` only on a list someone shared with the caller. */
export function toBasketSummary(
  row: BasketRow & { owner_nickname: string },
  stats: { recipeCount: number; itemCount: number; checkedCount: number },
  viewerId: number,
): BasketSummary {
  return {
    id: String(row.id),
    owner: row.user_id === viewerId ? null : person(row.user_id, row.owner_nickname),
    name: row.name,
    ...stats,
    updateTime: row.updated_at,
  };
}

/** The recipe ids an item row stores (JSON text written by the service). */
export function itemRecipeIds(row: Pick<BasketItemRow, 'recipe_ids'>): string[] {
  const ids: unknown = JSON.parse(row.recipe_ids);
  return Array.isArray(ids) ? ids.map(String) : [];
}

/**
 * An item; `names` (user id to nickname) names who ticked it, absent from it (a share link's
 * visitor): no one; `listed` (the list's recipes) drops the ids of recipes no longer on it.
 */
export function toBasketItem(row: BasketItemRow, names: ReadonlyMap<number, string>, listed?: ReadonlySet<string>): BasketItem {
  const recipeIds = itemRecipeIds(row);
  const by = row.checked === 1 && row.checked_by !== null ? names.get(row.checked_by) : undefined;
  return {
    id: String(row.id),
    name: row.name,
    value: row.value === null ? null : Number(row.value),
    unit: row.unit,
    checked: row.checked === 1,
    recipeIds: listed ? recipeIds.filter((id) => listed.has(id)) : recipeIds,
    checkedBy: by === undefined ? null : person(row.checked_by!, by),
  };
}

export function toBasketDetail(
  row: BasketRow,
  recipes: readonly { id: number; name: string }[],
  items: readonly BasketItemRow[],
  people: { role: BasketDetail['role']; members: readonly { id: number; nickname: string }[]; names: ReadonlyMap<number, string> },
): BasketDetail {
  const shown = recipes.map((recipe) => ({ id: String(recipe.id), name: recipe.name }));
  const listed = new Set(shown.map((recipe) => recipe.id));
  const ownerName = people.names.get(row.user_id);
  return {
    id: String(row.id),
    name: row.name,
    recipes: shown,
    items: items.map((item) => toBasketItem(item, people.names, listed)),
    role: people.role,
    owner: ownerName === undefined ? null : person(row.user_id, ownerName),
    members: people.members.map((member) => person(member.id, member.nickname)),
  };
}
