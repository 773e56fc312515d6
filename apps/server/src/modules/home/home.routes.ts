import { homeQuerySchema, homeSchema, weekSelectionQuerySchema, weekSelectionSchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContentCache } from '../../lib/content-cache.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { cachedJson, plainJson, sendJson } from '../../lib/fast-json.js';
import { contentLang } from '../recipe/recipe.routes.js';
import type { HomeService } from './home.service.js';

const tags = ['home'];

export function homeRoutes(app: FastifyInstance, deps: { home: HomeService; cache: ContentCache }) {
  const { home, cache } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cook/qryHome', {
    schema: {
      tags,
      summary:
        'Every home section: week plan (the user’s, else the weekly selection), trending, recently viewed (users: kept by the server; visitors: recentIds), most popular, featured articles, banners',
      querystring: homeQuerySchema,
      response: okSchema(homeSchema),
    },
    ...plainJson,
    preHandler: app.loadUser,
    handler: async (request, reply) => {
      const { recentIds, lang } = request.query;
      const content = contentLang(lang, request.lang);
      if (request.user) return sendJson(reply, JSON.stringify(ok(await home.home(request.user.id, [], content, request.lang))));
      // A visitor's answer depends on the URL (recentIds included) and language only.
      return cachedJson(request, reply, cache, () => home.home(null, recentIds, content, request.lang));
    },
  });

  r.get('/api/cook/qryWeekSelection', {
    schema: {
      tags,
      summary: 'This week’s selection (the newest one that has started), in the content language',
      querystring: weekSelectionQuerySchema,
      response: okSchema(weekSelectionSchema),
    },
    ...plainJson,
    handler: (request, reply) =>
      cachedJson(request, reply, cache, () => home.weekSelection(contentLang(request.query.lang, request.lang), request.lang)),
  });
}
