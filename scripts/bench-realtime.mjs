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
 * server's RSS before and after. The sockets are opened by BENCH_CLIENT_PROCESSES child processes
 * (scripts/bench-realtime-clients.mjs), each with its share of the users, BENCH_CONNECT_BATCH at a
 * time each: one process is capped at its open-file limit (20,000 on the development machine) and
 * every socket is a file. Then the staff account sends BENCH_MESSAGES messages, each to one
 * random user, through POST /api/admin/sendMsg, BENCH_CONCURRENCY in flight: per message, the time
 * from just before the HTTP request to that user's socket receiving ShowMsg with the message's (unique)
 * text, and the HTTP round trip. BENCH_WARMUP_MESSAGES go first, unmeasured.
 * The clients run on the same machine as the server: all share its cores, as in the bar's setup. A
 * delivery is timed on the machine's one clock (performance.timeOrigin + now() in every process). The
 * load average is reported at each step: on a shared machine it says how far to trust the figures.
 *
 * Settings (environment): BENCH_USERS (default 5000), BENCH_MESSAGES (default 1000),
 * BENCH_CONCURRENCY (default 10), BENCH_CONNECT_BATCH (default 200, per client process),
 * BENCH_CLIENT_PROCESSES (default: one per 5,000 users), BENCH_WARMUP_MESSAGES (default
 * 50), BENCH_PORT (default: a free port), BENCH_DATABASE_URL (postgres://...: a throwaway database on
 * that server instead of SQLite, created and dropped by the run).
 * Results: printed as a table and written to .tmp/bench-realtime.json.
 */
import { fork } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
const clientProcesses = Math.floor(positiveNumber('BENCH_CLIENT_PROCESSES', Math.max(1, Math.ceil(userCount / 5000))));
const resultsFile = path.join(root, '.tmp', 'bench-realtime.json');

const HUB_PATH = '/messageHub';
/** A message not received this long after its request was sent is lost. */
const LOST_AFTER_MS = 5000;
/** The machine's clock, the same in every process (the client processes stamp deliveries with it). */
const now = () => performance.timeOrigin + performance.now();
/** The load average over the last minute, to 2 places. */
const load1 = () => round(os.loadavg()[0]);

// ---------------------------------------------------------------------------------------------------
// 1. The database: migrated, then users with one live session each (createUsers, bench-server.mjs).

// ---------------------------------------------------------------------------------------------------
// 3. The connections: one socket per user, opened by the client processes, each reporting the ShowMsg
// texts its sockets receive.

/** Messages in flight by text: whose socket should receive it and what to call when it does. */
const pending = new Map();
const anomalies = { wrongUser: 0, unexpected: 0, disconnects: 0, clientExits: 0 };
const children = [];

function onClientMessage(message) {
  if (message.type === 'received') {
    const waiting = pending.get(message.text);
    // Late (already counted lost) or never sent by this run.
    if (!waiting) anomalies.unexpected += 1;
    else if (waiting.index !== message.index) anomalies.wrongUser += 1;
    else waiting.received(message.at);
  } else if (message.type === 'dropped' && !isStopping()) anomalies.disconnects += 1;
}

async function connectAll(base, users) {
  const started = performance.now();
  const perProcess = Math.ceil(users.length / clientProcesses);
  let opened = 0;
  let reported = 0;
  const results = await Promise.all(
    Array.from({ length: clientProcesses }, (_, n) => {
      const share = users.slice(n * perProcess, (n + 1) * perProcess).map(({ token }, i) => ({ token, index: n * perProcess + i }));
      if (share.length === 0) return { handshakeMs: [], errors: {}, connected: [] };
      const child = fork(path.join(root, 'scripts/bench-realtime-clients.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
      let last = 0;
      return new Promise((resolve, reject) => {
        child.on('message', (message) => {
          if (message.type === 'progress') {
            opened += message.opened - last;
            last = message.opened;
            if (opened - reported >= 1000) {
              reported = opened - (opened % 1000);
              log(`${reported} connections opened (load average ${load1()})`);
            }
          } else if (message.type === 'connected') resolve(message);
          else onClientMessage(message);
        });
        child.once('exit', (code) => {
          // Before its report: the run cannot go on; after: its sockets are gone, which fails the run.
          reject(new Error(`client process ${n + 1} exited (${code}) while connecting`));
          if (!isStopping()) anomalies.clientExits += 1;
        });
        child.send({ type: 'connect', base, users: share, batch: connectBatch });
      });
    }),
  );
  const handshakeMs = results.flatMap((result) => result.handshakeMs);
  const errors = {};
  for (const result of results) for (const [error, count] of Object.entries(result.errors)) errors[error] = (errors[error] ?? 0) + count;
  return {
    seconds: round((performance.now() - started) / 1000),
    connected: handshakeMs.length,
    failed: users.length - handshakeMs.length,
    errors,
    handshakeMs: summary(handshakeMs),
    connectedIndexes: new Set(results.flatMap((result) => result.connected)),
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
    const started = now();
    try {
      const res = await fetch(`${base}/api/admin/sendMsg`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: String(id), text }),
      });
      const body = await res.text();
      httpMs.push(now() - started);
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
      `${connect.seconds.toFixed(1)} s, ${report.clientProcesses} client processes, ${connectBatch} at a time each (handshake p50 ${ms(connect.handshakeMs.p50)} ms, p99 ${ms(connect.handshakeMs.p99)} ms)`,
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
    [
      'load average (1 min)',
      `${report.loadAverage.start} at start, ${report.loadAverage.connected} connected, ${report.loadAverage.sent} after the messages (${report.platform})`,
    ],
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
  atCleanup(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            if (child.connected) child.send({ type: 'close' });
            else child.kill('SIGTERM');
          }),
      ),
    );
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

  const loadAtStart = load1();
  const idle = await rssMiB(server.pid);
  log(
    `opening ${userCount} connections to ${HUB_PATH} from ${clientProcesses} processes, ${connectBatch} at a time each (load average ${loadAtStart})`,
  );
  const { connectedIndexes, ...connect } = await connectAll(base, users);
  const connected = await rssMiB(server.pid);
  const loadConnected = load1();
  if (connect.failed > 0) log(`FAILED: ${connect.failed} connections: ${JSON.stringify(connect.errors)}`);
  // Messages go to the users whose connection was made (index: the user's place in users).
  const targets = users.map(({ id }, index) => ({ id, index })).filter(({ index }) => connectedIndexes.has(index));
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
    clientProcesses,
    connectBatch,
    concurrency,
    connect,
    rssMiB: { idle, connected, afterMessages },
    loadAverage: { start: loadAtStart, connected: loadConnected, sent: load1() },
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
  if (anomalies.clientExits > 0) failures.push(`${anomalies.clientExits} client processes ended during the run`);
  for (const failure of failures) log(`FAILED: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

await runBench(main);
