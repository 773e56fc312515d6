import { emptySchema, staffInfoSchema, staffLoginBodySchema, staffLoginResultSchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { AdminService } from './admin.service.js';

const tags = ['admin'];
const bearer = [{ bearer: [] }];

/** The staff console's own sign-in. Content, audit and feedback calls join this module later. */
export function adminRoutes(app: FastifyInstance, admin: AdminService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/admin/login', {
    schema: {
      tags,
      summary: 'Staff sign-in (a staff token never opens a user call, and the reverse)',
      body: staffLoginBodySchema,
      response: okSchema(staffLoginResultSchema),
    },
    // Wrong passwords per account are the service's lockout (modules/user/lockout.ts).
    onRequest: limiter(app, 'staff-login-ip', 10, '1 minute'),
    handler: async (request) => ok(await admin.login({ ...request.body, ip: request.ip })),
  });

  r.post('/api/admin/logout', {
    schema: { tags, summary: 'Revoke the staff token', security: bearer, response: okSchema(emptySchema) },
    onRequest: app.requireStaff,
    handler: async (request) => {
      await admin.logout(request.token!);
      return ok(null);
    },
  });

  r.get('/api/admin/qryStaffInfo', {
    schema: { tags, summary: 'The signed-in staff member', security: bearer, response: okSchema(staffInfoSchema) },
    onRequest: app.requireStaff,
    handler: async (request) => ok(admin.toStaffInfo(request.staff!)),
  });
}
