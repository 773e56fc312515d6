import {
  auditQueueItemSchema,
  auditQueueQuerySchema,
  auditRecipeBodySchema,
  auditRecipeDetailQuerySchema,
  auditRecipeDetailSchema,
  emptySchema,
  pageResultSchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { AuditService } from './audit.service.js';

const tags = ['admin'];
const bearer = [{ bearer: [] }];

/** The audit desk of the staff console: staff tokens only (a portal user's token is a 401). */
export function auditRoutes(app: FastifyInstance, audit: AuditService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/qryAuditRecipe', {
    schema: {
      tags,
      summary: 'Recipes waiting for audit (new ones and changes to published ones), oldest sent first',
      security: bearer,
      querystring: auditQueueQuerySchema,
      response: okSchema(pageResultSchema(auditQueueItemSchema)),
    },
    onRequest: app.requireStaff('audit'),
    handler: async (request) => ok(await audit.queue(request.query)),
  });

  r.get('/api/admin/qryAuditRecipeDetail', {
    schema: {
      tags,
      summary: 'The version waiting for audit, as the public page will show it',
      security: bearer,
      querystring: auditRecipeDetailQuerySchema,
      response: okSchema(auditRecipeDetailSchema),
    },
    onRequest: app.requireStaff('audit'),
    handler: async (request) => ok(await audit.detail(request.query.id, request.lang)),
  });

  r.post('/api/admin/auditRecipe', {
    schema: {
      tags,
      summary: 'Pass (publish) or fail (reason required) a recipe waiting for audit; the author gets a message',
      security: bearer,
      body: auditRecipeBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('audit'),
    handler: async (request) => ok(await audit.audit(request.staff!.id, request.body)),
  });
}
