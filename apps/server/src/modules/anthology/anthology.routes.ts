import {
  addAnthologyBodySchema,
  addAnthologyRecipeBodySchema,
  addAnthologyRecipeResultSchema,
  anthologyListSchema,
  anthologySchema,
  delAnthologyBodySchema,
  delAnthologyRecipeBodySchema,
  deletedSchema,
  pageResultSchema,
  qryAnthologyQuerySchema,
  qryAnthologyRecipeQuerySchema,
  recipeListItemSchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { AnthologyService } from './anthology.service.js';

const tags = ['collections'];
const bearer = [{ bearer: [] }];

/** The spec's collection calls (section 7); the user always comes from the token, a userId is ignored. */
export function anthologyRoutes(app: FastifyInstance, anthologies: AnthologyService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cook/qryAnthology', {
    schema: {
      tags,
      summary: "The caller's collections, newest first, each with recipeCount and a cover",
      security: bearer,
      querystring: qryAnthologyQuerySchema,
      response: okSchema(anthologyListSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await anthologies.list(request.user!.id)),
  });

  r.post('/api/cook/addAnthology', {
    schema: {
      tags,
      summary: 'Create a collection, or with id rename one and change its cover (absent keeps it, null removes it)',
      security: bearer,
      body: addAnthologyBodySchema,
      response: okSchema(anthologySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await anthologies.save(request.user!.id, request.body)),
  });

  r.post('/api/cook/delAnthology', {
    schema: {
      tags,
      summary: "Delete collections for good (ids that are not the caller's are skipped)",
      security: bearer,
      body: delAnthologyBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await anthologies.remove(request.user!.id, request.body.ids)),
  });

  r.get('/api/cook/qryAnthologyRecipe', {
    schema: {
      tags,
      summary: "A page of the recipes of one of the caller's collections, newest added first",
      security: bearer,
      querystring: qryAnthologyRecipeQuerySchema,
      response: okSchema(pageResultSchema(recipeListItemSchema)),
    },
    onRequest: app.requireUser,
    handler: async (request) => {
      return ok(await anthologies.recipes(request.user!.id, request.query.anthologyId, request.query, request.lang));
    },
  });

  r.post('/api/cook/addAnthologyRecipe', {
    schema: {
      tags,
      summary: 'Add a recipe to a collection (adding twice adds once); answers whether it was added and its collect count',
      security: bearer,
      body: addAnthologyRecipeBodySchema,
      response: okSchema(addAnthologyRecipeResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await anthologies.addRecipe(request.user!.id, request.body.anthologyId, request.body.recipeId)),
  });

  r.post('/api/cook/delAnthologyRecipe', {
    schema: {
      tags,
      summary: 'Remove recipes from a collection',
      security: bearer,
      body: delAnthologyRecipeBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await anthologies.removeRecipes(request.user!.id, request.body.anthologyId, request.body.recipeIds)),
  });
}
