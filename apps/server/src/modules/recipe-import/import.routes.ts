import { importRecipeBodySchema, recipeDraftSchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { ImportService } from './import.service.js';

/** The editor's "import from a link". */
export function importRoutes(app: FastifyInstance, imports: ImportService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/cook/importRecipe', {
    schema: {
      tags: ['my recipes'],
      summary: 'Read the schema.org Recipe of a public web page into an editor draft (the cover is uploaded here); nothing is saved',
      security: [{ bearer: [] }],
      body: importRecipeBodySchema,
      response: okSchema(recipeDraftSchema),
    },
    onRequest: app.requireUser,
    // Each import makes the server fetch pages: a bound per user.
    preHandler: limiter(app, 'import-recipe', 20, '1 hour', (request) => String(request.user!.id)),
    handler: async (request) => ok(await imports.fromUrl(request.body.url, { kind: 'user', id: request.user!.id })),
  });
}
