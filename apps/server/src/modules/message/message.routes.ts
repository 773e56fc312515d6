import {
  delMsgBodySchema,
  messageSchema,
  msgCountSchema,
  pageResultSchema,
  qryUserMsgInfoQuerySchema,
  readMsgBodySchema,
  sendMsgBodySchema,
  sendMsgResultSchema,
  userIdQuerySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { MessageService } from './message.service.js';
import { AppError } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';

const tags = ['messages'];
const bearer = [{ bearer: [] }];

/** The caller's messages (the user always comes from the token; a userId in the query is ignored). */
export function messageRoutes(app: FastifyInstance, messages: MessageService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/base/qryMsgCount', {
    schema: { tags, summary: 'Unread message count', security: bearer, querystring: userIdQuerySchema, response: okSchema(msgCountSchema) },
    onRequest: app.requireUser,
    handler: async (request) => ok(await messages.count(request.user!.id)),
  });

  r.get('/api/base/qryUserMsgInfo', {
    schema: {
      tags,
      summary: "A page of the caller's messages, newest first",
      security: bearer,
      querystring: qryUserMsgInfoQuerySchema,
      response: okSchema(pageResultSchema(messageSchema)),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await messages.page(request.user!.id, request.query)),
  });

  r.post('/api/base/readMsg', {
    schema: {
      tags,
      summary: 'Mark messages read: { ids } or { all: true }; answers the unread count',
      security: bearer,
      body: readMsgBodySchema,
      response: okSchema(msgCountSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await messages.read(request.user!.id, request.body)),
  });

  r.post('/api/base/delMsg', {
    schema: {
      tags,
      summary: 'Delete messages for good; answers the unread count',
      security: bearer,
      body: delMsgBodySchema,
      response: okSchema(msgCountSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await messages.remove(request.user!.id, request.body.ids)),
  });

  r.post('/api/admin/sendMsg', {
    schema: {
      tags: ['admin'],
      summary: 'Staff: send a message to one user (userId) or to every user; delivered live through the hub',
      security: bearer,
      body: sendMsgBodySchema,
      response: okSchema(sendMsgResultSchema),
    },
    onRequest: app.requireStaff('messages'),
    handler: async (request) => {
      const { userId, title, text } = request.body;
      // An id no row can have is an unknown user, never "everyone".
      const id = userId === undefined ? null : rowId(userId);
      if (userId !== undefined && id === null) throw new AppError(404, 'message.userNotFound', {}, 'userId');
      return ok({ recipients: await messages.sendAsStaff(request.staff!.id, id, { title, content: text }) });
    },
  });
}
