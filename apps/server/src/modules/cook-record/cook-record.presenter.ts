import type { CookRecord, RecipeListItem } from '@chef/shared';

/** A cooking-history record as the API shows it, with its recipe as a list item. */
export const toCookRecord = (row: { id: number; cooked_at: string; source: string }, recipe: RecipeListItem): CookRecord => ({
  id: String(row.id),
  cookTime: row.cooked_at,
  onRobot: row.source === 'device',
  recipe,
});
