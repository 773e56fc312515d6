import {
  adminRecipeDetailSchema,
  adminRecipeIdBodySchema,
  adminRecipeInputSchema,
  adminRecipeQuerySchema,
  adminRecipeReasonBodySchema,
  adminRecipeSchema,
  auditRecipeDetailQuerySchema,
  emptySchema,
  pageResultSchema,
  recipeIdResultSchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { AdminRecipesService } from './admin-recipes.service.js';

/** The console's recipes (issue 29, area 'recipes'): staff tokens only; every write is in the staff log. */
export function adminRecipesRoutes(app: FastifyInstance, recipes: AdminRecipesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { security: [{ bearer: [] }], tags: ['admin'] };
  const onRequest = app.requireStaff('recipes');

  r.get('/api/admin/qryRecipe', {
    schema: {
      ...staff,
      summary: 'Every recipe but private ones, newest first: keyword (part of the name, or the id), state, author (team | users)',
      querystring: adminRecipeQuerySchema,
      response: okSchema(pageResultSchema(adminRecipeSchema)),
    },
    onRequest,
    handler: async (request) => ok(await recipes.page(request.query)),
  });

  r.get('/api/admin/qryRecipeDetail', {
    schema: {
      ...staff,
      summary: 'One recipe as stored (the public version when published), for the editor',
      querystring: auditRecipeDetailQuerySchema,
      response: okSchema(adminRecipeDetailSchema),
    },
    onRequest,
    handler: async (request) => ok(await recipes.detail(request.query.id, request.lang)),
  });

  r.post('/api/admin/saveRecipe', {
    schema: {
      ...staff,
      summary: 'The users’ editor body: no id writes a team recipe (published at once); an id changes that recipe in place, no audit',
      body: adminRecipeInputSchema,
      response: okSchema(recipeIdResultSchema),
    },
    onRequest,
    handler: async (request) => ok(await recipes.save(request.staff!, request.body, request.lang)),
  });

  r.post('/api/admin/unpublishRecipe', {
    schema: {
      ...staff,
      summary: 'Take a published recipe down at once (lists, search, sitemap, home, its page); its owner is told the reason',
      body: adminRecipeReasonBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest,
    handler: async (request) => ok(await recipes.unpublish(request.staff!, request.body)),
  });

  r.post('/api/admin/republishRecipe', {
    schema: {
      ...staff,
      summary: 'Put an unpublished recipe back in the catalogue as it was; its owner is told',
      body: adminRecipeIdBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest,
    handler: async (request) => ok(await recipes.republish(request.staff!, request.body.id)),
  });

  r.post('/api/admin/delRecipe', {
    schema: {
      ...staff,
      summary: 'Delete a recipe for good (ratings, comments, collections and plans with it); its owner is told the reason',
      body: adminRecipeReasonBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest,
    handler: async (request) => ok(await recipes.remove(request.staff!, request.body)),
  });
}
