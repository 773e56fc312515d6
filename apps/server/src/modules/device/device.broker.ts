import net from 'node:net';
import { Aedes, type AuthenticateError } from 'aedes';
import { DEVICE_TOPIC_ROOT, snSchema } from '@chef/shared';
import type { FastifyBaseLogger } from 'fastify';
import { MQTT_LIMITS, createAddressCap, guardSocket } from './mqtt-guard.js';

/** aedes' CONNACK code 4: bad user name or password (MQTT 3.1.1) / 0x86 (MQTT 5). */
const BAD_USERNAME_OR_PASSWORD = 4;

const ownPrefix = (sn: string, direction: 'up' | 'down') => `${DEVICE_TOPIC_ROOT}/${sn}/${direction}/`;

/**
 * The access rules of device-protocol.md, pure so they are tested on their own and read as the
 * Mosquitto ACL of docs/OPERATIONS.md: a device (client id = user name = sn) publishes only under its
 * own up/ and subscribes only under its own down/. A wildcard after the device's own prefix stays in
 * its own subtree; one before it (`+/down/#`, `#`, `$share/...`) does not start with the prefix.
 */
export const mayPublish = (sn: string, topic: string) => topic.startsWith(ownPrefix(sn, 'up'));
export const maySubscribe = (sn: string, topic: string) => topic.startsWith(ownPrefix(sn, 'down'));

export interface EmbeddedBroker {
  /** The port it listens on (MQTT_PORT, or the one the system chose). */
  port: number;
  publish(topic: string, payload: string, qos: 0 | 1): Promise<void>;
  /** Devices connected and logged in now. */
  connectedClients(): number;
  /** Ends the connection of the device (client id = sn) now; false when none is open. */
  disconnect(sn: string): boolean;
  close(): Promise<void>;
}

/**
 * The broker the server runs itself when MQTT_URL is not set (aedes, in memory): it checks each
 * device's secret at CONNECT and applies the access rules on every publish and subscribe. Messages on
 * up topics go to onUp (the server is in-process, so it needs no connection of its own).
 */
export async function startEmbeddedBroker(options: {
  port: number;
  host: string;
  verify: (sn: string, secret: string) => Promise<boolean>;
  onUp: (topic: string, payload: Buffer) => void;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const refused = (): AuthenticateError => Object.assign(new Error('Bad username or password'), { returnCode: BAD_USERNAME_OR_PASSWORD });
  const broker = await Aedes.createBroker({
    // A device that stops reading cannot hold up deliveries to the others for long.
    drainTimeout: 10_000,
    // The guard (mqtt-guard.ts) ends a connection silent or slow to log in; aedes' own timer agrees.
    connectTimeout: MQTT_LIMITS.loginTimeoutMs,
    authenticate: (client, username, password, done) => {
      const sn = snSchema.safeParse(username ?? '');
      if (!sn.success || sn.data !== username || client.id !== username || !password) return done(refused(), false);
      options.verify(sn.data, password.toString('utf8')).then(
        (ok) => (ok ? done(null, true) : done(refused(), false)),
        (error: unknown) => {
          options.log.error({ err: error }, 'device CONNECT check failed');
          done(refused(), false);
        },
      );
    },
    // A refused publish is dropped; aedes then closes the connection (MQTT-3.3.5-2 allows either).
    authorizePublish: (client, packet, callback) =>
      client && mayPublish(client.id, packet.topic) ? callback(null) : callback(new Error(`publish to ${packet.topic} refused`)),
    // null grants the subscription with the failure code 0x80.
    authorizeSubscribe: (client, subscription, callback) =>
      maySubscribe(client.id, subscription.topic) ? callback(null, subscription) : callback(null, null),
  });
  broker.on('publish', (packet) => {
    // The server's own publishes go to down topics; every up topic got here through authorizePublish.
    if (packet.topic.startsWith(`${DEVICE_TOPIC_ROOT}/`) && packet.topic.includes('/up/'))
      options.onUp(packet.topic, packet.payload as Buffer);
  });
  broker.on('clientError', (client, error) => options.log.debug({ sn: client.id, err: error }, 'device connection error'));

  const cap = createAddressCap(MQTT_LIMITS.perAddressMax);
  const server = net.createServer((socket) => {
    if (!cap.admit(socket)) {
      socket.destroy();
      return;
    }
    // aedes reads on the next 'readable', so the guard is in place before it reads a byte.
    const client = broker.handle(socket);
    guardSocket(socket, () => client.connected);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    throw error;
  }
  const address = server.address();

  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    publish: (topic, payload, qos) =>
      new Promise((resolve, reject) =>
        broker.publish({ cmd: 'publish', topic, payload: Buffer.from(payload), qos, retain: false, dup: false }, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    connectedClients: () => broker.connectedClients,
    disconnect: (sn) => {
      // aedes keeps its clients by id (not in its types); closing one ends its socket and session.
      const client = (broker as unknown as { clients: Record<string, { close(): void } | undefined> }).clients[sn];
      client?.close();
      return client !== undefined;
    },
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
