import {
  FEEDBACK_BROWSER_MAX,
  addFeedbackBodySchema,
  addFeedbackResultSchema,
  adminFeedbackQuerySchema,
  adminFeedbackSchema,
  emptySchema,
  feedbackSchema,
  myFeedbackQuerySchema,
  pageResultSchema,
  replyFeedbackBodySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { FeedbackService } from './feedback.service.js';

const bearer = [{ bearer: [] }];
/** More than anyone reports in earnest: a ceiling on feedback spam from one account (429 past it). */
export const FEEDBACK_PER_USER_HOUR = 10;

export function feedbackRoutes(app: FastifyInstance, feedback: FeedbackService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/feedback/addFeedback', {
    schema: {
      tags: ['feedback'],
      summary:
        'Send feedback: type 1-6, description (1-1000 characters), up to 6 screenshots (the caller’s own uploads), contact, and the attached app version, browser and page',
      security: bearer,
      body: addFeedbackBodySchema,
      response: okSchema(addFeedbackResultSchema),
    },
    onRequest: app.requireUser,
    preHandler: limiter(app, 'feedback-user', FEEDBACK_PER_USER_HOUR, '1 hour', (request) => `u${request.user!.id}`),
    handler: async (request) => {
      // A client that attaches no browser still tells us its User-Agent.
      const browser = request.body.browser ?? request.headers['user-agent']?.slice(0, FEEDBACK_BROWSER_MAX);
      return ok(await feedback.add(request.user!.id, { ...request.body, browser }));
    },
  });

  r.get('/api/feedback/qryFeedback', {
    schema: {
      tags: ['feedback'],
      summary: 'The caller’s own feedback, newest first, with status (waiting / replied), the reply and its time',
      security: bearer,
      querystring: myFeedbackQuerySchema,
      response: okSchema(pageResultSchema(feedbackSchema)),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await feedback.mine(request.user!.id, request.query)),
  });

  r.get('/api/admin/qryFeedback', {
    schema: {
      tags: ['admin'],
      summary: 'Every user’s feedback, waiting first, then newest first; filter by type and status',
      security: bearer,
      querystring: adminFeedbackQuerySchema,
      response: okSchema(pageResultSchema(adminFeedbackSchema)),
    },
    onRequest: app.requireStaff('feedback'),
    handler: async (request) => {
      const { type, status, ...page } = request.query;
      return ok(await feedback.inbox({ type, status }, page));
    },
  });

  r.post('/api/admin/replyFeedback', {
    schema: {
      tags: ['admin'],
      summary: 'Reply to feedback (1-1000 characters; replying again replaces the reply); the user gets a message',
      security: bearer,
      body: replyFeedbackBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('feedback'),
    handler: async (request) => ok(await feedback.reply(request.staff!, request.body)),
  });
}
