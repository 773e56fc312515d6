import type { BasketDetail, BasketItem, BasketSummary } from '@chef/shared';
import type { BasketItemRow, BasketRow } from './basket.repository.js';

export function toBasketSummary(row: BasketRow, stats: { recipeCount: number; itemCount: number; checkedCount: number }): BasketSummary {
  return { id: String(row.id), name: row.name, ...stats, updateTime: row.updated_at };
}

/** The recipe ids an item row stores (JSON text written by the service). */
export function itemRecipeIds(row: Pick<BasketItemRow, 'recipe_ids'>): string[] {
  const ids: unknown = JSON.parse(row.recipe_ids);
  return Array.isArray(ids) ? ids.map(String) : [];
}

/** An item; `listed` (the list's recipes) drops the ids of recipes no longer on it (deleted since). */
export function toBasketItem(row: BasketItemRow, listed?: ReadonlySet<string>): BasketItem {
  const recipeIds = itemRecipeIds(row);
  return {
    id: String(row.id),
    name: row.name,
    value: row.value === null ? null : Number(row.value),
    unit: row.unit,
    checked: row.checked === 1,
    recipeIds: listed ? recipeIds.filter((id) => listed.has(id)) : recipeIds,
  };
}

export function toBasketDetail(
  row: BasketRow,
  recipes: readonly { id: number; name: string }[],
  items: readonly BasketItemRow[],
): BasketDetail {
  const shown = recipes.map((recipe) => ({ id: String(recipe.id), name: recipe.name }));
  const listed = new Set(shown.map((recipe) => recipe.id));
  return { id: String(row.id), name: row.name, recipes: shown, items: items.map((item) => toBasketItem(item, listed)) };
}
