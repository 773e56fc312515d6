import type { RecipeListItem, ShareRecord } from '@chef/shared';
import type { ShareRow } from './share.repository.js';

/** The link a share hands out: the public detail page, whose head the seo module fills (Open Graph). */
export const shareUrlOf = (publicUrl: string, recipeId: number | string) => `${publicUrl}/home/recipeDetail/${recipeId}`;

export const toShareRecord = (row: ShareRow, recipe: RecipeListItem, publicUrl: string): ShareRecord => ({
  id: String(row.share_id),
  shareUrl: shareUrlOf(publicUrl, row.id),
  shareTime: row.shared_at,
  recipe,
});
