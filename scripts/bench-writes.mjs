#!/usr/bin/env node
/**
 * npm run bench:writes: a write storm against the production build, and what it does to reads. A
 * report, not a gate: exits 1 only when the server does not start, a health probe fails, or a write
 * answers anything but success.
 *
 * BENCH_WRITERS users (default 200), each with a session and a collection, each on its own keep-alive
 * connection, write as fast as the server acknowledges for BENCH_SECONDS (default 10): in turn a
 * cooking record ("I cooked this") and a recipe added to their collection. Meanwhile a probe on a
 * connection of its own asks /api/health every 50 ms and times each answer. Reported: acknowledged
 * writes per second, the probe's p50/p99/max and how many probes waited a second or more.
 *
 * Settings (environment): BENCH_WRITERS, BENCH_SECONDS, BENCH_PORT, BENCH_DATABASE_URL (postgres://...:
 * a throwaway database on that server instead of SQLite), and any server setting (SQLITE_SYNCHRONOUS).
 * Results: printed and written to .tmp/bench-writes.json.
 */
import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createUsers,
  ensureBuild,
  freePort,
  gitCommit,
  isStopping,
  log,
  positiveNumber,
  root,
  round,
  rssMiB,
  runBench,
  scratchDatabase,
  sleep,
  startServer,
  summary,
} from './bench-server.mjs';

const writers = Math.floor(positiveNumber('BENCH_WRITERS', 200));
const seconds = positiveNumber('BENCH_SECONDS', 10);
const resultsFile = path.join(root, '.tmp', 'bench-writes.json');
const PROBE_EVERY_MS = 50;

/** One JSON call on an agent; answers { status, body, ms }. */
function request(agent, base, method, url, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(url, base),
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function main() {
  ensureBuild();
  const { dataDir, databaseUrl, kind } = await scratchDatabase();
  log(`${kind}: ${writers} users with a session`);
  const users = await createUsers(databaseUrl, writers);
  const port = await freePort();
  const { base, server } = await startServer({ port, dataDir, databaseUrl, env: { SEED_DEMO: 'true' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: writers });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const list = await request(agent, base, 'GET', '/api/cook/qryRecipeList?current=1&size=100');
  const recipeIds = list.body.data.records.map((r) => r.id);
  for (const user of users) {
    const created = await request(agent, base, 'POST', '/api/cook/addAnthology', user.token, { anthologyName: 'Storm' });
    user.anthologyId = created.body.data.id;
  }
  const restMiB = await rssMiB(server.pid);

  let stop = false;
  let acknowledged = 0;
  const failures = {};
  const writeMs = [];
  async function writer(user, index) {
    for (let i = index; !stop && !isStopping(); i++) {
      const recipeId = recipeIds[(i * 7 + index) % recipeIds.length];
      const res =
        i % 2 === 0
          ? await request(agent, base, 'POST', '/api/cook/addCookRecord', user.token, { recipeId })
          : await request(agent, base, 'POST', '/api/cook/addAnthologyRecipe', user.token, { anthologyId: user.anthologyId, recipeId });
      writeMs.push(res.ms);
      if (res.status === 200 && res.body.code === 0) acknowledged += 1;
      else failures[res.status] = (failures[res.status] ?? 0) + 1;
    }
  }
  const probeMs = [];
  let probeFailures = 0;
  async function probe() {
    while (!stop) {
      const res = await request(probeAgent, base, 'GET', '/api/health');
      probeMs.push(res.ms);
      if (res.status !== 200) probeFailures += 1;
      await sleep(PROBE_EVERY_MS);
    }
  }

  log(`${writers} writers for ${seconds} s, /api/health probed every ${PROBE_EVERY_MS} ms`);
  const started = performance.now();
  const running = [probe(), ...users.map((user, i) => writer(user, i))];
  await sleep(seconds * 1000);
  stop = true;
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  const loadedMiB = await rssMiB(server.pid);
  agent.destroy();
  probeAgent.destroy();

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs, ${round(os.totalmem() / 2 ** 30, 0)} GiB`,
    database: kind,
    sqliteSynchronous: kind === 'sqlite' ? (process.env.SQLITE_SYNCHRONOUS ?? 'default') : null,
    writers,
    seconds: round(elapsed),
    acknowledgedWritesPerSecond: round(acknowledged / elapsed, 0),
    acknowledged,
    failures,
    writeMs: summary(writeMs),
    healthProbeMs: summary(probeMs),
    probesOverOneSecond: probeMs.filter((ms) => ms >= 1000).length,
    probeFailures,
    rssMiB: { rest: restMiB, afterStorm: loadedMiB },
  };
  console.log(JSON.stringify(report, null, 2));
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(root, resultsFile)}`);
  return probeFailures === 0 && Object.keys(failures).length === 0 ? 0 : 1;
}

await runBench(main);
