import { TARGET_TYPE, type TargetType } from '@chef/shared';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/index.js';
import { published } from '../catalogue/published.js';
import { cachedRatingMean, rankSql } from './rating.rank.js';

const TABLE: Record<TargetType, 'recipes' | 'articles'> = { [TARGET_TYPE.recipe]: 'recipes', [TARGET_TYPE.article]: 'articles' };

/**
 * The only SQL of ratings. One rating per user and target (unique key); the target row keeps the
 * aggregates (sum, count, average) that lists show, changed in the same transaction as the rating.
 */
export function createRatingRepository(db: Db) {
  const pg = isPostgres(db);
  const mean = cachedRatingMean();

  return {
    async scoreOf(userId: number, targetType: TargetType, targetId: number): Promise<number | null> {
      const row = await db
        .selectFrom('ratings')
        .select('score')
        .where('user_id', '=', userId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return row?.score ?? null;
    },

    /**
     * Sets the user's score for a target: a new rating, or a new score replacing the old one. Returns
     * the target's new aggregates, or null when there is no such (published) target.
     */
    rate(userId: number, targetType: TargetType, targetId: number, score: number, at: string) {
      return db.transaction().execute(async (trx) => {
        const table = TABLE[targetType];
        // The target row is locked first (PostgreSQL; SQLite runs one transaction at a time), so two
        // ratings of one target, even by one user on two devices, cannot interleave.
        let target = trx.selectFrom(table).select('id').where('id', '=', targetId);
        if (table === 'recipes') target = target.where(published());
        if (pg) target = target.forUpdate();
        if (!(await target.executeTakeFirst())) return null;

        const old = await trx
          .selectFrom('ratings')
          .select(['id', 'score'])
          .where('user_id', '=', userId)
          .where('target_type', '=', targetType)
          .where('target_id', '=', targetId)
          .executeTakeFirst();
        if (old) {
          await trx.updateTable('ratings').set({ score, updated_at: at }).where('id', '=', old.id).execute();
        } else {
          await trx
            .insertInto('ratings')
            .values({ user_id: userId, target_type: targetType, target_id: targetId, score, created_at: at, updated_at: at })
            .execute();
        }
        const addSum = score - (old?.score ?? 0);
        const addCount = old ? 0 : 1;
        // Recipes also keep their "Top rated" rank (a Bayesian average, rating.rank.ts).
        const rank =
          table === 'recipes'
            ? { rating_rank: rankSql(sql`rating_sum + ${addSum}`, sql`rating_count + ${addCount}`, await mean.current(trx)) }
            : {};
        return trx
          .updateTable(table)
          .set({
            rating_sum: sql`rating_sum + ${addSum}`,
            rating_count: sql`rating_count + ${addCount}`,
            rating_avg: sql`cast(rating_sum + ${addSum} as double precision) / (rating_count + ${addCount})`,
            ...rank,
          })
          .where('id', '=', targetId)
          .returning(['rating_sum', 'rating_count', 'rating_avg'])
          .executeTakeFirstOrThrow();
      });
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;
