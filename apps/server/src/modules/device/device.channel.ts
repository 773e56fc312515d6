import { randomBytes } from 'node:crypto';
import { deviceTopic, DEVICE_TOPIC_ROOT, parseDeviceTopic, UP_PAYLOAD_SCHEMAS, type UpTopic } from '@chef/shared';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import { AppError } from '../../lib/errors.js';
import { startEmbeddedBroker } from './device.broker.js';
import type { DeviceService } from './device.service.js';

/** The device side of the server, whichever broker carries it. */
export interface DeviceChannel {
  /** 'embedded' (with the port it listens on) or 'external'. */
  kind: 'embedded' | 'external';
  port?: number;
  /** Whether devices can be reached now: the embedded broker listens, or the client is connected (/api/ready). */
  connected(): boolean;
  /** Devices connected to the embedded broker (/metrics); the external broker reports its own. */
  devicesOnline?: () => number;
  close(): Promise<void>;
}

/** QoS per down topic (protocol: 1 for program and command). */
const DOWN_QOS = 1;

/**
 * Every message arriving on an up topic: the topic names the device and the payload's shape, the
 * shared zod schema parses it, and only then does the service see it. Anything else (not JSON, wrong
 * shape, unknown topic) is dropped and logged; a failing handler is logged too, never thrown into the
 * broker.
 */
export function upDispatcher(service: DeviceService, log: FastifyBaseLogger) {
  const handlers: { [K in UpTopic]: (sn: string, payload: never) => Promise<void> } = {
    state: service.onState,
    pair: service.onPair,
    progress: service.onProgress,
    event: service.onEvent,
  };
  /** Per serial number, the end of the messages being handled (see below). */
  const inOrder = new Map<string, Promise<void>>();
  return (topic: string, payload: Buffer): void => {
    const parts = parseDeviceTopic(topic);
    if (!parts || parts.direction !== 'up' || !(parts.name in UP_PAYLOAD_SCHEMAS)) {
      log.warn({ topic }, 'device message on an unknown topic dropped');
      return;
    }
    const name = parts.name as UpTopic;
    // An empty retained message clears the retained state: nothing to handle.
    if (payload.length === 0) return;
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      log.warn({ topic }, 'device message that is not JSON dropped');
      return;
    }
    const parsed = UP_PAYLOAD_SCHEMAS[name].safeParse(json);
    if (!parsed.success) {
      log.warn({ topic, issues: parsed.error.issues.slice(0, 3) }, 'device message of a wrong shape dropped');
      return;
    }
    const handle = () =>
      handlers[name](parts.sn, parsed.data as never).catch((error: unknown) =>
        log.error({ err: error, topic }, 'device message not handled'),
      );
    // One device's messages are handled one after the other, in the order they came. Handled at once,
    // two pairing codes sent in a row were written on two database connections, the earlier one could
    // land last, and the code on the appliance's screen was then refused.
    const next = (inOrder.get(parts.sn) ?? Promise.resolve()).then(handle);
    inOrder.set(parts.sn, next);
    void next.then(() => {
      if (inOrder.get(parts.sn) === next) inOrder.delete(parts.sn);
    });
  };
}

/**
 * Starts the device channel: with MQTT_URL a client of that broker (which applies the ACL of
 * docs/OPERATIONS.md), else the embedded broker on MQTT_PORT; MQTT_PORT 0 turns it off. A port that
 * is taken does not stop the portal: it logs the error and answers device calls with "cannot be
 * reached" until it is restarted on a free port.
 */
export async function startDeviceChannel(options: {
  url: string | undefined;
  port: number;
  host: string;
  service: DeviceService;
  log: FastifyBaseLogger;
}): Promise<DeviceChannel | undefined> {
  const { service, log } = options;
  const onUp = upDispatcher(service, log);

  if (options.url) return connectExternal(options.url, service, onUp, log);
  if (options.port === 0) return undefined;
  try {
    const broker = await startEmbeddedBroker({ port: options.port, host: options.host, verify: service.verifySecret, onUp, log });
    service.setPublisher((sn, topic, payload) => broker.publish(deviceTopic(sn, 'down', topic), JSON.stringify(payload), DOWN_QOS));
    service.setDisconnect(broker.disconnect);
    log.info({ port: broker.port }, 'embedded MQTT broker for devices listening');
    return { kind: 'embedded', port: broker.port, connected: () => true, devicesOnline: broker.connectedClients, close: broker.close };
  } catch (error) {
    log.error({ err: error, port: options.port }, 'embedded MQTT broker not started: devices cannot connect');
    return undefined;
  }
}

async function connectExternal(
  url: string,
  service: DeviceService,
  onUp: (topic: string, payload: Buffer) => void,
  log: FastifyBaseLogger,
): Promise<DeviceChannel> {
  // The server's own credentials come with the URL (mqtt://portal:secret@host:1883).
  const client = mqtt.connect(url, { clientId: `chef-portal-${randomBytes(6).toString('hex')}`, clean: true, reconnectPeriod: 2000 });
  client.on('message', (topic, payload) => onUp(topic, payload));
  client.on('error', (error) => log.error({ err: error }, 'MQTT broker connection error'));
  client.on('connect', () => {
    // state is retained and idempotent: every node takes every device's state (and the retained ones on
    // connect). The rest is a shared subscription: one node of the group handles each report, so a
    // finished program is recorded once and progress reaches the browser once.
    const topics: Record<string, { qos: 0 | 1 }> = {
      [`${DEVICE_TOPIC_ROOT}/+/up/state`]: { qos: 1 },
      [`$share/chef-portal/${DEVICE_TOPIC_ROOT}/+/up/pair`]: { qos: 1 },
      [`$share/chef-portal/${DEVICE_TOPIC_ROOT}/+/up/event`]: { qos: 1 },
      [`$share/chef-portal/${DEVICE_TOPIC_ROOT}/+/up/progress`]: { qos: 0 },
    };
    client.subscribe(topics, (error) => {
      if (error) log.error({ err: error }, 'MQTT subscriptions refused');
    });
    log.info('connected to the MQTT broker for devices');
  });
  service.setPublisher(async (sn, topic, payload) => {
    // A request must not wait for a broker that is away: it is told at once.
    if (!client.connected) throw new AppError(503, 'device.channelDown');
    await client.publishAsync(deviceTopic(sn, 'down', topic), JSON.stringify(payload), { qos: DOWN_QOS });
  });
  return {
    kind: 'external',
    connected: () => client.connected,
    close: async () => {
      await client.endAsync(true);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The device channel as started (undefined when off): tests read the embedded broker's port. */
    deviceChannel: DeviceChannel | undefined;
  }
}
