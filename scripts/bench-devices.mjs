#!/usr/bin/env node
/**
 * npm run bench:devices: the figures of issue 12 (the appliance over MQTT), against the production
 * build on the embedded broker (aedes, in the server's process). A report, not a gate: no timing
 * thresholds. Exits 1 only when the server does not start, a device or the owner's socket cannot
 * connect, or reports are lost (no CookProgress within 2 s).
 *
 * The database (bench-catalogue.mjs: demo seed + BENCH_RECIPES synthetic recipes, for the recipe list
 * of part 2) gets BENCH_DEVICES + 2 users with one live session each and as many provisioned devices
 * (a random secret each, stored as its sha256 as `device:add` does), each bound to its own user with a
 * program in flight, written straight through the server's build (pairing by code is rate limited and
 * tested elsewhere). Devices connect as SimulatedDevice (apps/server/src/tools/simulated-device.ts):
 * sn and secret, last will, own down topics, retained state; their progress reports are published on
 * their up/progress topic (QoS 0) by this script, so that each one can be recognised.
 *
 * 1. Latency: one probe device, its owner signed in on /messageHub (socket.io-client, websocket).
 *    BENCH_REPORTS reports, one at a time, each with the next stepIndex (the server forwards a report
 *    at once when the step changes, else at most one per device every 200 ms) and a unique `remaining`:
 *    per report, the time from just before the MQTT publish to the owner's socket receiving that
 *    CookProgress. BENCH_WARMUP_REPORTS first, unmeasured.
 * 2. Flood: autocannon (BENCH_CONNECTIONS connections, BENCH_SECONDS each) on /api/health and on the
 *    recipe list (2,000 list URLs of bench.mjs) without, then with, one device publishing BENCH_FLOOD_RATE
 *    progress reports a second on one step (the realistic flood: each is parsed and checked, one hub
 *    event per 200 ms goes out).
 * 3. Scale: BENCH_DEVICES more devices connect (BENCH_CONNECT_BATCH at a time) and each publishes a
 *    progress report a second (the protocol's rate while cooking), its step advancing every 10 reports;
 *    connected count, the server's RSS, then part 1 again under that load.
 * The bench, autocannon and the server share the machine's cores: on a small machine the figures are
 * noisy and the client is part of the load.
 *
 * Settings (environment): BENCH_REPORTS (1000), BENCH_WARMUP_REPORTS (50), BENCH_DEVICES (2000),
 * BENCH_CONNECT_BATCH (100), BENCH_FLOOD_RATE (1000), BENCH_SECONDS (10), BENCH_CONNECTIONS (20),
 * BENCH_RECIPES (10000), BENCH_PORT, BENCH_DATABASE_URL (postgres://...: a throwaway database).
 * Results: printed and written to .tmp/bench-devices.json.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { deviceTopic } from '@chef/shared';
import { io } from 'socket.io-client';
import { listPaths, prepareDatabase } from './bench-catalogue.mjs';
import {
  atCleanup,
  distModule,
  ensureBuild,
  freePort,
  gitCommit,
  isStopping,
  log,
  positiveNumber,
  root,
  runBench,
  scratchDatabase,
  sleep,
  startServer,
} from './bench-server.mjs';

const reportCount = Math.floor(positiveNumber('BENCH_REPORTS', 1000));
const warmupReports = Math.floor(positiveNumber('BENCH_WARMUP_REPORTS', 50, { allowZero: true }));
const deviceCount = Math.floor(positiveNumber('BENCH_DEVICES', 2000, { allowZero: true }));
const connectBatch = Math.floor(positiveNumber('BENCH_CONNECT_BATCH', 100));
const floodRate = positiveNumber('BENCH_FLOOD_RATE', 1000);
const seconds = positiveNumber('BENCH_SECONDS', 10);
const connections = Math.floor(positiveNumber('BENCH_CONNECTIONS', 20));
const catalogueSize = Math.floor(positiveNumber('BENCH_RECIPES', 10_000, { allowZero: true }));
const resultsFile = path.join(root, '.tmp', 'bench-devices.json');

const HUB_PATH = '/messageHub';
const LOST_AFTER_MS = 2000;
const STEP_COUNT = 10;
/** Devices (with their users and sessions) written per transaction. */
const INSERT_BATCH = 500;

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]);
const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p) => round(percentile(sorted, p));
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted.at(-1)) };
}

