import type net from 'node:net';

/**
 * What a connection to the embedded broker may send (issue 25). aedes buffers a packet of any announced
 * size until it is whole, and queues every packet that arrives before CONNACK, so a stranger who never
 * logs in could fill the portal's memory: the guard reads MQTT's fixed header itself, before aedes
 * buffers the body, and ends the connection past these bounds.
 */
export const MQTT_LIMITS = {
  /** A CONNECT holds a client id, user name (the 12-character sn) and secret, maybe a will: 4 KiB is ample. */
  connectMaxBytes: 4096,
  /**
   * After login. Devices send status, progress and event messages of a few hundred bytes
   * (device-protocol.md); the largest message of the contract, a `program` of 1,000 steps, goes the
   * other way (server to device) and is not read through here. 64 KiB leaves room for any future up
   * message without letting one connection hold much memory.
   */
  packetMaxBytes: 65_536,
  /** Everything a connection may send before its CONNECT is accepted (aedes queues what comes early). */
  beforeLoginMaxBytes: 8192,
  /** A connection that has not logged in by then is ended, however many bytes it keeps sending. */
  loginTimeoutMs: 10_000,
  /** Connections open at once from one address (a household's devices share one address behind NAT). */
  perAddressMax: 20,
};

type Limits = typeof MQTT_LIMITS;

/**
 * Follows MQTT framing byte by byte (fixed header, remaining length, body) and answers whether what
 * arrived so far is within bounds; `loggedIn` tells it which bound applies. Pure, so it is tested on
 * its own and cannot be fooled by how TCP splits the bytes.
 */
export function createFrameCheck(limits: Pick<Limits, 'connectMaxBytes' | 'packetMaxBytes' | 'beforeLoginMaxBytes'>) {
  let state: 'header' | 'length' | 'body' = 'header';
  let remaining = 0;
  let multiplier = 1;
  let lengthBytes = 0;
  let before = 0;
  return (chunk: Buffer, loggedIn: boolean): boolean => {
    if (!loggedIn) {
      before += chunk.length;
      if (before > limits.beforeLoginMaxBytes) return false;
    }
    for (let i = 0; i < chunk.length;) {
      if (state === 'header') {
        state = 'length';
        remaining = 0;
        multiplier = 1;
        lengthBytes = 0;
        i++;
      } else if (state === 'length') {
        const byte = chunk[i++]!;
        remaining += (byte & 0x7f) * multiplier;
        multiplier *= 128;
        lengthBytes++;
        if (byte & 0x80) {
          if (lengthBytes === 4) return false; // a remaining length of more than 4 bytes is malformed
          continue;
        }
        // The announced size is judged here, before any of the body is kept.
        if (remaining > (loggedIn ? limits.packetMaxBytes : limits.connectMaxBytes)) return false;
        state = remaining === 0 ? 'header' : 'body';
      } else {
        const take = Math.min(remaining, chunk.length - i);
        remaining -= take;
        i += take;
        if (remaining === 0) state = 'header';
      }
    }
    return true;
  };
}

/**
 * Puts a socket under the bounds before aedes sees it: aedes reads with `socket.read()` on each
 * 'readable', so the guard checks every chunk as aedes takes it and destroys the socket instead of
 * handing over a chunk out of bounds. `loggedIn` is asked per chunk (aedes' client.connected).
 */
export function guardSocket(socket: net.Socket, loggedIn: () => boolean, limits: Limits = MQTT_LIMITS) {
  const fits = createFrameCheck(limits);
  const read = socket.read.bind(socket);
  socket.read = (size?: number) => {
    const chunk = read(size) as Buffer | null;
    if (chunk && !socket.destroyed && !fits(chunk, loggedIn())) {
      socket.destroy();
      return null;
    }
    return chunk;
  };
  const timer = setTimeout(() => {
    if (!loggedIn()) socket.destroy();
  }, limits.loginTimeoutMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** Counts open connections per address; `admit` answers false past the cap (the caller ends the socket). */
export function createAddressCap(max: number) {
  const open = new Map<string, number>();
  return {
    admit(socket: net.Socket): boolean {
      const address = socket.remoteAddress ?? '';
      const count = open.get(address) ?? 0;
      if (count >= max) return false;
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      return true;
    },
  };
}
