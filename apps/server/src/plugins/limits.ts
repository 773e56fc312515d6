import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { tooMany } from '../lib/errors.js';

/**
 * A request hook that enforces one limit. Unlike @fastify/rate-limit's per-route hook (which runs
 * once per request), several of these can guard one route: per address and per account, per minute
 * and per hour. The scope prefixes the key so limits never share a counter; with REDIS_URL the
 * counters live in Redis and hold across nodes (see counterStore for when Redis is away).
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
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
  };
}

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, result?: Counted) => void;

/** Fixed windows in this process's memory; at most MAX_LOCAL_KEYS keys, the oldest dropped first. */
const MAX_LOCAL_KEYS = 50_000;
function createLocalCounters() {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return (key: string, timeWindow: number): Counted => {
    const at = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.endsAt <= at) {
      windows.delete(key);
      if (windows.size >= MAX_LOCAL_KEYS) windows.delete(windows.keys().next().value!);
      entry = { current: 0, endsAt: at + timeWindow };
      windows.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.endsAt - at };
  };
}

// INCR with the window set on the first hit; a key left without expiry (never expected) gets one.
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type LimitRedis = Redis & { chefLimit(key: string, windowMs: number, cb: (err: Error | null, res: [number, number]) => void): void };

/**
 * The Redis client of the counters, built so that a Redis outage never holds a request: no offline
 * queue (a command while disconnected fails at once) and a short command timeout (a half-open
 * connection). ioredis keeps reconnecting on its own; outages and returns are logged once each.
 */
export function createLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.warn({ err: err.message }, 'Redis unreachable: rate limits count in this node only until it returns');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis back: rate limits shared across nodes again');
    down = false;
  });
  redis.defineCommand('chefLimit', { numberOfKeys: 1, lua: INCR_LUA });
  return redis;
}

/**
 * The store of @fastify/rate-limit (the global allowance and every limiter above): Redis when it is
 * configured and reachable, else this node's memory. Redis being away degrades limits to per node
 * (each node allows the full amount) rather than stopping the nodes; when it returns, counting is
 * shared again without a restart, starting from Redis's own counts.
 */
export function counterStore(redis: Redis | undefined, prefix = 'chef-rl:'): FastifyRateLimitStoreCtor {
  const local = createLocalCounters();
  const shared = redis as LimitRedis | undefined;
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      if (!shared || shared.status !== 'ready') return done(null, local(key, timeWindow));
      shared.chefLimit(prefix + key, timeWindow, (err, res) => {
        done(null, err ? local(key, timeWindow) : { current: Number(res[0]), ttl: Number(res[1]) });
      });
    }

    child() {
      return this;
    }
  };
}
