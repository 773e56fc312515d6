#!/usr/bin/env node
/**
 * npm run bench: load-tests the production server build, route by route, and reports throughput and
 * latency side by side (plus each route's requests/s as a share of /api/health measured in the same
 * run, which factors out the machine). A report, not a gate: no timing thresholds. Exits 1 only when
 * the server does not start or a route answers anything but 2xx (or drops connections).
 *
 * The server runs on a fresh SQLite database in a temporary DATA_DIR with the demo seed plus a
 * synthetic catalogue (100,000 recipes, half Chinese: bench-catalogue.mjs), and with the global
 * per-address rate limit off (RATE_LIMIT_MAX=0) so the limiter does not turn the run into 429s.
 * Before the load runs, qrySearch is timed one request at a time over common, rare, English and
 * Chinese (1, 2 and 3+ character) keywords: p50/p95 per kind.
 *
 * Settings (environment): BENCH_SECONDS (default 10) per route, BENCH_CONNECTIONS (default 50),
 * BENCH_WARMUP_SECONDS (default 2) per route, BENCH_PORT (default: a free port), BENCH_RECIPES
 * (default 100000), BENCH_DATABASE_URL (postgres://...: a throwaway database on that server instead
 * of SQLite, created and dropped by the run), BENCH_ROUTES (words separated by commas: only the routes
 * whose name contains one of them, plus health; e.g. `rendered` for the pages).
 * Results: printed as a table and written to .tmp/bench-results.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { detailPaths, listPaths, prepareDatabase, printSearch, timeSearch } from './bench-catalogue.mjs';
import {
  atCleanup,
  ensureBuild,
  freePort,
  gitCommit,
  isStopping,
  log,
  positiveNumber,
  root,
  runBench,
  scratchDatabase,
  startServer,
} from './bench-server.mjs';

/** What a browser sends with a page request that changes the answer. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The routes measured, in order. Add an entry per route: { name, path, method?, headers?, body? }.
 * Paths are relative to the server; the demo seed (SEED_DEMO=true) provides the data they read.
 * Keep /api/health: the "% of health" column is relative to it.
 */
const ROUTES = [
  { name: 'health', path: '/api/health' },
  { name: 'qryAdvPic (service phone)', path: '/api/base/qryAdvPic?current=1&size=1&advType=phone&lang=en-US' },
  // Routes with `paths` cycle through many URLs (built from the synthetic catalogue, see
  // bench-catalogue.mjs); `path` is the one checked before the run.
  {
    name: 'qryRecipeList (2,000 URLs: pages, sorts, langs, filters)',
    path: '/api/cook/qryRecipeList',
    paths: (catalogue) => listPaths(catalogue, 2000),
  },
  {
    name: 'qryRecipeList (every request a distinct URL: no cached answer)',
    path: '/api/cook/qryRecipeList',
    paths: (catalogue) => listPaths(catalogue, 200_000, { bust: true }),
  },
  {
    name: 'qryRecipeDetail (ids of all recipes, long tail of popularity)',
    path: '/api/cook/qryRecipeDetail?id=1',
    paths: (catalogue) => detailPaths(catalogue, 200_000, { popular: true }),
  },
  {
    name: 'qryRecipeDetail (ids uniformly random: mostly no cached answer)',
    path: '/api/cook/qryRecipeDetail?id=1',
    paths: (catalogue) => detailPaths(catalogue, 200_000),
  },
  // The recipe page a visitor opens, rendered on the server (issue 13): warm (100 pages, kept by the
  // node's page cache after the warm-up) and cold (every request a page not rendered before). Asked for
  // as a browser asks for a page: compressed.
  {
    name: 'recipe detail page, rendered (100 pages: warm)',
    path: '/home/recipeDetail/1',
    headers: BROWSER,
    paths: (catalogue) => detailPaths(catalogue, 100, { page: true }),
  },
  {
    name: 'recipe detail page, rendered (ids uniformly random: cold)',
    path: '/home/recipeDetail/1',
    headers: BROWSER,
    paths: (catalogue) => detailPaths(catalogue, 200_000, { page: true }),
  },
];

