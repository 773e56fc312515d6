#!/usr/bin/env node
/**
 * npm run bench:realtime: the real-time hub against quality.md's bar ("5,000 connected users on one
 * node; a message reaches its user in < 100 ms p99"). A report, not a gate: no timing thresholds.
 * Exits 1 only when the server does not start, a user cannot connect (or is disconnected), sendMsg
 * fails, a message goes to the wrong user, or a message is lost (not received within 5 s).
 *
 * The run: BENCH_USERS users with one live session each are written straight into a fresh database
 * (through the server's build: its migrations, its token hashing; the register call's rate limits
 * would rightly stop thousands of sign-ups), the production server starts on it (global rate limit
 * off, a staff account), and as many socket.io-client connections (websocket only, no reconnection)
 * open to /messageHub over loopback, BENCH_CONNECT_BATCH at a time: the time that takes and the
 * server's RSS before and after. Then the staff account sends BENCH_MESSAGES messages, each to one
 * random user, through POST /api/admin/sendMsg, BENCH_CONCURRENCY in flight: per message, the time
 * from just before the HTTP request to that user's socket receiving ShowMsg with the message's (unique)
 * text, and the HTTP round trip. BENCH_WARMUP_MESSAGES go first, unmeasured.
 * The client runs on the same machine as the server: both share its cores, as in the bar's setup.
 *
 * Settings (environment): BENCH_USERS (default 5000), BENCH_MESSAGES (default 1000),
 * BENCH_CONCURRENCY (default 10), BENCH_CONNECT_BATCH (default 200), BENCH_WARMUP_MESSAGES (default
 * 50), BENCH_PORT (default: a free port), BENCH_DATABASE_URL (postgres://...: a throwaway database on
 * that server instead of SQLite, created and dropped by the run).
 * Results: printed as a table and written to .tmp/bench-realtime.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { random } from './bench-catalogue.mjs';
import {
  STAFF,
  atCleanup,
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
  startServer,
  summary,
} from './bench-server.mjs';

const userCount = Math.floor(positiveNumber('BENCH_USERS', 5000));
const messageCount = Math.floor(positiveNumber('BENCH_MESSAGES', 1000));
const concurrency = Math.floor(positiveNumber('BENCH_CONCURRENCY', 10));
const connectBatch = Math.floor(positiveNumber('BENCH_CONNECT_BATCH', 200));
const warmupMessages = Math.floor(positiveNumber('BENCH_WARMUP_MESSAGES', 50, { allowZero: true }));
const resultsFile = path.join(root, '.tmp', 'bench-realtime.json');

const HUB_PATH = '/messageHub';
/** A message not received this long after its request was sent is lost. */
const LOST_AFTER_MS = 5000;
/** A connection not made this long after it was opened has failed. */
const CONNECT_TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------------------------------------------
// 1. The database: migrated, then users with one live session each (createUsers, bench-server.mjs).

// ---------------------------------------------------------------------------------------------------
// 3. The connections: one socket per user, each recording the ShowMsg texts it receives.

/** Messages in flight by text: whose socket should receive it and what to call when it does. */
const pending = new Map();
const anomalies = { wrongUser: 0, unexpected: 0, disconnects: 0 };
const sockets = [];

