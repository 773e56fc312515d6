import {
  AUDIT_STATUS,
  type AuditQueueItem,
  type Language,
  type MyRecipeDetail,
  type MyRecipeItem,
  type RecipeInputParsed,
  type RecipeListItem,
} from '@chef/shared';
import type { RecipeTable } from '../../db/schema.js';
import { toRecipeDetail, VISITOR } from '../recipe/recipe.presenter.js';
import type { RecipeRow } from '../recipe/recipe.repository.js';
import { recipeSearchText } from '../search/search.text.js';

/** The columns a version of a recipe is made of: what addRecipe writes and a pending change holds. */
export const CONTENT_COLUMNS = [
  'lang',
  'name',
  'description',
  'cover',
  'category_id',
  'country_code',
  'cooking_time',
  'difficulty',
  'flavor',
  'portions',
  'tags',
  'tips',
  'accessories',
  'preparations',
  'ingredients',
  'nutrition',
  'steps',
  'search_text',
] as const satisfies readonly (keyof RecipeTable)[];
export type ContentColumns = { [K in (typeof CONTENT_COLUMNS)[number]]: RecipeRow[K] };

/** The editor's body as recipe columns (JSON parts as text, the search text built as everywhere else). */
export function toContentColumns(input: RecipeInputParsed, lang: Language): ContentColumns {
  return {
    lang,
    name: input.name,
    description: input.description,
    cover: input.cover,
    category_id: Number(input.categoryId),
    country_code: input.country ?? null,
    cooking_time: input.cookingTime,
    difficulty: input.difficulty,
    flavor: input.flavor,
    portions: input.portions,
    tags: JSON.stringify(input.tags),
    tips: input.tips,
    accessories: JSON.stringify(input.accessories),
    preparations: JSON.stringify(input.preparations),
    ingredients: JSON.stringify(input.ingredients),
    nutrition: JSON.stringify(input.nutrition),
    steps: JSON.stringify(input.steps),
    search_text: recipeSearchText(input),
  };
}

/**
 * The latest version of a recipe: the row itself, or the row with its pending change (a change to a
 * published recipe waiting for audit, or failed) laid over it. Authors and staff see this one; the
 * public sees the row.
 */
export function latestVersion(row: RecipeRow): RecipeRow {
  return row.pending === null ? row : { ...row, ...(JSON.parse(row.pending) as Partial<ContentColumns>) };
}

/** The audit state of the latest version, as the author sees it. */
export function auditFields(
  row: Pick<RecipeRow, 'audit_status' | 'audit_reason' | 'pending_status' | 'pending_reason' | 'updated_at' | 'source_url'>,
) {
  const pending = row.pending_status !== null;
  return {
    auditStatus: (pending ? row.pending_status : row.audit_status) as MyRecipeItem['auditStatus'],
    auditReason: pending ? row.pending_reason : row.audit_reason,
    updateTime: row.updated_at,
    isPublic: row.audit_status === AUDIT_STATUS.succeeded,
    sourceUrl: row.source_url,
  };
}

export const toMyRecipeItem = (row: RecipeRow, item: RecipeListItem): MyRecipeItem => ({ ...item, ...auditFields(row) });

/** The latest version as the public page will show it (row: latestVersion of the stored row). */
export const toMyRecipeDetail = (row: RecipeRow, item: RecipeListItem): MyRecipeDetail => ({
  ...toRecipeDetail(row, item, VISITOR),
  ...auditFields(row),
});

export const isRevision = (row: Pick<RecipeRow, 'pending_status'>) => row.pending_status !== null;

export const toAuditQueueItem = (row: RecipeRow): AuditQueueItem => ({
  id: String(row.id),
  name: row.name,
  cover: row.cover,
  lang: row.lang as Language,
  authorId: row.author_id === null ? null : String(row.author_id),
  authorName: row.author_name,
  submitTime: row.submitted_at ?? row.updated_at,
  isRevision: isRevision(row),
});
