import {
  articleDetailSchema,
  articleListItemSchema,
  articleListQuerySchema,
  idQuerySchema,
  isPrefetch,
  pageResultSchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContentCache } from '../../lib/content-cache.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { rowId } from '../../lib/ids.js';
import { cachedJson, plainJson, sendJson } from '../../lib/fast-json.js';
import { contentLang } from '../recipe/recipe.routes.js';
import type { ArticleService } from './article.service.js';

const tags = ['articles'];

export function articleRoutes(app: FastifyInstance, deps: { articles: ArticleService; cache: ContentCache }) {
  const { articles, cache } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/article/qryArticleList', {
    schema: {
      tags,
      summary: 'A page of articles, newest first: lang (absent: the caller’s; all: both), keyword',
      querystring: articleListQuerySchema,
      response: okSchema(pageResultSchema(articleListItemSchema)),
    },
    ...plainJson,
    handler: (request, reply) =>
      cachedJson(request, reply, cache, () => articles.list(request.query, contentLang(request.query.lang, request.lang))),
  });

  r.get('/api/article/qryArticleDetail', {
    schema: {
      tags,
      summary: 'An article with its body (plain text, "## " subheadings); myRating for a signed-in caller (records a view)',
      querystring: idQuerySchema,
      response: okSchema(articleDetailSchema),
    },
    ...plainJson,
    preHandler: app.loadUser,
    handler: async (request, reply) =>
      sendJson(
        reply,
        JSON.stringify(ok(await articles.detail(rowId(request.query.id) ?? 0, request.user?.id ?? null, isPrefetch(request.headers)))),
      ),
  });
}
