import { addRatingSchema, ratingResultSchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { rowId } from '../../lib/ids.js';
import type { RatingService } from './rating.service.js';

export function ratingRoutes(app: FastifyInstance, ratings: RatingService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/cook/addRating', {
    schema: {
      tags: ['ratings'],
      summary: 'Rate a recipe (targetType 1) or an article (2), 1-5; a new score replaces the caller’s old one',
      security: [{ bearer: [] }],
      body: addRatingSchema,
      response: okSchema(ratingResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => {
      const { targetType, targetId, score } = request.body;
      return ok(await ratings.rate(request.user!.id, targetType, rowId(targetId) ?? 0, score));
    },
  });
}
