import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { unauthorized } from '../lib/errors.js';

/** What a scrape reads from the rest of the server at the moment it asks (nothing runs between scrapes). */
export interface MetricSources {
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined;
  sockets?: () => number;
  devicesOnline?: (() => number) | undefined;
  caches?: Record<string, { hits: number; misses: number }>;
}

/** Methods Node's parser accepts are a fixed set; anything unusual is one label. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The server's Prometheus metrics (issue 27), in a registry of this app (tests build several apps in
 * one process). Labels are bounded: the route is Fastify's pattern (`/api/recipe/:id`), every address
 * no route matches is `(unmatched)`, the method one of seven or OTHER, the status one of HTTP's codes.
 */
export function createMetrics() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'chef_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'chef_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'chef_db_query_duration_seconds',
    help: 'Database query time, by kind of statement',
    labelNames: ['operation'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const renders = new Counter({
    name: 'chef_page_renders_total',
    help: 'Public pages rendered on the server, by outcome (page, redirect, none: left to the browser)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const renderDuration = new Histogram({
    name: 'chef_page_render_duration_seconds',
    help: 'Time to render a public page on the server',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renderPasses = new Counter({
    name: 'chef_page_render_passes_total',
    help: "React render passes of public pages: above the pages rendered, some page asked for data its route's loader did not start",
    registers: [registry],
  });
  const sources: MetricSources = {};
  // Nothing is observed until /metrics is served (serveMetrics): a server without metrics pays nothing.
  let enabled = false;
  new Gauge({
    name: 'chef_db_pool_connections',
    help: 'Database connections of this node: open, idle, and callers waiting for one (SQLite: for the writer)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'chef_realtime_sockets',
    help: 'Live connections to the real-time hub (/messageHub) held by this node',
    registers: [registry],
    collect() {
      if (sources.sockets) this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'chef_mqtt_devices_online',
    help: 'Appliances connected to the embedded MQTT broker of this node',
    registers: [registry],
    collect() {
      if (sources.devicesOnline) this.set(sources.devicesOnline());
    },
  });
  new Counter({
    name: 'chef_cache_requests_total',
    help: 'Lookups in the in-memory caches, by cache and result (hit, miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      // The caches count for themselves (lib/ttl-cache.ts); a scrape copies their totals.
      this.reset();
      for (const [cache, counts] of Object.entries(sources.caches ?? {})) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });

  const operationOf = (node: RootOperationNode) =>
    ({ SelectQueryNode: 'select', InsertQueryNode: 'insert', UpdateQueryNode: 'update', DeleteQueryNode: 'delete' })[node.kind as string] ??
    'other';

  /**
   * Times every query (Kysely plugin): started when compiled, observed when its result comes back.
   * Keyed by the query's id object, so a query that fails leaves nothing behind.
   */
  const started = new WeakMap<object, { at: number; operation: string }>();
  const onWrite: (() => void)[] = [];
  const kyselyPlugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      started.set(queryId, { at: performance.now(), operation: operationOf(node) });
      return node;
    },
    async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const start = started.get(queryId);
      if (start) {
        if (enabled) queryDuration.observe({ operation: start.operation }, (performance.now() - start.at) / 1000);
        if (start.operation !== 'select' && start.operation !== 'other') for (const listener of onWrite) listener();
      }
      return result;
    },
  };

  return {
    registry,
    kyselyPlugin,
    sources,
    /** Called after every insert, update or delete that succeeded (the disk watch clears "full" on it). */
    onWrite(listener: () => void) {
      onWrite.push(listener);
    },
    /** One server render of a public page (modules/seo/page-render.ts). */
    observeRender(seconds: number, outcome: 'page' | 'redirect' | 'none', passes: number) {
      if (!enabled) return;
      renders.inc({ outcome });
      if (outcome !== 'none') renderDuration.observe(seconds);
      if (passes > 0) renderPasses.inc(passes);
    },
    enable() {
      enabled = true;
    },
    observeRequest(request: FastifyRequest, status: number, seconds: number) {
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      const route = request.routeOptions.url ?? '(unmatched)';
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Serves /metrics (off by default): with METRICS_TOKEN on the main port to callers that send
 * `Authorization: Bearer <token>`; with METRICS_PORT on a port of its own on METRICS_HOST (127.0.0.1
 * unless set), which asks for the token too when one is set. Counting requests starts only then, as do
 * the default metrics (event-loop lag, heap, GC: prom-client's own sampling).
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token?: string | undefined; port?: number | undefined; host: string },
) {
  const { token, port } = options;
  if (!token && port === undefined) return;
  metrics.enable();
  collectDefaultMetrics({ register: metrics.registry });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  if (port !== undefined) {
    const server = http.createServer((req, res) => {
      if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404).end();
        return;
      }
      if (token && !tokenMatches(req.headers.authorization, token)) {
        res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          res.writeHead(500).end();
        },
      );
    });
    app.decorate('metricsPort', 0);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, options.host, () => resolve());
      });
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      app.metricsPort = actual;
      app.log.info({ port: actual, host: options.host }, 'metrics served at /metrics on their own port');
    });
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics of this app; the page renderer counts its renders there. */
    metrics: Metrics;
    /** The port METRICS_PORT listens on once ready (0 asks the system for one; tests read it here). */
    metricsPort: number;
  }
}
