import {
  adminArticleQuerySchema,
  adminPageQuerySchema,
  adminWeekQuerySchema,
  advInputSchema,
  adminAdvRecordSchema,
  articleDetailSchema,
  articleInputSchema,
  articleListItemSchema,
  delIdsBodySchema,
  deletedSchema,
  idQuerySchema,
  idResultSchema,
  infoPageSchema,
  pageResultSchema,
  qryAdvPicQuerySchema,
  recipeListItemSchema,
  recipeOptionsQuerySchema,
  setWeekSelectionBodySchema,
  updAdvBodySchema,
  updArticleBodySchema,
  updPageBodySchema,
  weekSelectionSchema,
  emptySchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { AdminContentService } from './admin-content.service.js';

const tags = ['admin'];
const bearer = [{ bearer: [] }];

/**
 * The console's content calls (api.md "admin": articles, adverts, weekly selection, content pages):
 * staff tokens only (a portal user's token and a visitor get 401). Every write is in the audit log.
 */
export function adminContentRoutes(app: FastifyInstance, content: AdminContentService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { security: bearer, tags };
  const onRequest = app.requireStaff('content');

  // ---- articles ----

  r.get('/api/admin/qryArticle', {
    schema: {
      ...staff,
      summary: 'Articles for staff: a page, newest first; keyword (search index), lang',
      querystring: adminArticleQuerySchema,
      response: okSchema(pageResultSchema(articleListItemSchema)),
    },
    onRequest,
    handler: async (request) => ok(await content.articleList(request.query)),
  });

  r.get('/api/admin/qryArticleDetail', {
    schema: {
      ...staff,
      summary: 'An article with its body, for editing',
      querystring: idQuerySchema,
      response: okSchema(articleDetailSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.articleDetail(request.query.id)),
  });

  r.post('/api/admin/addArticle', {
    schema: {
      ...staff,
      summary: 'Publish an article (body in the editor’s safe format; cover and pictures: the caller’s uploads)',
      body: articleInputSchema,
      response: okSchema(idResultSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.addArticle(request.staff!, request.body)),
  });

  r.post('/api/admin/updArticle', {
    schema: { ...staff, summary: 'Change an article (every field)', body: updArticleBodySchema, response: okSchema(emptySchema) },
    onRequest,
    handler: async (request) => ok(await content.updArticle(request.staff!, request.body)),
  });

  r.post('/api/admin/delArticle', {
    schema: {
      ...staff,
      summary: 'Delete articles with their ratings and comments (unknown ids are skipped)',
      body: delIdsBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.delArticles(request.staff!, request.body.ids)),
  });

  // ---- adverts and config records ----

  r.get('/api/admin/qryAdv', {
    schema: {
      ...staff,
      summary: 'Config records (service phone, links, QR target, banners) by type and language, in order',
      querystring: qryAdvPicQuerySchema,
      response: okSchema(pageResultSchema(adminAdvRecordSchema)),
    },
    onRequest,
    handler: async (request) => {
      const { advType, lang } = request.query;
      return ok(await content.advList({ advType, lang }, request.query));
    },
  });

  r.post('/api/admin/addAdv', {
    schema: {
      ...staff,
      summary: 'Add a config record: one a language for each type, banners up to BANNERS_MAX a language',
      body: advInputSchema,
      response: okSchema(adminAdvRecordSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.addAdv(request.staff!, request.body)),
  });

  r.post('/api/admin/updAdv', {
    schema: { ...staff, summary: 'Change a config record', body: updAdvBodySchema, response: okSchema(adminAdvRecordSchema) },
    onRequest,
    handler: async (request) => ok(await content.updAdv(request.staff!, request.body)),
  });

  r.post('/api/admin/delAdv', {
    schema: {
      ...staff,
      summary: 'Delete config records (unknown ids are skipped)',
      body: delIdsBodySchema,
      response: okSchema(deletedSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.delAdvs(request.staff!, request.body.ids)),
  });

  // ---- weekly selection ----

  r.get('/api/admin/qryWeekSelection', {
    schema: {
      ...staff,
      summary: 'The selection chosen for a week (week: its Monday), in order',
      querystring: adminWeekQuerySchema,
      response: okSchema(weekSelectionSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.week(request.query.week, request.lang)),
  });

  r.post('/api/admin/setWeekSelection', {
    schema: {
      ...staff,
      summary: 'Publish a week’s selection: the published recipes in order, replacing that week’s list',
      body: setWeekSelectionBodySchema,
      response: okSchema(weekSelectionSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.setWeek(request.staff!, request.body, request.lang)),
  });

  r.get('/api/admin/qryRecipeOptions', {
    schema: {
      ...staff,
      summary: 'Published recipes matching a keyword (name matches first), for the selection’s picker',
      querystring: recipeOptionsQuerySchema,
      response: okSchema(z.array(recipeListItemSchema)),
    },
    onRequest,
    handler: async (request) => ok(await content.recipeOptions(request.query.keyword, request.query.lang ?? null, request.lang)),
  });

  // ---- content pages ----

  r.get('/api/admin/qryPage', {
    schema: {
      ...staff,
      summary: 'A content page (privacy, agreement, about) in exactly one language, null when it has none',
      querystring: adminPageQuerySchema,
      response: okSchema(infoPageSchema.nullable()),
    },
    onRequest,
    handler: async (request) => ok(await content.page(request.query.code, request.query.lang)),
  });

  r.post('/api/admin/updPage', {
    schema: {
      ...staff,
      summary: 'Write a content page’s title and text in one language (the editor’s safe format)',
      body: updPageBodySchema,
      response: okSchema(infoPageSchema),
    },
    onRequest,
    handler: async (request) => ok(await content.updPage(request.staff!, request.body)),
  });
}
