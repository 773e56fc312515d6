import {
  addPantryBodySchema,
  delPantryBodySchema,
  pantryItemSchema,
  pantrySchema,
  qryPantryQuerySchema,
  shopMyWeekBodySchema,
  shopMyWeekResultSchema,
  updMyWeekBodySchema,
  updMyWeekResultSchema,
  addMyWeekBodySchema,
  addMyWeekResultSchema,
  delMyWeekBodySchema,
  deletedSchema,
  myWeekSchema,
  qryMyWeekQuerySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { PantryService } from './pantry.service.js';
import type { WeekService } from './week.service.js';

const tags = ['weekly plan'];
const bearer = [{ bearer: [] }];

/** The caller's weekly plan (api.md "weekly plan"); a userId in the query is ignored. */
export function weekRoutes(app: FastifyInstance, week: WeekService, pantry: PantryService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cook/qryMyWeek', {
    schema: {
      tags,
      summary: 'Seven days from startDate (default: this week’s Monday, UTC), each with the recipes planned',
      security: bearer,
      querystring: qryMyWeekQuerySchema,
      response: okSchema(myWeekSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await week.week(request.user!.id, request.query.startDate, request.lang)),
  });

  r.post('/api/cook/addMyWeek', {
    schema: {
      tags,
      summary:
        'Plan a recipe for a day, today or later, and a meal (absent: dinner) for servings (absent: its portions); planning it twice for one day adds it once',
      security: bearer,
      body: addMyWeekBodySchema,
      response: okSchema(addMyWeekResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => {
      const { recipeId, date, meal, servings } = request.body;
      return ok(await week.add(request.user!.id, recipeId, date, { meal, servings }));
    },
  });

  r.post('/api/cook/delMyWeek', {
    schema: {
      tags,
      summary: "Remove plan entries (ids that are not the caller's are skipped)",
      security: bearer,
      body: delMyWeekBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await week.remove(request.user!.id, request.body.ids)),
  });

  r.post('/api/cook/updMyWeek', {
    schema: {
      tags,
      summary: "Move one of the caller's plan entries (a new date today or later) or change its meal or servings (only the fields sent)",
      security: bearer,
      body: updMyWeekBodySchema,
      response: okSchema(updMyWeekResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await week.update(request.user!.id, request.body)),
  });

  r.post('/api/cook/shopMyWeek', {
    schema: {
      tags,
      summary:
        'Turn the meals planned from..to into a shopping list (new, or merged into basketId): scaled by servings, pantry items left out',
      security: bearer,
      body: shopMyWeekBodySchema,
      response: okSchema(shopMyWeekResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await week.shop(request.user!.id, request.body)),
  });

  r.get('/api/cook/qryPantry', {
    schema: {
      tags,
      summary: "The caller's pantry (what they always have), by name",
      security: bearer,
      querystring: qryPantryQuerySchema,
      response: okSchema(pantrySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await pantry.list(request.user!.id)),
  });

  r.post('/api/cook/addPantry', {
    schema: {
      tags,
      summary: 'Add an item to the pantry (a name it holds already answers the existing item)',
      security: bearer,
      body: addPantryBodySchema,
      response: okSchema(pantryItemSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await pantry.add(request.user!.id, request.body.name)),
  });

  r.post('/api/cook/delPantry', {
    schema: {
      tags,
      summary: "Remove pantry items (ids that are not the caller's are skipped)",
      security: bearer,
      body: delPantryBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await pantry.remove(request.user!.id, request.body.ids)),
  });
}
