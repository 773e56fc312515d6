import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { sha256 } from '../lib/crypto.js';
import { socketCap } from '../lib/open-files.js';

/** Server events of the hub (api.md "Real-time hub"; the device events: device-protocol.md). */
export type HubEvent = 'ShowMsg' | 'SyncMsgCount' | 'BasketChanged' | 'RecipeAudited' | 'DeviceState' | 'CookProgress' | 'CookFinished';

/** What the rest of the server may do with the live connections, on every node. */
export interface Hub {
  /** Sends an event to every connection of a user, or of every user when userId is null. */
  emit(userId: number | null, event: HubEvent, ...args: unknown[]): void;
  /**
   * Sends an event to every connection of some users and of some rooms, each connection once (a
   * household list's owner by their user room, its members by the list's room: issue 26).
   */
  emitTo(target: { users?: readonly number[]; rooms?: readonly string[] }, event: HubEvent, ...args: unknown[]): void;
  /** Puts every live connection of a user into a room, on every node (a member joined a list). */
  joinRoom(userId: number, room: string): void;
  /** Takes every live connection of a user out of a room, on every node (a member left or was removed). */
  leaveRoom(userId: number, room: string): void;
  /** Empties a room on every node (the list it carried events for is gone). */
  closeRoom(room: string): void;
  /** Drops a user's live connections (all, or all but those of one token): their sessions ended. */
  endSessions(userId: number, keepToken?: string): void;
  /** Drops the live connections opened with one token (logout). */
  endSession(token: string): void;
  /** Live connections this node holds (/metrics). */
  connections(): number;
  /** With REDIS_URL: whether both adapter connections are up (/api/ready); undefined without Redis. */
  redisReady(): boolean | undefined;
}

export const HUB_PATH = '/messageHub';

const userRoom = (userId: number) => `user:${userId}`;
const tokenRoom = (token: string) => `token:${sha256(token)}`;

/**
 * Socket.IO at /messageHub on the app's own HTTP server. The token is checked at the handshake
 * (auth.token); a socket joins the room of its user and of its token, so events reach every tab and
 * device of the user and a revoked token can be cut off. With REDIS_URL the Redis adapter carries
 * events (and disconnects) to the sockets held by other nodes.
 */
export function registerRealtime(
  app: FastifyInstance,
  options: {
    authenticate: (token: string) => Promise<{ id: number } | undefined>;
    /** Rooms a user's connection joins besides its own (the household lists the user is a member of). */
    roomsOf?: (userId: number) => Promise<string[]>;
    redisUrl?: string | undefined;
    corsOrigins: string[];
  },
): Hub {
  const io = new Server(app.server, {
    path: HUB_PATH,
    serveClient: false,
    // Clients only announce their loginNo: nothing big ever comes in.
    maxHttpBufferSize: 16 * 1024,
    // Past its share of the node's connections (lib/open-files.ts) a new socket is refused at its
    // handshake (403, "busy"): the client retries later with its backoff, and the rest of the HTTP
    // server's cap stays for pages and API calls. The cap is the one main.ts gives the HTTP server.
    allowRequest: (_req, callback) => callback('busy', io.engine.clientsCount < socketCap(app.server.maxConnections ?? Infinity)),
    ...(options.corsOrigins.length > 0 ? { cors: { origin: options.corsOrigins } } : {}),
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    // Redis may go away at run time. The adapter always delivers to this node's own sockets after
    // publishing for the others, so a publish that cannot reach Redis must neither wait (no offline
    // queue: it fails at once) nor end the process (the adapter leaves its promise unhandled): it is
    // dropped, and only the other nodes miss it. The subscriber keeps its queue so it subscribes as
    // soon as it connects, and ioredis resubscribes by itself when Redis returns.
    pub = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    sub = new Redis(options.redisUrl);
    const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
    pub.publish = ((channel: string, message: string | Buffer) => publish(channel, message).catch(() => 0)) as typeof pub.publish;
    for (const client of [pub, sub]) client.on('error', () => {}); // reported by the rate-limit client (plugins/limits.ts)
    io.adapter(createAdapter(pub, sub, { key: 'chef-hub' }));
  }

  // Each connection kept the HTTP request that opened it (headers, parser state) for its whole life:
  // Socket.IO's own advice for many connections is to drop it (the token comes in the CONNECT packet's
  // auth, which is all the hub reads).
  io.engine.on('connection', (raw: { request: unknown }) => {
    raw.request = null;
  });

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return next(new Error('Login failure'));
    const joinRooms = async () => {
      const user = await options.authenticate(token);
      if (!user) return false;
      const rooms = (await options.roomsOf?.(user.id)) ?? [];
      void socket.join([userRoom(user.id), tokenRoom(token), ...rooms]);
      return true;
    };
    joinRooms().then(
      (joined) => next(joined ? undefined : new Error('Login failure')),
      () => next(new Error('Login failure')),
    );
  });

  io.on('connection', (socket) => {
    // The spec's clients announce their loginNo; identity comes from the token only, so it is
    // acknowledged and otherwise ignored.
    socket.on('SendLogin', (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') (ack as () => void)();
    });
  });

  // Open sockets would keep the HTTP server from closing: cut this node's before the server closes.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all([pub?.quit(), sub?.quit()]);
  });

  return {
    emit(userId, event, ...args) {
      (userId === null ? io : io.to(userRoom(userId))).emit(event, ...args);
    },
    emitTo(target, event, ...args) {
      const rooms = [...(target.users ?? []).map(userRoom), ...(target.rooms ?? [])];
      if (rooms.length > 0) io.to(rooms).emit(event, ...args);
    },
    // socketsJoin/socketsLeave reach the sockets of other nodes through the Redis adapter as well.
    joinRoom(userId, room) {
      io.in(userRoom(userId)).socketsJoin(room);
    },
    leaveRoom(userId, room) {
      io.in(userRoom(userId)).socketsLeave(room);
    },
    closeRoom(room) {
      io.in(room).socketsLeave(room);
    },
    endSessions(userId, keepToken) {
      const room = io.in(userRoom(userId));
      (keepToken ? room.except(tokenRoom(keepToken)) : room).disconnectSockets(true);
    },
    endSession(token) {
      io.in(tokenRoom(token)).disconnectSockets(true);
    },
    connections: () => io.engine.clientsCount,
    redisReady: () => (pub && sub ? pub.status === 'ready' && sub.status === 'ready' : undefined),
  };
}