function connectUser(base, user, index) {
  const started = performance.now();
  const socket = io(base, {
    path: HUB_PATH,
    auth: { token: user.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  sockets.push(socket);
  socket.on('ShowMsg', (text) => {
    const at = performance.now();
    const waiting = pending.get(text);
    // Late (already counted lost) or never sent by this run.
    if (!waiting) anomalies.unexpected += 1;
    else if (waiting.index !== index) anomalies.wrongUser += 1;
    else waiting.received(at);
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.once('disconnect', () => {
        if (!isStopping()) anomalies.disconnects += 1;
      });
      resolve({ ok: true, ms: performance.now() - started });
    });
    socket.once('connect_error', (err) => resolve({ ok: false, error: err.message }));
  });
}

async function connectAll(base, users) {
  const handshakeMs = [];
  const errors = new Map();
  const started = performance.now();
  for (let first = 0; first < users.length && !isStopping(); first += connectBatch) {
    const batch = users.slice(first, first + connectBatch);
    const results = await Promise.all(batch.map((user, i) => connectUser(base, user, first + i)));
    for (const result of results) {
      if (result.ok) handshakeMs.push(result.ms);
      else errors.set(result.error, (errors.get(result.error) ?? 0) + 1);
    }
    if ((first + batch.length) % 1000 === 0) log(`${first + batch.length} connections opened`);
  }
  return {
    seconds: round((performance.now() - started) / 1000),
    connected: handshakeMs.length,
    failed: users.length - handshakeMs.length,
    errors: Object.fromEntries(errors),
    handshakeMs: summary(handshakeMs),
  };
}

// ---------------------------------------------------------------------------------------------------
// 4. The messages: each to one random connected user, `concurrency` at a time; a slot is free again
// once both the HTTP answer and the delivery (or the 5 s timeout) are in.

/** targets: the connected users, each with the index of its socket. */
async function sendMessages(base, staffToken, targets, { count, label, seed }) {
  const rand = random(seed);
  const runId = `${process.pid}-${Date.now().toString(36)}`;
  const deliveryMs = [];
  const httpMs = [];
  const httpErrors = [];
  let lost = 0;
  let next = 0;

  async function sendOne(n) {
    const { id, index } = targets[Math.floor(rand() * targets.length)];
    const text = `bench ${label} ${runId} #${n}`;
    let received;
    const delivered = new Promise((resolve) => {
      received = resolve;
    });
    pending.set(text, { index, received });
    const timer = setTimeout(() => received(null), LOST_AFTER_MS);
    let failed = false;
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/admin/sendMsg`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: String(id), text }),
      });
      const body = await res.text();
      httpMs.push(performance.now() - started);
      if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 200)}`);
    } catch (err) {
      httpErrors.push(err instanceof Error ? err.message : String(err));
      failed = true;
      received(null);
    }
    const at = await delivered;
    clearTimeout(timer);
    pending.delete(text);
    if (at !== null) deliveryMs.push(at - started);
    else if (!failed) lost += 1;
  }

  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count && !isStopping()) await sendOne(next++);
    }),
  );
  return { sent: next, delivered: deliveryMs.length, lost, httpErrors, deliveryMs: summary(deliveryMs), httpMs: summary(httpMs) };
}

// ---------------------------------------------------------------------------------------------------

