import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helper.js';
import { startServer, stopServers } from './server-process.js';

/**
 * Two server processes on two ports share one PostgreSQL database and one Redis: a message created
 * through node A reaches the user's socket held by node B (the Redis adapter), and so does the count
 * sync. Runs in the PostgreSQL project when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Envelope {
  code: number;
  msg: string;
  data: any;
}

describe.skipIf(!pgUrl || !redisUrl || process.env.TEST_DB !== 'postgres')('real-time hub across two server processes', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let nodeA: string;
  let nodeB: string;
  let socket: Socket | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(pgUrl!);
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, SEED_DEMO: 'false' };
    // One after the other: the first migrates the shared database.
    nodeA = `http://127.0.0.1:${(await startServer(env)).port}`;
    nodeB = `http://127.0.0.1:${(await startServer(env)).port}`;
  }, 90_000);
  afterAll(async () => {
    socket?.disconnect();
    stopServers();
    await database?.drop();
  });

  let ipCounter = 0;
  async function post(node: string, path: string, body: unknown, token?: string): Promise<Envelope> {
    ipCounter += 1;
    const res = await fetch(`${node}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.77.${process.pid % 250}.${ipCounter}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  }

  async function codeFromOutbox(recipient: string): Promise<string> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [
        recipient,
      ]);
      return /\b(\d{6})\b/.exec(rows[0]!.body)![1]!;
    } finally {
      await client.end();
    }
  }

  it('delivers a message sent through node A to the socket held by node B', async () => {
    // A user registered through node A, connected to node B.
    const account = `nodes-${Date.now()}@example.com`;
    expect((await post(nodeA, '/api/user/sendCode', { account, scene: 'register' })).code).toBe(0);
    const registered = await post(nodeA, '/api/user/register', {
      account,
      code: await codeFromOutbox(account),
      password: 'abc12345',
      agree: true,
    });
    const token: string = registered.data.token;
    const userId: string = registered.data.userInfo.id;

    socket = connect(nodeB, { path: '/messageHub', auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    await socket.emitWithAck('SendLogin', account);
    const events: unknown[][] = [];
    socket.onAny((event: string, ...args: unknown[]) => events.push([event, ...args]));

    const staff = await post(nodeA, '/api/admin/login', { email: 'staff@example.com', password: 'staff-secret-1' });
    const sent = await post(nodeA, '/api/admin/sendMsg', { userId, title: 'From node A', text: 'Hello across nodes' }, staff.data.token);
    expect(sent).toEqual({ code: 0, msg: 'success', data: { recipients: 1 } });

    const deadline = Date.now() + 10_000;
    while (events.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(events).toEqual([['ShowMsg', 'From node A'], ['SyncMsgCount']]);

    // The count it re-fetches from node B is the one node A wrote.
    const count = await fetch(`${nodeB}/api/base/qryMsgCount`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await count.json()) as Envelope).data).toEqual({ usrMsgCount: 1 });

    // Reading through node A syncs the socket on node B again.
    await post(nodeA, '/api/base/readMsg', { all: true }, token);
    while (events.length < 3 && Date.now() < deadline + 5000) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(events[2]).toEqual(['SyncMsgCount']);
  });
});