/** The server's resident memory in MiB (Linux: /proc/<pid>/status), or null. */
async function rssMiB(pid) {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? round(kb / 1024, 1) : null;
  } catch {
    return null;
  }
}

/** A free port for the embedded broker (freePort answers BENCH_PORT when set: that one is the server's). */
const brokerPort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// ---------------------------------------------------------------------------------------------------
// The database: `count` users with a session, each owning one provisioned device with a program in flight.

async function createOwnedDevices(databaseUrl, count) {
  const { createDb } = await distModule('db/index.js');
  const { newSession, sha256 } = await distModule('lib/crypto.js');
  const { DEFAULT_UNIT_TYPE, TOKEN_TTL_DAYS } = await import('@chef/shared');
  const db = createDb(databaseUrl);
  try {
    const recipeId = (await db.selectFrom('recipes').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const devices = [];
    for (let first = 0; first < count; first += INSERT_BATCH) {
      const size = Math.min(INSERT_BATCH, count - first);
      await db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        const users = await trx
          .insertInto('users')
          .values(
            Array.from({ length: size }, (_, i) => ({
              mobile: null,
              email: `bench-device-owner-${first + i}@example.com`,
              password_hash: 'x',
              nickname: `owner ${first + i}`,
              avatar: null,
              gender: null,
              birthday: null,
              language: 'en-US',
              unit_type: DEFAULT_UNIT_TYPE,
              created_at: at,
              updated_at: at,
            })),
          )
          .returning('id')
          .execute();
        const rows = users.map(({ id }, i) => ({
          userId: id,
          sn: `BENCH-${String(first + i).padStart(6, '0')}`,
          secret: randomBytes(16).toString('base64url'),
          programId: randomUUID(),
          session: newSession(new Date(), TOKEN_TTL_DAYS * 86_400_000),
        }));
        await trx
          .insertInto('user_tokens')
          .values(
            rows.map(({ userId, session }) => ({
              user_id: userId,
              token_hash: session.tokenHash,
              created_at: session.createdAt,
              expires_at: session.expiresAt,
            })),
          )
          .execute();
        const ids = await trx
          .insertInto('devices')
          .values(
            rows.map((row) => ({
              sn: row.sn,
              model: 'CR-2',
              secret_hash: sha256(row.secret),
              user_id: row.userId,
              name: row.sn,
              bound_at: at,
              program_id: row.programId,
              program_recipe_id: recipeId,
              program_user_id: row.userId,
              program_sent_at: at,
              created_at: at,
            })),
          )
          .returning('id')
          .execute();
        rows.forEach((row, i) => devices.push({ ...row, token: row.session.token, deviceId: String(ids[i].id) }));
      });
    }
    return devices;
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------

const sockets = [];
const connectedDevices = [];

function connectOwner(base, token) {
  const socket = io(base, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`hub connection: ${err.message}`)));
  });
}

const progress = (device, stepIndex, remaining) =>
  JSON.stringify({
    programId: device.programId,
    stepIndex,
    stepCount: STEP_COUNT,
    remaining,
    temperature: 80,
    speed: 3,
    status: 'running',
  });

/** Part 1: reports one at a time, each on the next step; per report, publish -> the owner's CookProgress. */
async function measureLatency(probe, count) {
  const waiting = new Map();
  const onEvent = (event) => {
    if (event.deviceId === probe.deviceId) waiting.get(event.remaining)?.(performance.now());
  };
  probe.socket.on('CookProgress', onEvent);
  const times = [];
  let lost = 0;
  for (let n = 0; n < count && !isStopping(); n += 1) {
    // The sequence number rides in `remaining` (unique within a run of up to 5,940 reports).
    const remaining = n % 5940;
    const received = new Promise((resolve) => {
      waiting.set(remaining, resolve);
      setTimeout(() => resolve(null), LOST_AFTER_MS);
    });
    const started = performance.now();
    probe.sim.client.publish(probe.topic, progress(probe, n % STEP_COUNT, remaining), { qos: 0 });
    const at = await received;
    waiting.delete(remaining);
    if (at === null) lost += 1;
    else times.push(at - started);
  }
  probe.socket.off('CookProgress', onEvent);
  return { ...summary(times), lost };
}

