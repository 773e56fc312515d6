import {
  addCookRecordBodySchema,
  addCookRecordResultSchema,
  cookRecordSchema,
  delCookRecordBodySchema,
  deletedSchema,
  pageResultSchema,
  qryCookRecordQuerySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { CookRecordService } from './cook-record.service.js';

const tags = ['cooking history'];
const bearer = [{ bearer: [] }];

/** The caller's cooking history (api.md "cooking history"); a userId in the query is ignored. */
export function cookRecordRoutes(app: FastifyInstance, records: CookRecordService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cook/qryCookRecord', {
    schema: {
      tags,
      summary: 'A page of what the caller cooked, newest first',
      security: bearer,
      querystring: qryCookRecordQuerySchema,
      response: okSchema(pageResultSchema(cookRecordSchema)),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await records.page(request.user!.id, request.query, request.lang)),
  });

  r.post('/api/cook/addCookRecord', {
    schema: {
      tags,
      summary: '"I cooked this" (or cook mode finished, source cookMode): one more record of the recipe, now',
      security: bearer,
      body: addCookRecordBodySchema,
      response: okSchema(addCookRecordResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) =>
      ok(await records.add(request.user!.id, request.body.recipeId, request.body.source === 'cookMode' ? 'cookMode' : 'web')),
  });

  r.post('/api/cook/delCookRecord', {
    schema: {
      tags,
      summary: "Delete records for good (ids that are not the caller's are skipped)",
      security: bearer,
      body: delCookRecordBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await records.remove(request.user!.id, request.body.ids)),
  });
}
