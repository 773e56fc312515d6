import type { APIRequestContext } from '@playwright/test';
// The built simulator (npm run build comes before the browser tests), the same the integration tests use.
import { SimulatedDevice } from '../../../server/dist/tools/simulated-device.js';
import { E2E_MQTT_PORT } from '../../playwright.config';
import { expect } from './fixtures';
import { staffTokenOf } from './personal';

const devices: SimulatedDevice[] = [];
let counter = 0;

/**
 * A new appliance: provisioned by staff through POST /api/admin/addDevice, then switched on as a
 * simulator on the e2e server's embedded broker, playing programs `speed` times faster.
 */
export async function switchedOnDevice(request: APIRequestContext, speed: number): Promise<SimulatedDevice> {
  counter += 1;
  const sn = `E2E-${process.pid}-${Date.now().toString(36).toUpperCase()}-${counter}`.slice(0, 32);
  const token = await staffTokenOf(request);
  const res = await request.post('/api/admin/addDevice', { data: { sn, model: 'CR-2' }, headers: { authorization: `Bearer ${token}` } });
  const envelope = (await res.json()) as { code: number; msg: string; data: { secret: string } };
  expect(envelope.code, envelope.msg).toBe(0);
  const device = await SimulatedDevice.connect({ url: `mqtt://127.0.0.1:${E2E_MQTT_PORT}`, sn, secret: envelope.data.secret, speed });
  devices.push(device);
  return device;
}

/** Switches off every simulator of the file. */
export async function switchOffDevices(): Promise<void> {
  await Promise.all(devices.splice(0).map((device) => device.close()));
}
