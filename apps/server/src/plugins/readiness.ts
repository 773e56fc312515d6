import { envelopeSchema, readySchema, translate, type Ready } from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { pendingMigrations } from '../db/migrate.js';
import type { DiskWatch } from '../lib/disk.js';
import { ok, okSchema } from '../lib/envelope.js';

/** A check that does not answer in this time counts as down: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 3000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS)));
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready (issue 27): whether this node should get traffic, as opposed to /api/health (the
 * process is alive). The database answers, every migration of this build is applied, Redis and the
 * device broker are connected when configured, and the data folder's disk has room. 200 when all hold;
 * else 503 with the same body and a message naming what is not ready (docs/API.md "Readiness").
 */
export function readinessRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    disk: DiskWatch;
    /** undefined: not configured ('off'). */
    redisReady: () => boolean | undefined;
    brokerReady: () => boolean | undefined;
  },
) {
  const state = (ready: boolean | undefined) => (ready === undefined ? 'off' : ready ? 'ok' : 'down');
  app.withTypeProvider<ZodTypeProvider>().get('/api/ready', {
    schema: {
      tags: ['operations'],
      summary: 'Readiness: database, migrations, Redis and broker when configured, disk space',
      response: { ...okSchema(readySchema), 503: envelopeSchema(readySchema) },
    },
    handler: async (request, reply) => {
      const [database, pending, disk] = await Promise.all([
        within(
          sql`select 1`.execute(deps.db).then(() => 'ok' as const),
          'down' as const,
        ),
        within(pendingMigrations(deps.db), null),
        deps.disk.state(),
      ]);
      const checks: Ready['checks'] = {
        database,
        migrations: pending?.length === 0 ? 'ok' : 'pending',
        redis: state(deps.redisReady()),
        broker: state(deps.brokerReady()),
        disk: disk.state,
      };
      const notReady = (Object.keys(checks) as (keyof Ready['checks'])[]).filter((key) => !['ok', 'off'].includes(checks[key]));
      const data = { ready: notReady.length === 0, checks, notReady };
      if (data.ready) return ok(data);
      return reply.status(503).send({ code: 503, msg: translate(request.lang, 'error.notReady', { checks: notReady.join(', ') }), data });
    },
  });
}
