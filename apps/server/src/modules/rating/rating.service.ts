import type { RatingResult, TargetType } from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { notFound } from '../../lib/errors.js';
import { targetNotFoundKey } from '../comment/comment.service.js';
import { createRatingRepository } from './rating.repository.js';
import { roundRating } from './round.js';

/** Ratings 1-5 of recipes and articles: one per user and target, a new score replaces the old. */
export function createRatingService(deps: { db: Db; cache: ContentCache; clock?: () => Date }) {
  const repo = createRatingRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  return {
    scoreOf: repo.scoreOf,

    async rate(userId: number, targetType: TargetType, targetId: number, score: number): Promise<RatingResult> {
      const aggregates = await repo.rate(userId, targetType, targetId, score, clock().toISOString());
      if (!aggregates) throw notFound(targetNotFoundKey(targetType));
      // Lists and details show the average: drop their cached copies on this node.
      deps.cache.changed();
      return { rating: roundRating(Number(aggregates.rating_avg)), ratingCount: aggregates.rating_count, myRating: score };
    },
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
