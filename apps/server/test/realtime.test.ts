import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, freshIp, listenOnLoopback, registerUser, staffLoginOf, type TestApp } from './helper.js';

/** The hub on a listening app, with real socket.io-client connections over loopback. */
let t: TestApp;
let base: string;
let staffToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOnLoopback(t.app);
  staffToken = (await staffLoginOf(t.app)).token;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

function open(token: unknown, transports: string[] = ['websocket']): Socket {
  const socket = connect(base, { path: '/messageHub', auth: { token }, transports, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

async function connected(token: string, transports?: string[]): Promise<Socket> {
  const socket = open(token, transports);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Everything a socket receives, in order. */
function record(socket: Socket): Array<[string, ...unknown[]]> {
  const events: Array<[string, ...unknown[]]> = [];
  socket.onAny((event: string, ...args: unknown[]) => events.push([event, ...args]));
  return events;
}

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const sendMsg = (body: unknown) => call(t.app, 'POST', '/api/admin/sendMsg', { body, token: staffToken });

describe('real-time hub at /messageHub', () => {
  it('refuses a connection without a valid token', async () => {
    for (const token of [undefined, '', 'forged-token', 42]) {
      const socket = open(token);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('Login failure');
      expect(socket.connected).toBe(false);
    }
  });

  it('pushes ShowMsg and SyncMsgCount to the addressee only, whatever loginNo a socket announces', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const socketA = await connected(a.token);
    const socketB = await connected(b.token);
    // B claims to be A: identity comes from the token, so B still gets only its own events.
    await socketB.emitWithAck('SendLogin', a.userInfo.loginNo);
    const eventsA = record(socketA);
    const eventsB = record(socketB);

    await sendMsg({ userId: a.userInfo.id, title: 'Audit passed', text: 'Your recipe is live' });
    await until(() => eventsA.length >= 2);
    expect(eventsA).toEqual([['ShowMsg', 'Audit passed'], ['SyncMsgCount']]);
    await settle();
    expect(eventsB).toEqual([]);

    // Without a title the toast shows the text.
    await sendMsg({ userId: a.userInfo.id, text: 'Plain text' });
    await until(() => eventsA.length >= 4);
    expect(eventsA[2]).toEqual(['ShowMsg', 'Plain text']);
  });

  it('reaches every tab of the user, over polling too, and re-syncs the count on read and delete', async () => {
    const user = await registerUser(t);
    const tab1 = await connected(user.token);
    const tab2 = await connected(user.token, ['polling']);
    const events1 = record(tab1);
    const events2 = record(tab2);
    await sendMsg({ userId: user.userInfo.id, text: 'hello' });
    await until(() => events1.length >= 2 && events2.length >= 2);
    expect(events2).toEqual([['ShowMsg', 'hello'], ['SyncMsgCount']]);

    await call(t.app, 'POST', '/api/base/readMsg', { body: { all: true }, token: user.token });
    await until(() => events1.length >= 3);
    expect(events1[2]).toEqual(['SyncMsgCount']);
    const id = (await call(t.app, 'GET', '/api/base/qryUserMsgInfo', { token: user.token })).body.data.records[0].id;
    await call(t.app, 'POST', '/api/base/delMsg', { body: { ids: [id] }, token: user.token });
    await until(() => events1.length >= 4);
    expect(events1[3]).toEqual(['SyncMsgCount']);
  });

  it('sends a message for everyone to every connected user', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const eventsA = record(await connected(a.token));
    const eventsB = record(await connected(b.token));
    await sendMsg({ text: 'Maintenance tonight' });
    await until(() => eventsA.length >= 2 && eventsB.length >= 2);
    expect(eventsB).toEqual([['ShowMsg', 'Maintenance tonight'], ['SyncMsgCount']]);
  });

  it('drops the live connections of sessions a password change or a logout ends', async () => {
    const user = await registerUser(t);
    const other = (
      await call(t.app, 'POST', '/api/user/login', { body: { account: user.account, password: user.password }, ip: freshIp() })
    ).body.data.token as string;
    const keep = await connected(user.token);
    const dropped = await connected(other);
    const gone = new Promise((resolve) => dropped.once('disconnect', resolve));
    await call(t.app, 'POST', '/api/user/updPwd', {
      body: { oldPassword: user.password, newPassword: 'fresh123', confirmPassword: 'fresh123' },
      token: user.token,
    });
    await gone;
    await settle();
    expect(keep.connected).toBe(true);

    const loggedOut = new Promise((resolve) => keep.once('disconnect', resolve));
    await call(t.app, 'POST', '/api/user/logout', { token: user.token });
    await loggedOut;
  });
});

describe('closing', () => {
  it('closes the app promptly with sockets still connected', async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const user = await registerUser(other);
    const socket = connect(`http://127.0.0.1:${port}`, { path: '/messageHub', auth: { token: user.token }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await until(() => !socket.connected);
  });
});
