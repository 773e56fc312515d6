import { advRecordSchema, healthSchema, pageResultSchema, qryAdvPicQuerySchema } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { cachedJson, plainJson } from '../../lib/fast-json.js';
import { presentPage } from '../../lib/paging.js';
import { toAdvRecord } from './adv.presenter.js';
import type { AdvRepository } from './adv.repository.js';

export function baseRoutes(app: FastifyInstance, deps: { db: Db; adv: AdvRepository; cache: ContentCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health', {
    schema: { tags: ['operations'], summary: 'Liveness and database reachability', response: okSchema(healthSchema) },
    handler: async () => {
      await sql`select 1`.execute(deps.db);
      return ok({ status: 'ok' as const, db: 'ok' as const, uptime: Math.round(process.uptime()) });
    },
  });

  r.get('/api/base/qryAdvPic', {
    schema: {
      tags: ['config'],
      summary: 'Config records: service phone, purchase and download links, app QR target, banners',
      querystring: qryAdvPicQuerySchema,
      response: okSchema(pageResultSchema(advRecordSchema)),
    },
    ...plainJson,
    handler: (request, reply) => {
      const { advType, lang } = request.query;
      // Public, rarely changing: let browsers and proxies keep it for a minute.
      reply.header('cache-control', 'public, max-age=60');
      // Every rendered page asks for two of these (the header's phone, the footer's QR code): kept with the
      // catalogue's answers, which the console's writes of these records drop (admin-content.service.ts).
      return cachedJson(request, reply, deps.cache, async () =>
        presentPage(await deps.adv.page({ advType, lang }, request.query), (rows) => rows.map(toAdvRecord)),
      );
    },
  });
}
