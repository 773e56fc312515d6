import { searchQuerySchema, searchResultSchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { plainJson, sendJson } from '../../lib/fast-json.js';
import { contentLang } from '../recipe/recipe.routes.js';
import type { SearchService } from './search.service.js';

export function searchRoutes(app: FastifyInstance, search: SearchService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/search/qrySearch', {
    schema: {
      tags: ['search'],
      summary:
        'Search recipes (type 1) or articles (type 2) by name, ingredients, description and tags; title matches first; both languages unless lang is given; at most 200 results',
      querystring: searchQuerySchema,
      response: okSchema(searchResultSchema),
    },
    ...plainJson,
    handler: async (request, reply) =>
      // Both languages unless asked: a keyword's script already says which content it can match, and an
      // English reader typing 豆腐 wants those recipes.
      sendJson(
        reply,
        JSON.stringify(ok(await search.search(request.query, contentLang(request.query.lang ?? 'all', request.lang), request.lang))),
      ),
  });
}
