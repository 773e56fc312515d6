import { pageResultSchema, shareRecipeBodySchema, shareRecordQuerySchema, shareRecordSchema, shareResultSchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { ShareService } from './share.service.js';

const tags = ['sharing'];
const bearer = [{ bearer: [] }];

/** api.md "sharing". */
export function shareRoutes(app: FastifyInstance, shares: ShareService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/cook/shareRecipe', {
    schema: {
      tags,
      summary: 'A link to a published recipe that anyone can open (with Open Graph tags); recorded in the caller’s share record',
      security: bearer,
      body: shareRecipeBodySchema,
      response: okSchema(shareResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await shares.share(request.user!.id, request.body.recipeId)),
  });

  r.get('/api/cook/qryShareRecord', {
    schema: {
      tags,
      summary: 'What the caller shared, newest first (recipes no longer public drop out)',
      security: bearer,
      querystring: shareRecordQuerySchema,
      response: okSchema(pageResultSchema(shareRecordSchema)),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await shares.page(request.user!.id, request.query, request.lang)),
  });
}
