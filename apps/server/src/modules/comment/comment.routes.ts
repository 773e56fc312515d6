import {
  addCommentSchema,
  commentQuerySchema,
  commentSchema,
  delCommentSchema,
  emptySchema,
  moderateCommentSchema,
  moderatedCommentSchema,
  moderationQuerySchema,
  pageResultSchema,
  reportCommentSchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { rowId } from '../../lib/ids.js';
import { limiter } from '../../plugins/limits.js';
import type { CommentService } from './comment.service.js';

const tags = ['comments'];
/** More than a person writes: a ceiling on comment spam from one account (429 past it). */
export const COMMENTS_PER_USER_MINUTE = 10;
/** Reports from one account: more than a reader makes, less than a campaign against an author. */
const REPORTS_PER_USER_MINUTE = 10;
const bearer = [{ bearer: [] }];

export function commentRoutes(app: FastifyInstance, comments: CommentService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cook/qryComment', {
    schema: {
      tags,
      summary: 'A page of the comments on a recipe (targetType 1) or article (2), newest first; isMine marks the caller’s',
      querystring: commentQuerySchema,
      response: okSchema(pageResultSchema(commentSchema)),
    },
    preHandler: app.loadUser,
    handler: async (request) => {
      const { targetType, targetId } = request.query;
      return ok(await comments.page(targetType, rowId(targetId) ?? 0, request.query, request.user?.id ?? null));
    },
  });

  r.post('/api/cook/addComment', {
    schema: {
      tags,
      summary: 'Comment on a recipe or article (plain text, 1-500 characters after trimming); answers the new comment',
      security: bearer,
      body: addCommentSchema,
      response: okSchema(commentSchema),
    },
    onRequest: app.requireUser,
    preHandler: limiter(app, 'comment-user', COMMENTS_PER_USER_MINUTE, '1 minute', (r) => `u${r.user!.id}`),
    handler: async (request) => {
      const { targetType, targetId, content } = request.body;
      return ok(await comments.add(request.user!, targetType, rowId(targetId) ?? 0, content));
    },
  });

  r.post('/api/cook/delComment', {
    schema: {
      tags,
      summary: 'Delete one of the caller’s own comments (another user’s: 403)',
      security: bearer,
      body: delCommentSchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => {
      await comments.remove(request.user!.id, rowId(request.body.id) ?? 0);
      return ok(null);
    },
  });

  r.post('/api/cook/reportComment', {
    schema: {
      tags,
      summary: 'Report another user’s comment to staff (once per user and comment; one’s own: 400; again: 409)',
      security: bearer,
      body: reportCommentSchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireUser,
    preHandler: limiter(app, 'comment-report-user', REPORTS_PER_USER_MINUTE, '1 minute', (r) => `u${r.user!.id}`),
    handler: async (request) => {
      await comments.report(request.user!.id, rowId(request.body.id) ?? 0);
      return ok(null);
    },
  });

  // ---- The console's moderation (area 'comments') ----

  r.get('/api/admin/qryModComment', {
    schema: {
      tags: ['admin'],
      summary:
        'Reported comments still shown (most reported first), hidden ones (state=hidden), or recent ones with a search (state=recent, keyword)',
      security: bearer,
      querystring: moderationQuerySchema,
      response: okSchema(pageResultSchema(moderatedCommentSchema)),
    },
    onRequest: app.requireStaff('comments'),
    handler: async (request) => ok(await comments.moderationPage(request.query.state, request.query.keyword, request.query)),
  });

  r.post('/api/admin/modComment', {
    schema: {
      tags: ['admin'],
      summary: 'Hide, restore or delete a comment (hide and delete with the reason its author is told); in the staff log',
      security: bearer,
      body: moderateCommentSchema,
      response: okSchema(emptySchema),
    },
    onRequest: app.requireStaff('comments'),
    handler: async (request) => ok(await comments.moderate(request.staff!.id, request.body)),
  });
}
