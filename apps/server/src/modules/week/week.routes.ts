import {
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
import type { WeekService } from './week.service.js';

const tags = ['weekly plan'];
const bearer = [{ bearer: [] }];

/** The caller's weekly plan (api.md "weekly plan"); a userId in the query is ignored. */
export function weekRoutes(app: FastifyInstance, week: WeekService) {
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
      summary: 'Plan a recipe for a day, today or later (planning it twice for one day adds it once)',
      security: bearer,
      body: addMyWeekBodySchema,
      response: okSchema(addMyWeekResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await week.add(request.user!.id, request.body.recipeId, request.body.date)),
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
}
