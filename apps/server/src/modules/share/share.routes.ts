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
      summary:
        'A link to a published recipe that anyone can open (with Open Graph tags); visitors may ask too (issue 28), a signed-in caller’s share is recorded in their share record',
      body: shareRecipeBodySchema,
      response: okSchema(shareResultSchema),
    },
    preHandler: app.loadUser,
    handler: async (request) => ok(await shares.share(request.user?.id ?? null, request.body.recipeId)),
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
