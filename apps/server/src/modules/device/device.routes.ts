import {
  addDeviceBodySchema,
  addDeviceResultSchema,
  adminDeviceActionBodySchema,
  adminDeviceSchema,
  bindDeviceBodySchema,
  deviceCommandBodySchema,
  deviceIdBodySchema,
  deviceSecretResultSchema,
  emptySchema,
  myDeviceSchema,
  pageResultSchema,
  qryDeviceQuerySchema,
  renewDeviceSecretBodySchema,
  sendRecipeBodySchema,
  sendRecipeResultSchema,
  updDeviceBodySchema,
  userIdQuerySchema,
} from '@chef/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { DeviceService } from './device.service.js';

const tags = ['devices'];
const bearer = [{ bearer: [] }];

/** Wrong pairing codes are limited like logins (user.routes.ts LIMITS): per address and per device. */
export const PAIR_LIMITS = { perIpMinute: 10, perDevice15Min: 10 };

/** The owner's device calls (api.md "devices", device-protocol.md "Portal calls") and staff provisioning. */
export function deviceRoutes(app: FastifyInstance, devices: DeviceService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const snOf = (request: FastifyRequest) => String((request.body as { sn?: unknown } | undefined)?.sn ?? request.ip).toUpperCase();

  r.get('/api/device/qryMyDevice', {
    schema: {
      tags,
      summary: "The caller's devices",
      security: bearer,
      querystring: userIdQuerySchema,
      response: okSchema(z.array(myDeviceSchema)),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await devices.mine(request.user!.id)),
  });

  r.post('/api/device/bindDevice', {
    schema: {
      tags,
      summary: 'Bind a device with the pairing code its screen shows',
      security: bearer,
      body: bindDeviceBodySchema,
      response: okSchema(myDeviceSchema),
    },
    onRequest: [app.requireUser, limiter(app, 'pair-ip', PAIR_LIMITS.perIpMinute, '1 minute')],
    preHandler: limiter(app, 'pair-device', PAIR_LIMITS.perDevice15Min, '15 minutes', snOf),
    handler: async (request) => ok(await devices.bind(request.user!.id, request.body.sn, request.body.pairCode)),
  });

  r.post('/api/device/unbindDevice', {
    schema: {
      tags,
      summary: 'Unbind one of the caller’s devices',
      security: bearer,
      body: deviceIdBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => {
      await devices.unbind(request.user!.id, request.body.id);
      return ok(null);
    },
  });

  r.post('/api/device/updDevice', {
    schema: {
      tags,
      summary: 'Rename one of the caller’s devices',
      security: bearer,
      body: updDeviceBodySchema,
      response: okSchema(myDeviceSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await devices.rename(request.user!.id, request.body.id, request.body.name)),
  });

  r.post('/api/device/sendRecipe', {
    schema: {
      tags,
      summary: 'Send a recipe to one of the caller’s devices (checked against its model first)',
      security: bearer,
      body: sendRecipeBodySchema,
      response: okSchema(sendRecipeResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await devices.sendRecipe(request.user!.id, request.body.deviceId, request.body.recipeId)),
  });

  r.post('/api/device/command', {
    schema: {
      tags,
      summary: 'Pause, resume or stop the running program',
      security: bearer,
      body: deviceCommandBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => {
      await devices.command(request.user!.id, request.body.deviceId, request.body.action);
      return ok(null);
    },
  });

  r.post('/api/admin/addDevice', {
    schema: {
      tags: ['admin'],
      summary: 'Provision a device: its secret is in this answer only',
      security: bearer,
      body: addDeviceBodySchema,
      response: okSchema(addDeviceResultSchema),
    },
    onRequest: app.requireStaff('devices'),
    handler: async (request) => ok(await devices.provision(request.body.sn, request.body.model, request.staff!.id)),
  });

  r.get('/api/admin/qryDevice', {
    schema: {
      tags: ['admin'],
      summary: 'Every device with its owner, state and last report',
      security: bearer,
      querystring: qryDeviceQuerySchema,
      response: okSchema(pageResultSchema(adminDeviceSchema)),
    },
    onRequest: app.requireStaff('devices'),
    handler: async (request) => {
      const { sn, ownerId, state } = request.query;
      return ok(await devices.adminPage(request.query, { sn: sn || undefined, ownerId, state }));
    },
  });

  // ---- The fleet (issue 29): every action in the staff log ----

  r.post('/api/admin/unbindDevice', {
    schema: {
      tags: ['admin'],
      summary: 'Unbind a device from its owner (the program in progress is forgotten); the owner is told the reason',
      security: bearer,
      body: adminDeviceActionBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('devices'),
    handler: async (request) => ok(await devices.adminUnbind(request.staff!.id, request.body.id, request.body.reason)),
  });

  r.post('/api/admin/revokeDevice', {
    schema: {
      tags: ['admin'],
      summary: 'Revoke a device: its MQTT connection ends now, its secret stops working, it leaves its owner (told the reason)',
      security: bearer,
      body: adminDeviceActionBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('devices'),
    handler: async (request) => ok(await devices.adminRevoke(request.staff!.id, request.body.id, request.body.reason)),
  });

  r.post('/api/admin/renewDeviceSecret', {
    schema: {
      tags: ['admin'],
      summary: 'Issue a new secret (in this answer only); the old one stops working and its connection ends',
      security: bearer,
      body: renewDeviceSecretBodySchema,
      response: okSchema(deviceSecretResultSchema),
    },
    onRequest: app.requireStaff('devices'),
    handler: async (request) => ok(await devices.adminRenewSecret(request.staff!.id, request.body.id)),
  });
}
