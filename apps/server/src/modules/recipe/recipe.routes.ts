import {
  categorySchema,
  countrySchema,
  idQuerySchema,
  isPrefetch,
  pageResultSchema,
  recipeDetailSchema,
  recipeListItemSchema,
  recipeListQuerySchema,
  type ContentLang,
  type Language,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentCache } from '../../lib/content-cache.js';
import { okSchema } from '../../lib/envelope.js';
import { rowId } from '../../lib/ids.js';
import { cachedJson, okJson, plainJson, responseKey, sendJson } from '../../lib/fast-json.js';
import type { RecipeService } from './recipe.service.js';

const tags = ['recipes'];

/** The content language of a list: the asked one, 'all' (null), or the caller's (Accept-Language) when absent. */
export const contentLang = (asked: ContentLang | undefined, callerLang: Language): Language | null =>
  asked === 'all' ? null : (asked ?? callerLang);

export function recipeRoutes(app: FastifyInstance, deps: { recipes: RecipeService; cache: ContentCache }) {
  const { recipes, cache } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cook/qryRecipeList', {
    schema: {
      tags,
      summary: 'A page of published recipes: filters, sort new / hot / rating, lang (absent: the caller’s; all: both), keyword',
      querystring: recipeListQuerySchema,
      response: okSchema(pageResultSchema(recipeListItemSchema)),
    },
    ...plainJson,
    handler: (request, reply) =>
      cachedJson(request, reply, cache, () => recipes.list(request.query, contentLang(request.query.lang, request.lang), request.lang)),
  });

  r.get('/api/cook/qryRecipeDetail', {
    schema: {
      tags,
      summary: 'A published recipe with every part; for a signed-in caller also myRating (records a view)',
      querystring: idQuerySchema,
      response: okSchema(recipeDetailSchema),
    },
    ...plainJson,
    handler: async (request, reply) => {
      // An id no row can have (past 32 bits: PostgreSQL would fail the statement) is row 0: not found.
      const id = rowId(request.query.id) ?? 0;
      // The token is looked up only when one is sent (visitors, the hot path, skip the hook machinery).
      if (request.headers.authorization) await app.loadUser(request);
      const userId = request.user?.id ?? null;
      const speculative = isPrefetch(request.headers);
      if (userId !== null) return sendJson(reply, okJson(await recipes.detailJson(id, request.lang, userId, speculative)));
      // Visitors share one serialized answer per recipe and language; every view still counts.
      const key = responseKey(request);
      const cached = cache.responses.get(key);
      if (cached !== undefined) {
        if (!speculative) recipes.countView(id);
        return sendJson(reply, cached);
      }
      const json = okJson(await recipes.detailJson(id, request.lang, null, speculative));
      cache.responses.set(key, json);
      return sendJson(reply, json);
    },
  });

  r.get('/api/cook/qryCategory', {
    schema: {
      tags,
      summary: 'Recipe categories, named in the caller’s language, in display order',
      response: okSchema(z.array(categorySchema)),
    },
    ...plainJson,
    handler: (request, reply) => cachedJson(request, reply, cache, () => recipes.categories(request.lang)),
  });

  r.get('/api/cook/qryCountry', {
    schema: { tags, summary: 'Countries of recipes, named in the caller’s language', response: okSchema(z.array(countrySchema)) },
    ...plainJson,
    handler: (request, reply) => cachedJson(request, reply, cache, () => recipes.countries(request.lang)),
  });
}
