import {
  copyRecipeBodySchema,
  delRecipeBodySchema,
  deletedSchema,
  emptySchema,
  myRecipeDetailQuerySchema,
  myRecipeDetailSchema,
  myRecipeItemSchema,
  myRecipeQuerySchema,
  pageResultSchema,
  publishRecipeBodySchema,
  recipeIdResultSchema,
  recipeInputSchema,
  republishRecipeBodySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { MyRecipeService } from './my-recipe.service.js';

const tags = ['my recipes'];
const bearer = [{ bearer: [] }];

/** api.md "my recipes": the caller's own recipes only; a userId in the query is ignored. */
export function myRecipeRoutes(app: FastifyInstance, recipes: MyRecipeService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cook/qryMyRecipe', {
    schema: {
      tags,
      summary: "The caller's recipes, newest first; auditStatus 0 all, 1 under audit, 2 failed, 3 succeeded (of the latest version)",
      security: bearer,
      querystring: myRecipeQuerySchema,
      response: okSchema(pageResultSchema(myRecipeItemSchema)),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await recipes.page(request.user!.id, request.query, request.query, request.lang)),
  });

  r.get('/api/cook/qryMyRecipeDetail', {
    schema: {
      tags,
      summary: "The latest version of one of the caller's recipes, as the public page will show it, with its audit state",
      security: bearer,
      querystring: myRecipeDetailQuerySchema,
      response: okSchema(myRecipeDetailSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await recipes.detail(request.user!.id, request.query.id, request.lang)),
  });

  r.post('/api/cook/addRecipe', {
    schema: {
      tags,
      summary:
        'Create a recipe, or with id change one of the caller’s; it is sent for audit (a published one stays public meanwhile) unless private: true keeps it in the caller’s private box',
      security: bearer,
      body: recipeInputSchema,
      response: okSchema(recipeIdResultSchema),
    },
    onRequest: app.requireUser,
    // Each save queues work for staff: a bound per user against floods.
    preHandler: limiter(app, 'add-recipe', 30, '1 hour', (request) => String(request.user!.id)),
    handler: async (request) => ok(await recipes.save(request.user!, request.body)),
  });

  r.post('/api/cook/republishRecipe', {
    schema: {
      tags,
      summary: 'Send a recipe (or change) that failed its audit back to audit',
      security: bearer,
      body: republishRecipeBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await recipes.republish(request.user!.id, request.body.id)),
  });

  r.post('/api/cook/publishRecipe', {
    schema: {
      tags,
      summary: 'Send one of the caller’s private recipes for audit; an imported one needs ownText: true (the text is the caller’s own)',
      security: bearer,
      body: publishRecipeBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    // Like addRecipe, each call queues work for staff.
    preHandler: limiter(app, 'add-recipe', 30, '1 hour', (request) => String(request.user!.id)),
    handler: async (request) => ok(await recipes.publish(request.user!.id, request.body.id, request.body.ownText)),
  });

  r.post('/api/cook/copyRecipe', {
    schema: {
      tags,
      summary: 'Copy a published recipe into the caller’s private box to adapt it (its source: the original’s page)',
      security: bearer,
      body: copyRecipeBodySchema,
      response: okSchema(recipeIdResultSchema),
    },
    onRequest: app.requireUser,
    // A copy is a new recipe row: the same bound as writing one.
    preHandler: limiter(app, 'add-recipe', 30, '1 hour', (request) => String(request.user!.id)),
    handler: async (request) => ok(await recipes.copy(request.user!, request.body.id)),
  });

  r.post('/api/cook/delRecipe', {
    schema: {
      tags,
      summary: "Delete recipes for good (ids that are not the caller's are skipped)",
      security: bearer,
      body: delRecipeBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await recipes.remove(request.user!.id, request.body.ids)),
  });
}
