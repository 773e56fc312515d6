import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/modules/user/user.routes.js';
import { createPostgresDatabase } from './helper.js';
import { picture } from './multipart.js';
import { startNginx } from './nginx.js';
import { startServer, stopServers } from './server-process.js';

/**
 * Two server processes on two ports share one PostgreSQL database, one Redis and one S3-compatible
 * bucket (@20minutes/s3rver, started here on loopback), as docs/OPERATIONS.md runs N nodes: a session
 * opened on one node works on the other, a limit counts across both, a picture uploaded through one
 * is served by the bucket and can be put on a profile through the other, and a message created
 * through node A reaches the user's socket held by node B (the Redis adapter), and so does the count
 * sync. Then Debian's nginx, with the configuration docs/OPERATIONS.md gives (docs/nginx/chef-portal.conf),
 * stands in front of both: a signed-in walk, a live message crossing nodes, limits per real client, and
 * one node killed while the other carries on. Runs in the PostgreSQL project when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set (CI sets both); nginx missing then fails the test, naming what to install.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const METRICS_TOKEN = 'nodes-metrics-token-0123';

interface Envelope {
  code: number;
  msg: string;
  data: any;
}

describe.skipIf(!pgUrl || !redisUrl || process.env.TEST_DB !== 'postgres')('real-time hub across two server processes', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let nodeA: string;
  let nodeB: string;
  const nodes: Awaited<ReturnType<typeof startServer>>[] = [];
  let socket: Socket | undefined;
  const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-s3-'));
  const bucket = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'chef-media' }],
  });
  let bucketUrl: string;

  beforeAll(async () => {
    database = await createPostgresDatabase(pgUrl!);
    const { port } = await bucket.run();
    bucketUrl = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      SEED_DEMO: 'false',
      // s3rver's own credentials; uploads of either node land in the one bucket.
      S3_ENDPOINT: bucketUrl,
      S3_BUCKET: 'chef-media',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      // Which node holds a socket is read from each node's metrics (behind nginx the test cannot tell).
      METRICS_TOKEN: METRICS_TOKEN,
    };
    // One after the other: the first migrates the shared database.
    nodes.push(await startServer(env));
    nodes.push(await startServer(env));
    nodeA = `http://127.0.0.1:${nodes[0]!.port}`;
    nodeB = `http://127.0.0.1:${nodes[1]!.port}`;
  }, 90_000);
  afterAll(async () => {
    socket?.disconnect();
    stopServers();
    await database?.drop();
    await bucket.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
  });

  let ipCounter = 0;
  const nextIp = () => `10.77.${process.pid % 250}.${++ipCounter % 250}`;
  async function send(node: string, path: string, body: unknown, token?: string, ip = nextIp()) {
    const res = await fetch(`${node}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Envelope };
  }
  const post = async (node: string, path: string, body: unknown, token?: string): Promise<Envelope> =>
    (await send(node, path, body, token)).body;
  const get = async (node: string, path: string, token: string): Promise<Envelope> =>
    (await (
      await fetch(`${node}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp() } })
    ).json()) as Envelope;

  async function registerOn(node: string, account: string): Promise<{ token: string; userId: string }> {
    expect((await post(node, '/api/user/sendCode', { account, scene: 'register' })).code).toBe(0);
    const registered = await post(node, '/api/user/register', {
      account,
      code: await codeFromOutbox(account),
      password: 'abc12345',
      agree: true,
    });
    return { token: registered.data.token, userId: registered.data.userInfo.id };
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

  it('puts a household member’s socket on node B into a list’s room joined through node A, and takes it out on removal', async () => {
    const owner = await registerOn(nodeA, `hh-owner-${Date.now()}@example.com`);
    const member = await registerOn(nodeB, `hh-member-${Date.now()}@example.com`);
    // A list with one item, written straight into the shared database (no recipes are seeded here).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const at = new Date().toISOString();
    const listId = String(
      (
        await client.query<{ id: number }>(
          'INSERT INTO baskets (user_id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id',
          [owner.userId, 'Across', at],
        )
      ).rows[0]!.id,
    );
    const itemId = String(
      (
        await client.query<{ id: number }>(
          'INSERT INTO basket_items (basket_id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id',
          [listId, 'Milk', at],
        )
      ).rows[0]!.id,
    );
    await client.end();

    const memberSocket = connect(nodeB, {
      path: '/messageHub',
      auth: { token: member.token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      memberSocket.once('connect', resolve);
      memberSocket.once('connect_error', reject);
    });
    try {
      const events: unknown[][] = [];
      memberSocket.onAny((event: string, ...args: unknown[]) => events.push([event, ...args]));
      const waitFor = async (n: number) => {
        const deadline = Date.now() + 30_000;
        while (events.length < n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      };
      const link = await post(nodeA, '/api/basket/inviteBasketLink', { id: listId }, owner.token);
      expect((await post(nodeA, '/api/basket/joinBasket', { token: link.data.token }, member.token)).data).toEqual({ id: listId });
      await waitFor(1);
      // Ticked through node A: the member's socket on node B is in the list's room.
      expect((await post(nodeA, '/api/basket/updBasketItem', { basketId: listId, id: itemId, checked: true }, owner.token)).code).toBe(0);
      await waitFor(2);
      expect(events).toEqual([
        ['BasketChanged', { id: listId }],
        ['BasketChanged', { id: listId }],
      ]);

      expect((await post(nodeA, '/api/basket/removeBasketMember', { id: listId, userId: member.userId }, owner.token)).code).toBe(0);
      await waitFor(3);
      expect((await post(nodeA, '/api/basket/updBasketItem', { basketId: listId, id: itemId, checked: false }, owner.token)).code).toBe(0);
      // A message sent after the tick: once it arrives, the tick's event would have arrived before it.
      const staff = await post(nodeA, '/api/admin/login', { email: 'staff@example.com', password: 'staff-secret-1' });
      await post(nodeA, '/api/admin/sendMsg', { userId: member.userId, title: 'After removal', text: 'x' }, staff.data.token);
      await waitFor(5);
      expect(events.slice(2)).toEqual([['BasketChanged', { id: listId }], ['ShowMsg', 'After removal'], ['SyncMsgCount']]);
      expect((await get(nodeB, `/api/basket/qryBasketDetail?id=${listId}`, member.token)).code).toBe(404);
    } finally {
      memberSocket.disconnect();
    }
  });

  it('keeps a session opened on node A on node B, and ends it on both', async () => {
    const { token } = await registerOn(nodeA, `session-${Date.now()}@example.com`);
    expect((await get(nodeB, '/api/user/qryUserInfo', token)).code).toBe(0);
    expect((await post(nodeB, '/api/user/logout', {}, token)).code).toBe(0);
    expect((await get(nodeA, '/api/user/qryUserInfo', token)).code).toBe(401);
  });

  it('counts a limit across both nodes', async () => {
    // A fresh address: Redis is shared with other runs, and its counters outlive this one.
    const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < LIMITS.codePerIpMinute; i++) {
      const node = i % 2 === 0 ? nodeA : nodeB;
      expect(
        (await send(node, '/api/user/sendCode', { account: `limit-${i}-${Date.now()}@example.com`, scene: 'register' }, undefined, ip))
          .status,
      ).toBe(200);
    }
    for (const node of [nodeA, nodeB]) {
      const over = await send(
        node,
        '/api/user/sendCode',
        { account: `limit-x-${Date.now()}@example.com`, scene: 'register' },
        undefined,
        ip,
      );
      expect(over.status).toBe(429);
    }
  });

  it('stores an upload through node A in the bucket, and lets its owner use it through node B', async () => {
    const { token } = await registerOn(nodeA, `upload-${Date.now()}@example.com`);
    const form = new FormData();
    form.append('folderName', 'avatar');
    form.append('file', new Blob([await picture(120, 80)], { type: 'image/png' }), 'me.png');
    const uploaded = (await (
      await fetch(`${nodeA}/api/common/uploadFileToThirdStorage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).json()) as Envelope;
    expect(uploaded.code).toBe(0);
    const url: string = uploaded.data;
    expect(url.startsWith(`${bucketUrl}/chef-media/avatar/`)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const saved = await post(nodeB, '/api/user/updUserInfo', { nickname: 'Across', avatar: url }, token);
    expect(saved.data.avatar).toBe(url);
    // Another user cannot take it, whichever node is asked.
    const other = await registerOn(nodeB, `other-${Date.now()}@example.com`);
    expect((await send(nodeA, '/api/user/updUserInfo', { nickname: 'Thief', avatar: url }, other.token)).status).toBe(400);
  });

  it('reports each node ready: database, migrations and Redis connected', async () => {
    for (const node of nodes) {
      const res = await fetch(`http://127.0.0.1:${node.port}/api/ready`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Envelope).data.checks).toEqual({
        database: 'ok',
        migrations: 'ok',
        redis: 'ok',
        broker: 'off',
        disk: 'ok',
      });
    }
  });

  describe('behind nginx', () => {
    let proxy: Awaited<ReturnType<typeof startNginx>>;
    beforeAll(async () => {
      proxy = await startNginx(nodes.map((node) => node.port));
    });
    afterAll(() => proxy?.stop());

    /** A client of the proxy from its own loopback address (127.0.0.0/8 is all local), as a browser elsewhere. */
    const clientAt = (localAddress: string) => {
      const request = (
        method: 'GET' | 'POST',
        path: string,
        options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
      ) =>
        new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
          const req = http.request(
            `${proxy.url}${path}`,
            {
              method,
              localAddress,
              headers: {
                ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
                ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
                ...options.headers,
              },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as Envelope }));
            },
          );
          req.on('error', reject);
          req.end(options.body !== undefined ? JSON.stringify(options.body) : undefined);
        });
      return request;
    };
    const randomLoopback = () =>
      `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

    /** Live hub connections each node holds, from its own /metrics. */
    async function socketsPerNode(): Promise<number[]> {
      return Promise.all(
        nodes.map(async (node) => {
          const res = await fetch(`http://127.0.0.1:${node.port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
          return Number(/^chef_realtime_sockets (\d+)/m.exec(await res.text())?.[1]);
        }),
      );
    }

    it('carries a signed-in walk, a live message across nodes, limits per real client, and survives a node killed', async () => {
      const browser = clientAt(randomLoopback());
      // Signing up and in through the proxy.
      const account = `nginx-${Date.now()}@example.com`;
      expect((await browser('POST', '/api/user/sendCode', { body: { account, scene: 'register' } })).body.code).toBe(0);
      const registered = await browser('POST', '/api/user/register', {
        body: { account, code: await codeFromOutbox(account), password: 'abc12345', agree: true },
      });
      expect(registered.body.code).toBe(0);
      const token: string = registered.body.data.token;
      const userId: string = registered.body.data.userInfo.id;
      const signedIn = await browser('POST', '/api/user/login', { body: { account, password: 'abc12345' } });
      expect(signedIn.body.code).toBe(0);
      expect((await browser('POST', '/api/user/updUserInfo', { body: { nickname: 'Behind nginx' }, token })).body.code).toBe(0);

      // The hub through the proxy (WebSocket upgrade on /messageHub/); the first test's socket may still be open.
      const heldBefore = await socketsPerNode();
      const hub = connect(proxy.url, { path: '/messageHub', auth: { token }, transports: ['websocket'], reconnectionDelay: 200 });
      await new Promise<void>((resolve, reject) => {
        hub.once('connect', resolve);
        hub.once('connect_error', reject);
      });
      const shown: string[] = [];
      hub.on('ShowMsg', (title: string) => shown.push(title));
      try {
        const held = await socketsPerNode();
        const holder = held.findIndex((count, i) => count === heldBefore[i]! + 1);
        expect(holder).toBeGreaterThanOrEqual(0);
        const other = nodes[1 - holder]!;
        // A staff message sent through the node that does not hold the socket reaches it.
        const staff = await post(`http://127.0.0.1:${other.port}`, '/api/admin/login', {
          email: 'staff@example.com',
          password: 'staff-secret-1',
        });
        const across = await post(
          `http://127.0.0.1:${other.port}`,
          '/api/admin/sendMsg',
          { userId, title: 'Across nginx', text: 'Hi' },
          staff.data.token,
        );
        expect(across.code).toBe(0);
        const waitFor = async (title: string) => {
          const deadline = Date.now() + 20_000;
          while (!shown.includes(title) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
          expect(shown).toContain(title);
        };
        await waitFor('Across nginx');

        // Limits count the real client nginx saw, not what a client writes into X-Forwarded-For.
        const greedy = clientAt(randomLoopback());
        const codeFor = (client: typeof greedy, n: string) =>
          client('POST', '/api/user/sendCode', {
            body: { account: `nginx-limit-${n}-${Date.now()}@example.com`, scene: 'register' },
            headers: { 'x-forwarded-for': randomLoopback() },
          });
        for (let i = 0; i < LIMITS.codePerIpMinute; i++) expect((await codeFor(greedy, String(i))).status).toBe(200);
        expect((await codeFor(greedy, 'over')).status).toBe(429);
        expect((await codeFor(clientAt(randomLoopback()), 'neighbour')).status).toBe(200);

        // The node holding the socket dies mid-walk: nginx sends the walk to the other, the hub reconnects there.
        const reconnected = new Promise<void>((resolve) => hub.once('disconnect', () => hub.once('connect', () => resolve())));
        nodes[holder]!.child.kill('SIGKILL');
        await nodes[holder]!.exited;
        const info = await browser('GET', '/api/user/qryUserInfo', { token });
        expect(info.status).toBe(200);
        expect(info.body.data.nickname).toBe('Behind nginx');
        await reconnected;
        const survivor = await fetch(`http://127.0.0.1:${other.port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(await survivor.text()).toContain(`\nchef_realtime_sockets ${held[1 - holder]! + 1}\n`);
        const staffAgain = await browser('POST', '/api/admin/login', { body: { email: 'staff@example.com', password: 'staff-secret-1' } });
        const after = await browser('POST', '/api/admin/sendMsg', {
          body: { userId, title: 'After the fall', text: 'Still here' },
          token: staffAgain.body.data.token,
        });
        expect(after.body.code).toBe(0);
        await waitFor('After the fall');
        expect((await browser('POST', '/api/user/logout', { body: {}, token })).body.code).toBe(0);
        expect((await browser('GET', '/api/user/qryUserInfo', { token })).status).toBe(401);
      } finally {
        hub.disconnect();
      }
    });
  });
});
