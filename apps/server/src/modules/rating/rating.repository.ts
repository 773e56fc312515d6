import { TARGET_TYPE, type TargetType } from '@chef/shared';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/index.js';
import { published } from '../catalogue/published.js';
import { cachedRatingMean, rankSql, ratingMean } from './rating.rank.js';

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

/**
 * Recounts the aggregates (sum, count, average, and a recipe's rank) of every target the user rated,
 * over the ratings of accounts that are not disabled: run in the transaction that disables or enables
 * the user (issue 29), so a disabled account's ratings leave the averages and come back with it.
 */
export async function recountRatingsOf(db: Db, userId: number): Promise<void> {
  const targets = await db.selectFrom('ratings').select(['target_type', 'target_id']).where('user_id', '=', userId).execute();
  if (targets.length === 0) return;
  const mean = await ratingMean(db);
  for (const target of targets) {
    const totals = await db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select((eb) => [eb.fn.sum<number | string | null>('ratings.score').as('sum'), eb.fn.countAll<number | string>().as('n')])
      .where('ratings.target_type', '=', target.target_type)
      .where('ratings.target_id', '=', target.target_id)
      .where('users.disabled_at', 'is', null)
      .executeTakeFirstOrThrow();
    const sum = Number(totals.sum ?? 0);
    const count = Number(totals.n);
    const table = TABLE[target.target_type as TargetType];
    await db
      .updateTable(table)
      .set({
        rating_sum: sum,
        rating_count: count,
        rating_avg: count > 0 ? sum / count : 0,
        ...(table === 'recipes' ? { rating_rank: rankSql(sql.lit(sum), sql.lit(count), mean) } : {}),
      })
      .where('id', '=', target.target_id)
      .execute();
  }
}
