import {
  addBasketBodySchema,
  addBasketItemBodySchema,
  addBasketResultSchema,
  basketDetailSchema,
  basketItemSchema,
  basketListSchema,
  delBasketBodySchema,
  delBasketItemBodySchema,
  deletedSchema,
  qryBasketDetailQuerySchema,
  qrySharedBasketQuerySchema,
  shareBasketBodySchema,
  shareBasketResultSchema,
  updBasketBodySchema,
  updBasketItemBodySchema,
  updBasketNameBodySchema,
  userIdQuerySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { BasketService } from './basket.service.js';

const tags = ['shopping lists'];
const bearer = [{ bearer: [] }];

/** api.md "shopping lists"; the user always comes from the token, a userId is ignored. */
export function basketRoutes(app: FastifyInstance, baskets: BasketService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/basket/qryBasket', {
    schema: {
      tags,
      summary: "The caller's shopping lists, most recently changed first, with recipe, item and ticked counts",
      security: bearer,
      querystring: userIdQuerySchema,
      response: okSchema(basketListSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.list(request.user!.id)),
  });

  r.post('/api/basket/addBasket', {
    schema: {
      tags,
      summary: 'Generate a list from recipes (ingredients merged across units of one family), or with basketId merge them into a list',
      security: bearer,
      body: addBasketBodySchema,
      response: okSchema(addBasketResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok({ id: (await baskets.add(request.user!.id, request.body)).id }),
  });

  r.get('/api/basket/qryBasketDetail', {
    schema: {
      tags,
      summary: "One of the caller's lists with its recipes and items",
      security: bearer,
      querystring: qryBasketDetailQuerySchema,
      response: okSchema(basketDetailSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.detail(request.user!.id, request.query.id)),
  });

  r.post('/api/basket/updBasket', {
    schema: {
      tags,
      summary: 'Save a whole list: its name and items (items without id are added, missing ones removed)',
      security: bearer,
      body: updBasketBodySchema,
      response: okSchema(basketDetailSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.update(request.user!.id, request.body)),
  });

  r.post('/api/basket/updBasketItem', {
    schema: {
      tags,
      summary: 'Change one item (only the fields sent): what ticking sends, so concurrent ticks never overwrite each other',
      security: bearer,
      body: updBasketItemBodySchema,
      response: okSchema(basketItemSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.updateItem(request.user!.id, request.body)),
  });

  // One change each, writing nothing else of the list (issue 31: what the offline changes send, so a
  // tick made on another device meanwhile is never undone). Each answers the list as it is then.
  r.post('/api/basket/addBasketItem', {
    schema: {
      tags,
      summary: 'Add one item to a list, nothing else of it written; answers the list',
      security: bearer,
      body: addBasketItemBodySchema,
      response: okSchema(basketDetailSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.addItem(request.user!.id, request.body)),
  });

  r.post('/api/basket/delBasketItem', {
    schema: {
      tags,
      summary: 'Remove one item of a list (one already gone is no error), the others untouched; answers the list',
      security: bearer,
      body: delBasketItemBodySchema,
      response: okSchema(basketDetailSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.removeItem(request.user!.id, request.body)),
  });

  r.post('/api/basket/updBasketName', {
    schema: {
      tags,
      summary: 'Rename a list, its items untouched; answers the list',
      security: bearer,
      body: updBasketNameBodySchema,
      response: okSchema(basketDetailSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.rename(request.user!.id, request.body)),
  });

  r.post('/api/basket/delBasket', {
    schema: {
      tags,
      summary: "Delete lists for good (ids that are not the caller's are skipped)",
      security: bearer,
      body: delBasketBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.remove(request.user!.id, request.body.ids)),
  });

  r.post('/api/basket/shareBasket', {
    schema: {
      tags,
      summary: "Turn a list's read-only share link on (an unguessable token, kept while on) or off (enabled: false)",
      security: bearer,
      body: shareBasketBodySchema,
      response: okSchema(shareBasketResultSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await baskets.share(request.user!.id, request.body.id, request.body.enabled)),
  });

  r.get('/api/basket/qrySharedBasket', {
    schema: {
      tags,
      summary: 'A shared list, read-only, for anyone holding its token (no login)',
      querystring: qrySharedBasketQuerySchema,
      response: okSchema(basketDetailSchema),
    },
    handler: async (request) => ok(await baskets.shared(request.query.token)),
  });
}
