import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';

/**
 * "Top rated" ranks recipes by a Bayesian average, not by their plain average (which is what a recipe
 * shows): rank = (C * m + sum) / (C + n), n ratings summing to sum, m the mean of all ratings of
 * recipes, C the prior's weight in votes. A 5.0 from one vote then ranks below a 4.9 from 55 votes:
 * with m = 4 and C = 10 they rank 4.09 and 4.76. A recipe without ratings ranks 0 (last: it has no
 * rating to show).
 *
 * The rank is a stored column (recipes.rating_rank, migration 0006, indexed for the list like
 * rating_avg was), written with each rating using the mean at that moment, and recomputed for every
 * recipe at start (refreshRatingRanks), so a drift of the mean between two starts only shifts ranks
 * slightly.
 */
export const RATING_PRIOR_WEIGHT = 10;

/** The mean of all ratings of recipes (3 on a scale of 1 to 5 when there are none yet). */
export async function ratingMean(db: Db): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => [eb.fn.sum<number | string | null>('rating_sum').as('sum'), eb.fn.sum<number | string | null>('rating_count').as('n')])
    .executeTakeFirst();
  const n = Number(row?.n ?? 0);
  return n > 0 ? Number(row!.sum) / n : 3;
}

/** How long a node reuses the mean before it sums every recipe's ratings again. */
export const RATING_MEAN_TTL_MS = 10 * 60_000;

/**
 * The mean as a rating write uses it: summed over all recipes at most once per RATING_MEAN_TTL_MS per
 * node, not at every rating (that sum reads the whole recipes table: a sequential scan per rating at
 * a million recipes). The mean of a large catalogue moves slowly, and every start recomputes every rank
 * with a fresh one (refreshRatingRanks), so a rank written with a mean a few minutes old is as good.
 */
export function cachedRatingMean(now: () => number = Date.now) {
  let cached: { value: number; at: number } | undefined;
  return {
    async current(db: Db): Promise<number> {
      if (!cached || now() - cached.at >= RATING_MEAN_TTL_MS) cached = { value: await ratingMean(db), at: now() };
      return cached.value;
    },
  };
}

/** The rank of a row from its (new) sum and count, as SQL: callers pass expressions of the row's columns. */
export function rankSql(sum: RawBuilder<unknown>, count: RawBuilder<unknown>, mean: number): RawBuilder<number> {
  return sql<number>`case when ${count} = 0 then 0 else (cast(${RATING_PRIOR_WEIGHT * mean} as double precision) + ${sum}) / (${RATING_PRIOR_WEIGHT} + ${count}) end`;
}

/** Recomputes every recipe's rank with the current mean (one statement). */
export async function refreshRatingRanks(db: Db): Promise<void> {
  const mean = await ratingMean(db);
  const rank = rankSql(sql`rating_sum`, sql`rating_count`, mean);
  // Only the rows whose rank moved: rewriting every row at each start left PostgreSQL a table of dead
  // row versions and an empty visibility map, so list counts read the table instead of their index
  // alone (index-only scans) until the next vacuum.
  await db
    .updateTable('recipes')
    .set({ rating_rank: rank })
    .where(sql<boolean>`rating_rank <> ${rank}`)
    .execute();
}
