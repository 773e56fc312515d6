/**
 * One client process of `npm run bench:realtime` (scripts/bench-realtime.mjs forks several: a process
 * is capped at its open-file limit, 20,000 on the development machine, and each socket is a file).
 * Opens the sockets of the users it is given, BENCH_CONNECT_BATCH at a time, and reports to its parent
 * over IPC: the handshake times and errors, every ShowMsg received (text, whose socket, when: a clock
 * shared by every process of the machine, performance.timeOrigin + now()), and dropped connections.
 */
import { io } from 'socket.io-client';

const HUB_PATH = '/messageHub';
/** A connection not made this long after it was opened has failed. */
const CONNECT_TIMEOUT_MS = 20_000;

const sockets = [];
let closing = false;
const now = () => performance.timeOrigin + performance.now();

function connectUser(base, { token, index }) {
  const started = performance.now();
  const socket = io(base, {
    path: HUB_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  sockets.push(socket);
  socket.on('ShowMsg', (text) => process.send({ type: 'received', text, index, at: now() }));
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.once('disconnect', () => {
        if (!closing) process.send({ type: 'dropped', index });
      });
      resolve({ ok: true, ms: performance.now() - started, index });
    });
    socket.once('connect_error', (err) => resolve({ ok: false, error: err.message, index }));
  });
}

async function connectAll(base, users, batchSize) {
  const handshakeMs = [];
  const errors = {};
  const connected = [];
  for (let first = 0; first < users.length && !closing; first += batchSize) {
    const results = await Promise.all(users.slice(first, first + batchSize).map((user) => connectUser(base, user)));
    for (const result of results) {
      if (result.ok) {
        handshakeMs.push(result.ms);
        connected.push(result.index);
      } else errors[result.error] = (errors[result.error] ?? 0) + 1;
    }
    process.send({ type: 'progress', opened: Math.min(first + batchSize, users.length) });
  }
  return { handshakeMs, errors, connected };
}

process.on('message', async (message) => {
  if (message.type === 'connect') {
    const result = await connectAll(message.base, message.users, message.batch);
    process.send({ type: 'connected', ...result });
  } else if (message.type === 'close') {
    closing = true;
    for (const socket of sockets) socket.disconnect();
    process.disconnect();
  }
});

// The parent is gone (ended, or killed): so is this process and its sockets.
process.on('disconnect', () => process.exit(0));
