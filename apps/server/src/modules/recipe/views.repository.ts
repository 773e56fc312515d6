import { RECENTLY_VIEWED_MAX } from '@chef/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

export interface ViewBatch {
  /** Views per recipe and UTC day. */
  recipeDays: { recipeId: number; day: string; count: number }[];
  articles: { articleId: number; count: number }[];
  /** The latest view per user and recipe. */
  recents: { userId: number; recipeId: number; viewedAt: string }[];
}

const CHUNK = 400;

/** Ids among `ids` that still exist in `table` (rows deleted since they were viewed are left out: their foreign keys would fail the batch). */
async function existing(db: Db, table: 'recipes' | 'users', ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The SQL of buffered views (see views.ts). */
export function createViewsRepository(db: Db) {
  return {
    /**
     * One flush, one transaction: views per recipe and day (recipe_views, narrow rows: microseconds
     * each), article view counts (a few rows), recently viewed entries trimmed to RECENTLY_VIEWED_MAX
     * per user. recipes.view_count is left to fold().
     */
    async write(batch: ViewBatch): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const recipeIds = [...new Set([...batch.recipeDays.map((v) => v.recipeId), ...batch.recents.map((r) => r.recipeId)])];
        const liveRecipes = await existing(trx, 'recipes', recipeIds);

        const days = batch.recipeDays.filter((v) => liveRecipes.has(v.recipeId));
        for (let start = 0; start < days.length; start += CHUNK) {
          await trx
            .insertInto('recipe_views')
            .values(days.slice(start, start + CHUNK).map((v) => ({ recipe_id: v.recipeId, day: v.day, count: v.count })))
            .onConflict((oc) => oc.columns(['recipe_id', 'day']).doUpdateSet({ count: sql`recipe_views.count + excluded.count` }))
            .execute();
        }
        for (const { articleId, count } of batch.articles) {
          await trx
            .updateTable('articles')
            .set({ view_count: sql`view_count + ${count}` })
            .where('id', '=', articleId)
            .execute();
        }

        if (batch.recents.length === 0) return;
        const liveUsers = await existing(trx, 'users', [...new Set(batch.recents.map((r) => r.userId))]);
        const recents = batch.recents.filter((r) => liveUsers.has(r.userId) && liveRecipes.has(r.recipeId));
        for (let start = 0; start < recents.length; start += CHUNK) {
          await trx
            .insertInto('recently_viewed')
            .values(recents.slice(start, start + CHUNK).map((r) => ({ user_id: r.userId, recipe_id: r.recipeId, viewed_at: r.viewedAt })))
            .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doUpdateSet({ viewed_at: sql`excluded.viewed_at` }))
            .execute();
        }
        // Each user keeps the newest RECENTLY_VIEWED_MAX.
        for (const userId of new Set(recents.map((r) => r.userId))) {
          await trx
            .deleteFrom('recently_viewed')
            .where('user_id', '=', userId)
            .where('recipe_id', 'not in', (eb) =>
              eb
                .selectFrom('recently_viewed')
                .select('recipe_id')
                .where('user_id', '=', userId)
                .orderBy('viewed_at', 'desc')
                .orderBy('recipe_id', 'desc')
                .limit(RECENTLY_VIEWED_MAX),
            )
            .execute();
        }
      });
    },

    /**
     * Adds the views not yet counted in recipes.view_count for up to `limit` recipes, in one
     * transaction: each recipe's view_count grows by its unfolded views and each recipe_views row marks
     * them folded (by the amount read, so views a flush adds meanwhile stay unfolded). Returns how many
     * recipes it updated (0: nothing left). Index recipe_views_unfolded finds the rows.
     */
    async fold(limit: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('recipe_views')
          .select(['recipe_id', 'day', 'count', 'folded'])
          .where('recipe_id', 'in', (eb) =>
            eb
              .selectFrom('recipe_views')
              .select('recipe_id')
              .where(sql<boolean>`count > folded`)
              .groupBy('recipe_id')
              .limit(limit),
          )
          .where(sql<boolean>`count > folded`)
          .execute();
        const perRecipe = new Map<number, number>();
        for (const row of rows) perRecipe.set(row.recipe_id, (perRecipe.get(row.recipe_id) ?? 0) + row.count - row.folded);
        for (const [recipeId, views] of perRecipe) {
          await trx
            .updateTable('recipes')
            .set({ view_count: sql`view_count + ${views}` })
            .where('id', '=', recipeId)
            .execute();
        }
        for (const row of rows) {
          await trx
            .updateTable('recipe_views')
            .set({ folded: sql`folded + ${row.count - row.folded}` })
            .where('recipe_id', '=', row.recipe_id)
            .where('day', '=', row.day)
            .execute();
        }
        return perRecipe.size;
      });
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