async function connectDevice(SimulatedDevice, url, device) {
  const sim = await SimulatedDevice.connect({ url, sn: device.sn, secret: device.secret });
  connectedDevices.push(sim);
  return { ...device, sim, topic: deviceTopic(device.sn, 'up', 'progress') };
}

function autocannonRun(base, route) {
  return autocannon({
    url: base + route.path,
    ...(route.paths ? { requests: [{ setupRequest: nextPath(route.paths) }] } : {}),
    connections,
    duration: seconds,
    title: route.name,
  });
}
function nextPath(paths) {
  let next = 0;
  return (request) => ({ ...request, path: paths[next++ % paths.length] });
}

/** One device publishing `rate` reports a second on one step, in slices every 10 ms; stop() answers the rate achieved. */
function flood(device, rate) {
  let sent = 0;
  let owed = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    owed += rate / 100;
    for (; owed >= 1; owed -= 1) {
      device.sim.client.publish(device.topic, progress(device, 0, sent % 5940), { qos: 0 });
      sent += 1;
    }
  }, 10);
  return () => {
    clearInterval(timer);
    return round(sent / ((performance.now() - started) / 1000), 0);
  };
}

/** Part 3's background: every device one report a second (staggered), its step advancing every 10. */
function cookEverywhere(devices) {
  const timers = [];
  devices.forEach((device, i) => {
    let n = 0;
    const start = setTimeout(
      () => {
        timers.push(
          setInterval(() => {
            n += 1;
            if (device.sim.client.connected)
              device.sim.client.publish(device.topic, progress(device, Math.floor(n / 10) % STEP_COUNT, n % 5940), { qos: 0 });
          }, 1000),
        );
      },
      (i * 1000) / devices.length,
    );
    timers.push(start);
  });
  const stop = () => timers.forEach((timer) => clearInterval(timer));
  atCleanup(stop);
  return stop;
}