/** BENCH_ROUTES: the routes measured (health always, for the ratio). */
const routeWords = (process.env.BENCH_ROUTES ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const ROUTES_RUN =
  routeWords.length === 0
    ? ROUTES
    : ROUTES.filter((route) => route.path === '/api/health' || routeWords.some((word) => route.name.includes(word)));

/** Synthetic recipes added to the demo seed before the server starts (BENCH_RECIPES, default 100,000). */
const catalogueSize = positiveNumber('BENCH_RECIPES', 100_000, { allowZero: true });
let catalogue; // what prepareDatabase answered
let databaseKind; // 'sqlite' or 'postgres'
let running; // the autocannon instance in flight, stopped on Ctrl-C
let serverPid; // the server's process, whose CPU time each route is charged

/**
 * CPU seconds the server's process has used so far, all its threads (Linux: /proc/<pid>/stat, user +
 * system, in clock ticks of 1/100 s), or null elsewhere. Requests per CPU-second is a route's throughput
 * per core: unlike req/s it holds on a machine shared with other work.
 */
async function serverCpuSeconds() {
  try {
    const fields = (await readFile(`/proc/${serverPid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const HEALTH_PATH = '/api/health';

const seconds = positiveNumber('BENCH_SECONDS', 10);
const connections = positiveNumber('BENCH_CONNECTIONS', 50);
const warmupSeconds = positiveNumber('BENCH_WARMUP_SECONDS', 2, { allowZero: true });
const resultsFile = path.join(root, '.tmp', 'bench-results.json');

/**
 * The scratch database (SQLite in a temporary DATA_DIR, or the throwaway PostgreSQL one) prepared
 * with the demo seed and the synthetic catalogue, then the production server on it.
 */
async function prepareAndStart(port) {
  const { dataDir, databaseUrl, kind } = await scratchDatabase();
  log(`preparing ${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}: demo seed + ${catalogueSize} synthetic recipes`);
  catalogue = await prepareDatabase({ databaseUrl, count: catalogueSize, log });
  databaseKind = kind;
  log(`demo seed ${catalogue.seedMs.toFixed(0)} ms; synthetic recipes inserted in ${(catalogue.insertMs / 1000).toFixed(1)} s`);
  const { base, server } = await startServer({ port, dataDir, databaseUrl, env: { SEED_DEMO: 'true' } });
  serverPid = server.pid;
  return base;
}

/** One request per route before loading it, so a broken route is named clearly rather than as a count. */
async function preflight(base, route) {
  const res = await fetch(base + route.path, { method: route.method ?? 'GET', headers: route.headers, body: route.body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route.name}: ${route.method ?? 'GET'} ${route.path} answered ${res.status}: ${text.slice(0, 300)}`);
}

function nextPath(paths) {
  let next = 0;
  return (request) => ({ ...request, path: paths[next++ % paths.length] });
}

function load(base, route, duration) {
  if (isStopping()) return Promise.reject(new Error('stopped'));
  const instance = autocannon({
    url: base + route.path,
    // Many URLs, taken in turn across all connections (a per-connection list would have every
    // connection ask the same URLs in the same order, mostly answered from the cache).
    ...(route.paths ? { requests: [{ setupRequest: nextPath(route.paths(catalogue)) }] } : {}),
    method: route.method ?? 'GET',
    headers: route.headers,
    body: route.body,
    connections,
    duration,
    title: route.name,
  });
  running = instance;
  return instance.then(
    (result) => {
      running = undefined;
      return result;
    },
    (err) => {
      running = undefined;
      throw err;
    },
  );
}

const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

function printTable(rows) {
  const header = ['route', 'req/s (avg)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', '% of health', 'req per server CPU-s'];
  const lines = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.latencyMs.p50.toFixed(2),
    r.latencyMs.p99.toFixed(2),
    String(r.non2xx),
    String(r.errors),
    r.percentOfHealth === null ? 'n/a' : `${r.percentOfHealth.toFixed(1)}%`,
    r.requestsPerCpuSecond === null ? 'n/a' : r.requestsPerCpuSecond.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log('');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log('');
}

async function main() {
  ensureBuild();
  const port = await freePort();
  log(`starting the server on 127.0.0.1:${port}`);
  const base = await prepareAndStart(port);
  atCleanup(() => running?.stop());
  for (const route of ROUTES_RUN) await preflight(base, route);

  log('timing qrySearch');
  const search = await timeSearch(base);
  printSearch(search);

  const loadBefore = os.loadavg().map((value) => round(value));
  log(`load average (1, 5, 15 min) before the routes: ${loadBefore.join(', ')}`);
  log(`${ROUTES_RUN.length} routes, ${connections} connections, ${warmupSeconds} s warm-up + ${seconds} s each`);
  const measured = [];
  for (const route of ROUTES_RUN) {
    if (warmupSeconds > 0) {
      log(`${route.name}: warming up`);
      await load(base, route, warmupSeconds);
    }
    log(`${route.name}: measuring`);
    const cpuBefore = await serverCpuSeconds();
    const result = await load(base, route, seconds);
    const cpuAfter = await serverCpuSeconds();
    measured.push({ route, result, cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore });
  }

  const loadAfter = os.loadavg().map((value) => round(value));
  log(`load average (1, 5, 15 min) at the end of the routes: ${loadAfter.join(', ')}`);
  const health = measured.find(({ route }) => route.path === HEALTH_PATH && (route.method ?? 'GET') === 'GET');
  const healthRps = health?.result.requests.average;
  const rows = measured.map(({ route, result, cpuSeconds }) => ({
    name: route.name,
    method: route.method ?? 'GET',
    path: route.path,
    requestsPerSecond: round(result.requests.average),
    requests: result.requests.total,
    latencyMs: {
      average: round(result.latency.average),
      p50: round(result.latency.p50),
      p90: round(result.latency.p90),
      p99: round(result.latency.p99),
      max: round(result.latency.max),
    },
    throughputBytesPerSecond: round(result.throughput.average, 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
    percentOfHealth: healthRps ? round((result.requests.average / healthRps) * 100, 1) : null,
    serverCpuSeconds: round(cpuSeconds),
    requestsPerCpuSecond: cpuSeconds ? round(result.requests.total / cpuSeconds, 1) : null,
  }));

  printTable(rows);

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    seconds,
    warmupSeconds,
    connections,
    loadAverage: { routesStart: loadBefore, end: loadAfter },
    database: databaseKind,
    recipes: catalogue.total,
    seedMs: round(catalogue.seedMs, 0),
    search,
    routes: rows,
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(root, resultsFile)}`);

  const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  for (const r of failed) {
    log(
      `FAILED ${r.name}: ${r.non2xx} non-2xx (status codes ${JSON.stringify(r.statusCodes)}), ${r.errors} errors (${r.timeouts} timeouts)`,
    );
  }
  return failed.length === 0 ? 0 : 1;
}

await runBench(main);
