import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../lib/errors.js';

/**
 * A request hook that enforces one limit. Unlike @fastify/rate-limit's per-route hook (which runs
 * once per request), several of these can guard one route: per address and per account, per minute
 * and per hour. The scope prefixes the key so limits never share a counter; with REDIS_URL the
 * counters live in Redis and hold across nodes.
 */
export function limiter(
  app: FastifyInstance,
  scope: string,
  max: number,
  timeWindow: string,
  key: (request: FastifyRequest) => string = (r) => r.ip,
) {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${scope}:${key(request)}` });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  };
}
