import type { CookRecord, CookRecordSource, RecipeListItem } from '@chef/shared';

/** The stored source (cook_records.source: 'web', 'device', 'cookMode') as the API names it. */
const SOURCES: Record<string, CookRecordSource> = { web: 'manual', device: 'robot', cookMode: 'cookMode' };

/** A cooking-history record as the API shows it, with its recipe as a list item. */
export const toCookRecord = (row: { id: number; cooked_at: string; source: string }, recipe: RecipeListItem): CookRecord => ({
  id: String(row.id),
  cookTime: row.cooked_at,
  onRobot: row.source === 'device',
  source: SOURCES[row.source] ?? 'manual',
  recipe,
});
