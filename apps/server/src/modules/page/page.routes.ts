import { DEFAULT_LANGUAGE, infoPageSchema, isInfoPageCode, qryPageQuerySchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { toInfoPage } from './page.presenter.js';
import type { PageRepository } from './page.repository.js';

/**
 * GET /api/base/qryPage: the privacy policy, the registration agreement and the about page, kept as
 * content records (staff edit them later). Public: visitors read the agreement before registering.
 * The page comes in the asked language (default: the caller's), else in en-US.
 */
export function pageRoutes(app: FastifyInstance, pages: PageRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/base/qryPage', {
    schema: {
      tags: ['content'],
      summary: 'A content page: code privacy, agreement or about; lang (default: the caller’s), falling back to en-US',
      querystring: qryPageQuerySchema,
      response: okSchema(infoPageSchema),
    },
    handler: async (request, reply) => {
      const { code } = request.query;
      const lang = request.query.lang ?? request.lang;
      const row = isInfoPageCode(code) ? await pages.find(code, [lang, DEFAULT_LANGUAGE]) : undefined;
      if (!row) throw new AppError(404, 'infoPage.notFound', {}, 'code');
      // Public and rarely edited: browsers and proxies may keep it for a minute.
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return ok(toInfoPage(row));
    },
  });
}
