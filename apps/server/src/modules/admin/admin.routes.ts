import {
  addStaffBodySchema,
  emptySchema,
  idQuerySchema,
  idResultSchema,
  staffAccountSchema,
  staffInfoSchema,
  staffLoginBodySchema,
  staffLoginCodeBodySchema,
  staffLoginResultSchema,
  staffRecoveryCodesSchema,
  staffSessionSchema,
  staffTotpCodeBodySchema,
  staffTotpSetupSchema,
  updPwdBodySchema,
  updStaffBodySchema,
} from '@chef/shared';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { AdminService } from './admin.service.js';

const tags = ['admin'];
const bearer = [{ bearer: [] }];

/** The staff console's own sign-in, a staff member's own password, and (admins) the staff accounts. */
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

  r.post('/api/admin/loginCode', {
    schema: {
      tags,
      summary: 'Second step of a staff sign-in with two-factor: the ticket and a code from the app or a recovery code',
      body: staffLoginCodeBodySchema,
      response: okSchema(staffSessionSchema),
    },
    // Wrong codes count toward the account's lockout with wrong passwords (admin.service.ts).
    onRequest: limiter(app, 'staff-code-ip', 10, '1 minute'),
    handler: async (request) => ok(await admin.loginCode({ ...request.body, ip: request.ip })),
  });

  r.post('/api/admin/addStaffTotp', {
    schema: {
      tags,
      summary: 'Start enrolling an authenticator app: a new secret (text and otpauth:// URI for the QR code)',
      security: bearer,
      response: okSchema(staffTotpSetupSchema),
    },
    onRequest: app.requireStaff('self'),
    handler: async (request) => ok(await admin.startTwoFactor(request.staff!)),
  });

  r.post('/api/admin/updStaffTotp', {
    schema: {
      tags,
      summary: 'Confirm the enrolment with a first code: two-factor sign-in is on; the 10 recovery codes are answered this once',
      security: bearer,
      body: staffTotpCodeBodySchema,
      response: okSchema(staffRecoveryCodesSchema),
    },
    onRequest: app.requireStaff('self'),
    handler: async (request) => ok(await admin.confirmTwoFactor(request.staff!, request.body.code)),
  });

  r.post('/api/admin/delStaffTotp', {
    schema: {
      tags,
      summary: 'Turn another account’s two-factor sign-in off (its sessions end; it enrols again if its roles require it)',
      security: bearer,
      body: idQuerySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('staff'),
    handler: async (request) => ok(await admin.resetTwoFactor(request.staff!.id, request.body.id)),
  });

  r.post('/api/admin/logout', {
    schema: { tags, summary: 'Revoke the staff token', security: bearer, response: okSchema(emptySchema) },
    onRequest: app.requireStaff('self'),
    handler: async (request) => {
      await admin.logout(request.token!);
      return ok(null);
    },
  });

  r.get('/api/admin/qryStaffInfo', {
    schema: { tags, summary: 'The signed-in staff member', security: bearer, response: okSchema(staffInfoSchema) },
    onRequest: app.requireStaff('self'),
    handler: async (request) => ok(admin.toStaffInfo(request.staff!)),
  });

  r.post('/api/admin/updStaffPwd', {
    schema: {
      tags,
      summary: 'Change my own password (my other staff sessions end)',
      security: bearer,
      body: updPwdBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('self'),
    handler: async (request) => ok(await admin.changePassword(request.staff!, request.token!, request.body)),
  });

  r.get('/api/admin/qryStaff', {
    schema: { tags, summary: 'Every staff account with its roles', security: bearer, response: okSchema(z.array(staffAccountSchema)) },
    onRequest: app.requireStaff('staff'),
    handler: async () => ok(await admin.list()),
  });

  r.post('/api/admin/addStaff', {
    schema: {
      tags,
      summary: 'Create a staff account with its roles and first password',
      security: bearer,
      body: addStaffBodySchema,
      response: okSchema(idResultSchema),
    },
    onRequest: app.requireStaff('staff'),
    handler: async (request) => ok(await admin.create(request.staff!.id, request.body)),
  });

  r.post('/api/admin/updStaff', {
    schema: {
      tags,
      summary: 'Change another account’s roles or disable / enable it (its sessions end)',
      security: bearer,
      body: updStaffBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('staff'),
    handler: async (request) => ok(await admin.update(request.staff!.id, request.body)),
  });

  r.post('/api/admin/delStaff', {
    schema: { tags, summary: 'Remove another staff account', security: bearer, body: idQuerySchema, response: okSchema(emptySchema) },
    onRequest: app.requireStaff('staff'),
    handler: async (request) => ok(await admin.remove(request.staff!.id, request.body.id)),
  });
}