function printTable(report) {
  const { connect, rssMiB: rss, messages } = report;
  const ms = (value) => (value === null ? 'n/a' : value.toFixed(1));
  const perConnectionKiB = rss.idle !== null && rss.connected !== null ? ((rss.connected - rss.idle) * 1024) / connect.connected : null;
  const rows = [
    ['users connected', `${connect.connected} / ${report.users}`],
    [
      'connect time',
      `${connect.seconds.toFixed(1)} s, ${connectBatch} at a time (handshake p50 ${ms(connect.handshakeMs.p50)} ms, p99 ${ms(connect.handshakeMs.p99)} ms)`,
    ],
    [
      'server RSS',
      `${rss.idle ?? 'n/a'} MiB idle -> ${rss.connected ?? 'n/a'} MiB connected` +
        (perConnectionKiB === null ? '' : ` (~${perConnectionKiB.toFixed(0)} KiB per connection)`),
    ],
    [
      'delivery latency',
      `p50 ${ms(messages.deliveryMs.p50)}  p95 ${ms(messages.deliveryMs.p95)}  p99 ${ms(messages.deliveryMs.p99)}  max ${ms(messages.deliveryMs.max)} ms (bar: p99 < 100 ms)`,
    ],
    ['sendMsg HTTP', `p50 ${ms(messages.httpMs.p50)}  p99 ${ms(messages.httpMs.p99)} ms`],
    ['lost', `${messages.lost} / ${messages.sent} (${concurrency} in flight, ${report.database})`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  console.log('');
}

async function main() {
  ensureBuild();
  const { dataDir, databaseUrl, kind } = await scratchDatabase();
  log(`${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}: creating ${userCount} users with a session each`);
  let started = performance.now();
  const users = await createUsers(databaseUrl, userCount);
  log(`users created in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const port = await freePort();
  log(`starting the server on 127.0.0.1:${port}`);
  // The admin signs in with its password alone (no authenticator app in a benchmark).
  const { base, server } = await startServer({ port, dataDir, databaseUrl, env: { SEED_DEMO: 'false', STAFF_2FA: 'optional' } });
  // Registered after the server: runs before it is stopped.
  atCleanup(() => {
    for (const socket of sockets) socket.disconnect();
  });
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const loginBody = await login.json();
  if (!login.ok || !loginBody.data?.token) {
    throw new Error(`staff login answered ${login.status}: ${JSON.stringify(loginBody).slice(0, 200)}`);
  }
  const staffToken = loginBody.data.token;

  const idle = await rssMiB(server.pid);
  log(`opening ${userCount} connections to ${HUB_PATH}, ${connectBatch} at a time`);
  const connect = await connectAll(base, users);
  const connected = await rssMiB(server.pid);
  if (connect.failed > 0) log(`FAILED: ${connect.failed} connections: ${JSON.stringify(connect.errors)}`);
  // sockets[i] is users[i]'s: messages go to the users whose connection was made.
  const targets = users.map(({ id }, index) => ({ id, index })).filter(({ index }) => sockets[index]?.connected);
  if (targets.length === 0) throw new Error('no connection was made');

  let warmup = { sent: 0, lost: 0, httpErrors: [] };
  if (warmupMessages > 0) {
    log(`warming up: ${warmupMessages} messages`);
    warmup = await sendMessages(base, staffToken, targets, { count: warmupMessages, label: 'warm-up', seed: 1 });
  }
  log(`sending ${messageCount} messages, ${concurrency} in flight`);
  started = performance.now();
  const messages = await sendMessages(base, staffToken, targets, { count: messageCount, label: 'measured', seed: 2 });
  const sendSeconds = (performance.now() - started) / 1000;
  const afterMessages = await rssMiB(server.pid);

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    database: kind,
    users: userCount,
    connectBatch,
    concurrency,
    connect,
    rssMiB: { idle, connected, afterMessages },
    messages: {
      ...messages,
      httpErrors: messages.httpErrors.slice(0, 10),
      httpErrorCount: messages.httpErrors.length,
      perSecond: round(messages.sent / sendSeconds, 0),
    },
    warmup: { sent: warmup.sent, lost: warmup.lost, httpErrorCount: warmup.httpErrors.length },
    anomalies,
  };
  printTable(report);
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(root, resultsFile)}`);

  const failures = [];
  if (warmup.lost > 0 || warmup.httpErrors.length > 0) {
    failures.push(`warm-up: ${warmup.lost} messages lost, ${warmup.httpErrors.length} sendMsg calls failed`);
  }
  if (connect.failed > 0) failures.push(`${connect.failed} connections failed`);
  if (messages.httpErrors.length > 0)
    failures.push(`${messages.httpErrors.length} sendMsg calls failed (first: ${messages.httpErrors[0]})`);
  if (messages.lost > 0) failures.push(`${messages.lost} messages lost (not received within ${LOST_AFTER_MS / 1000} s)`);
  if (anomalies.wrongUser > 0) failures.push(`${anomalies.wrongUser} messages reached the wrong user`);
  if (anomalies.disconnects > 0) failures.push(`${anomalies.disconnects} connections dropped during the run`);
  for (const failure of failures) log(`FAILED: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

await runBench(main);