async function main() {
  ensureBuild();
  const { dataDir, databaseUrl, kind } = await scratchDatabase();
  log(`preparing ${kind}: demo seed + ${catalogueSize} synthetic recipes, ${deviceCount + 2} bound devices`);
  const catalogue = await prepareDatabase({ databaseUrl, count: catalogueSize, log });
  const owned = await createOwnedDevices(databaseUrl, deviceCount + 2);
  const [probeRow, flooderRow, ...crowdRows] = owned;

  const mqttPort = await brokerPort();
  const { base, server } = await startServer({
    port: await freePort(),
    dataDir,
    databaseUrl,
    env: { SEED_DEMO: 'true', MQTT_PORT: String(mqttPort) },
  });
  atCleanup(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(connectedDevices.map((sim) => sim.close().catch(() => undefined)));
  });
  const { SimulatedDevice } = await distModule('tools/simulated-device.js');
  const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
  const rss = { idle: await rssMiB(server.pid) };

  // 1. Latency, nothing else going on.
  const probe = await connectDevice(SimulatedDevice, mqttUrl, probeRow);
  probe.socket = await connectOwner(base, probe.token);
  await sleep(500);
  if (warmupReports > 0) await measureLatency(probe, warmupReports);
  log(`part 1: ${reportCount} reports, one at a time, the step changing each time`);
  const latencyIdle = await measureLatency(probe, reportCount);

  // 2. The portal's requests without and with a flooding device.
  const flooder = await connectDevice(SimulatedDevice, mqttUrl, flooderRow);
  const routes = [
    { name: '/api/health', path: '/api/health' },
    { name: 'qryRecipeList (2,000 URLs)', path: '/api/cook/qryRecipeList', paths: listPaths(catalogue, 2000) },
  ];
  const floodRows = [];
  for (const route of routes) {
    if (isStopping()) break;
    await autocannonRun(base, { ...route, name: `${route.name} warm-up` });
    log(`part 2: ${route.name}, ${seconds} s without the flood`);
    const quiet = await autocannonRun(base, route);
    log(`part 2: ${route.name}, ${seconds} s with ${floodRate} reports/s from one device`);
    const stop = flood(flooder, floodRate);
    await sleep(500);
    const flooded = await autocannonRun(base, route);
    const achieved = stop();
    const row = (r) => ({
      requestsPerSecond: round(r.requests.average, 0),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
    floodRows.push({ route: route.name, quiet: row(quiet), flooded: { ...row(flooded), floodRate: achieved } });
  }
  await sleep(1000);

  // 3. Many devices connected and cooking.
  log(`part 3: connecting ${crowdRows.length} devices, ${connectBatch} at a time`);
  const crowd = [];
  const failures = new Map();
  const connectStarted = performance.now();
  for (let first = 0; first < crowdRows.length && !isStopping(); first += connectBatch) {
    const results = await Promise.allSettled(
      crowdRows.slice(first, first + connectBatch).map((row) => connectDevice(SimulatedDevice, mqttUrl, row)),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') crowd.push(result.value);
      else failures.set(result.reason.message, (failures.get(result.reason.message) ?? 0) + 1);
    }
    if ((first + connectBatch) % 500 === 0) log(`${crowd.length} devices connected`);
  }
  const connectSeconds = round((performance.now() - connectStarted) / 1000, 1);
  rss.connected = await rssMiB(server.pid);
  const stopCooking = cookEverywhere(crowd);
  await sleep(5000);
  rss.cooking = await rssMiB(server.pid);
  log(`part 3: ${reportCount} probe reports with ${crowd.length} devices reporting every second`);
  const latencyLoaded = await measureLatency(probe, reportCount);
  stopCooking();
  rss.after = await rssMiB(server.pid);
  const stillConnected = crowd.filter((device) => device.sim.client.connected).length;

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    database: kind,
    recipes: catalogue.total,
    latencyIdle,
    flood: floodRows,
    crowd: {
      tried: crowdRows.length,
      connected: crowd.length,
      stillConnected,
      connectSeconds,
      failures: Object.fromEntries(failures),
      reportsPerSecond: crowd.length,
    },
    rssMiB: rss,
    latencyLoaded,
  };
  print(report);
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(root, resultsFile)}`);

  const problems = [];
  if (latencyIdle.lost > 0 || latencyLoaded.lost > 0) problems.push(`reports lost: ${latencyIdle.lost} idle, ${latencyLoaded.lost} loaded`);
  if (crowd.length < crowdRows.length)
    problems.push(`${crowdRows.length - crowd.length} devices did not connect: ${JSON.stringify(report.crowd.failures)}`);
  if (stillConnected < crowd.length) problems.push(`${crowd.length - stillConnected} devices were disconnected`);
  for (const problem of problems) log(`FAILED: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

function print(report) {
  const ms = (s) => `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (${s.count} reports, ${s.lost} lost)`;
  console.log('');
  console.log(`database ${report.database}, ${report.recipes} recipes, ${report.platform}, node ${report.node}`);
  console.log(`progress publish -> owner's CookProgress, idle:          ${ms(report.latencyIdle)}`);
  console.log(`progress publish -> owner's CookProgress, ${report.crowd.connected} cooking: ${ms(report.latencyLoaded)}`);
  console.log('');
  console.log('route                          without flood: req/s  p50  p99   | with flood: req/s  p50  p99  (flood msg/s)');
  for (const row of report.flood) {
    console.log(
      `${row.route.padEnd(30)} ${String(row.quiet.requestsPerSecond).padStart(20)} ${row.quiet.p50} ${row.quiet.p99}   | ${String(row.flooded.requestsPerSecond).padStart(17)} ${row.flooded.p50} ${row.flooded.p99}  (${row.flooded.floodRate})`,
    );
  }
  console.log('');
  const { crowd, rssMiB: rss } = report;
  console.log(
    `devices: ${crowd.connected} / ${crowd.tried} connected in ${crowd.connectSeconds} s, ${crowd.stillConnected} still connected after the run`,
  );
  console.log(`server RSS: ${rss.idle} MiB idle, ${rss.connected} MiB connected, ${rss.cooking} MiB cooking, ${rss.after} MiB after`);
  console.log('');
}

await runBench(main);
