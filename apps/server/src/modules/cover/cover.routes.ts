import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { IMMUTABLE_CACHE } from '../../lib/storage.js';
import { COVER_KINDS, type CoverKind } from './cover.design.js';
import type { CoverService } from './cover.service.js';

const isCoverKind = (kind: string): kind is CoverKind => (COVER_KINDS as readonly string[]).includes(kind);

/** GET /covers/<recipe|article|banner>/<id>-<hash>.webp and .sm.webp: generated covers of seeded content;
 * /covers/photo/<index>-<hash>.webp: the seeded dish photos (cover.photos.ts). */
export function coverRoutes(app: FastifyInstance, covers: CoverService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/covers/:kind/:file', {
    schema: {
      hide: true,
      params: z.object({ kind: z.string().max(20), file: z.string().max(60) }),
    },
    handler: async (request, reply) => {
      const { kind, file } = request.params;
      if (kind !== 'photo' && !isCoverKind(kind)) throw notFound();
      const answer = kind === 'photo' ? await covers.photo(file) : await covers.file(kind, file);
      if (!answer) throw notFound();
      if ('redirect' in answer) return reply.redirect(answer.redirect, 301);
      const stat = await fs.promises.stat(answer.file);
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stat.size)
        .header('cache-control', IMMUTABLE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(answer.file));
    },
  });
}
