import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCache } from './content-cache.js';
import { ok } from './envelope.js';

/**
 * Hot public reads (lists, details, search) skip the zod response serializer, which parses the whole
 * answer again: they send JSON text made with JSON.stringify from values the service typed against the
 * shared schemas. The route still declares its zod response schema (that is what /api/docs shows), and
 * the integration tests parse every such answer with it.
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  // A string with a JSON content type is sent as it is.
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

/** The success envelope around data that is JSON text already (ok() for the fast path). */
export const okJson = (dataJson: string) => `{"code":0,"msg":"success","data":${dataJson}}`;

/** The key of a public answer: the caller's language (names in lists follow it) and the URL with its query. */
export const responseKey = (request: FastifyRequest) => `${request.lang}|${request.url}`;

/**
 * A public answer from the content cache, else computed, serialized once and kept (same answer for
 * every caller of that language and URL).
 */
export async function cachedJson(request: FastifyRequest, reply: FastifyReply, cache: ContentCache, compute: () => Promise<unknown>) {
  const key = responseKey(request);
  let json = cache.responses.get(key);
  if (json === undefined) {
    json = JSON.stringify(ok(await compute()));
    cache.responses.set(key, json);
  }
  return sendJson(reply, json);
}
