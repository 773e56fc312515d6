import net from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Step } from '@chef/shared';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { buildDevice, buildRecipe, buildUser } from './factories.js';
import { SimulatedDevice } from '../src/tools/simulated-device.js';

/**
 * The device tests' world: a listening app (the hub needs a real port) with its device channel
 * (embedded broker on a free port, or MQTT_URL), simulated appliances, and hub listeners per user.
 */
export interface DeviceWorld {
  t: TestApp;
  /** The broker devices connect to. */
  mqttUrl: string;
  hubUrl: string;
  devices: SimulatedDevice[];
  sockets: Socket[];
}

/** A port nobody listens on right now (the embedded broker's MQTT_PORT 0 means "off", not "any"). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts TCP connections at host:port (the machine's Mosquitto). */
export function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export function setupDeviceWorld(mqttUrl?: string): DeviceWorld {
  const w = { devices: [], sockets: [] } as unknown as DeviceWorld;
  beforeAll(async () => {
    const port = mqttUrl ? 0 : await freePort();
    w.t = await buildTestApp(mqttUrl ? { MQTT_URL: mqttUrl } : { MQTT_PORT: String(port), HOST: '127.0.0.1' });
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    w.hubUrl = `http://127.0.0.1:${(w.t.app.server.address() as net.AddressInfo).port}`;
    w.mqttUrl = mqttUrl ?? `mqtt://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const socket of w.sockets) socket.disconnect();
    await Promise.all(w.devices.map((device) => device.close().catch(() => device.kill())));
    await w.t.close();
  });
  return w;
}

/** Polls until check() holds (events cross the network: no fixed sleeps). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A provisioned device whose simulator is connected (not bound yet). */
export async function connectedDevice(w: DeviceWorld, options: { model?: 'CR-1' | 'CR-2'; speed?: number } = {}) {
  const row = await buildDevice(w.t.db, { model: options.model ?? 'CR-2' });
  const sim = await SimulatedDevice.connect({
    url: w.mqttUrl,
    sn: row.sn,
    secret: row.secret,
    ...(options.model ? { model: options.model } : {}),
    speed: options.speed ?? 50,
  });
  w.devices.push(sim);
  // Connected means the portal has seen its state (so sendRecipe finds it online).
  await until(async () => (await w.t.db.selectFrom('devices').select('online').where('id', '=', row.id).executeTakeFirst())?.online === 1);
  return { row, sim };
}

/** A user with a live token and the hub events they receive, in order. */
export async function listeningUser(w: DeviceWorld) {
  const user = await buildUser(w.t.db);
  const socket = connect(w.hubUrl, {
    path: '/messageHub',
    auth: { token: user.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  w.sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const events: Array<[string, Record<string, unknown>]> = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => events.push([event, payload]));
  return { ...user, events, of: (name: string) => events.filter(([event]) => event === name).map(([, payload]) => payload) };
}

export const step = (overrides: Partial<Step> = {}): Step => ({
  title: 'Chop',
  description: '',
  stepType: 2,
  temperature: null,
  speed: 5,
  duration: 3,
  rotation: { type: 1 },
  ...overrides,
});

/** A published recipe with these steps. */
export const recipeWith = (w: DeviceWorld, steps: Step[]) => buildRecipe(w.t.db, { steps: JSON.stringify(steps) });
