import {
  adminUserDetailQuerySchema,
  adminUserDetailSchema,
  adminUserQuerySchema,
  adminUserSchema,
  dashboardSchema,
  emptySchema,
  pageResultSchema,
  staffActionQuerySchema,
  staffActionSchema,
  updUserStatusBodySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { DashboardService } from './dashboard.service.js';
import type { StaffLogService } from './staff-log.service.js';
import type { UsersService } from './users.service.js';

const tags = ['admin'];
const bearer = [{ bearer: [] }];

/** The console's users, its dashboard and its audit log: staff tokens only. */
export function peopleRoutes(app: FastifyInstance, deps: { users: UsersService; dashboard: DashboardService; staffLog: StaffLogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/qryUser', {
    schema: {
      tags,
      summary: 'Users, newest first; keyword matches the start of the mobile, e-mail or nickname (also the message recipient search)',
      security: bearer,
      querystring: adminUserQuerySchema,
      response: okSchema(pageResultSchema(adminUserSchema)),
    },
    onRequest: app.requireStaff('users'),
    handler: async (request) => ok(await deps.users.page(request.query)),
  });

  r.get('/api/admin/qryUserDetail', {
    schema: {
      tags,
      summary: 'One user with their newest recipes (any audit state) and feedback',
      security: bearer,
      querystring: adminUserDetailQuerySchema,
      response: okSchema(adminUserDetailSchema),
    },
    onRequest: app.requireStaff('users'),
    handler: async (request) => ok(await deps.users.detail(request.query.id, request.lang)),
  });

  r.post('/api/admin/updUserStatus', {
    schema: {
      tags,
      summary: 'Disable (sessions end at once, sign-in refused) or enable an account',
      security: bearer,
      body: updUserStatusBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('users'),
    handler: async (request) => ok(await deps.users.setDisabled(request.staff!.id, request.body.id, request.body.disabled)),
  });

  r.get('/api/admin/qryDashboard', {
    schema: {
      tags,
      summary: 'Users, recipes under audit, feedback waiting; sign-ups and active users per UTC day for 30 days',
      security: bearer,
      response: okSchema(dashboardSchema),
    },
    onRequest: app.requireStaff('dashboard'),
    handler: async () => ok(await deps.dashboard.dashboard()),
  });

  r.get('/api/admin/qryStaffAction', {
    schema: {
      tags,
      summary: 'The audit log of console writes, newest first; action narrows by the start of the action name',
      security: bearer,
      querystring: staffActionQuerySchema,
      response: okSchema(pageResultSchema(staffActionSchema)),
    },
    onRequest: app.requireStaff('staffLog'),
    handler: async (request) => ok(await deps.staffLog.page(request.query)),
  });
}
