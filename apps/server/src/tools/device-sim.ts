import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { DEVICE_MODELS, type DeviceModel } from '@chef/shared';
import { SimulatedDevice } from './simulated-device.js';

/**
 * `npm run device:sim -- --sn SN --secret S [--model CR-2] [--speed 10] [--continue-after N] [--url mqtt://127.0.0.1:1883]`
 * An appliance in software for demos: connects to the broker, prints a pairing code (Enter prints a
 * new one), plays the programs it receives `speed` times faster and prints their progress. A wait step
 * (text or weigh-and-add without a duration) is printed and goes on when you press Enter, as its user
 * would press continue on the appliance; --continue-after N continues by itself after N simulated seconds.
 * `--provision` first asks the local server (--server, default http://localhost:3000) to provision the
 * sn, signing in as staff with ADMIN_EMAIL / ADMIN_PASSWORD, and uses the secret it answers.
 */
const { values } = parseArgs({
  options: {
    sn: { type: 'string' },
    secret: { type: 'string' },
    model: { type: 'string', default: 'CR-2' },
    speed: { type: 'string', default: '1' },
    'continue-after': { type: 'string' },
    url: { type: 'string', default: `mqtt://127.0.0.1:${process.env.MQTT_PORT ?? '1883'}` },
    provision: { type: 'boolean', default: false },
    server: { type: 'string', default: `http://localhost:${process.env.PORT ?? '3000'}` },
  },
});
const model = values.model as DeviceModel;
if (!values.sn || (!values.secret && !values.provision) || !DEVICE_MODELS.includes(model)) {
  console.error(
    'usage: npm run device:sim -- --sn SN (--secret S | --provision) [--model CR-1|CR-2] [--speed 10] [--continue-after N] [--url mqtt://host:port]',
  );
  process.exit(2);
}

async function provision(server: string, sn: string): Promise<string> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  if (!email || !password) throw new Error('--provision signs in as staff: set ADMIN_EMAIL and ADMIN_PASSWORD as the server has them');
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: Record<string, string> };
    if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
    return envelope.data;
  };
  const { token } = await post('/api/admin/login', { email, password });
  return (await post('/api/admin/addDevice', { sn, model }, token)).secret!;
}

const sn = values.sn.toUpperCase();
const secret = values.provision ? await provision(values.server, sn) : values.secret!;
if (values.provision) console.log(`provisioned ${sn}; secret ${secret}`);
const continueAfter = values['continue-after'] === undefined ? undefined : Number(values['continue-after']);
const device = await SimulatedDevice.connect({
  url: values.url,
  sn,
  secret,
  model,
  speed: Number(values.speed) || 1,
  ...(continueAfter !== undefined && Number.isFinite(continueAfter) ? { continueAfter } : {}),
});
console.log(`${sn} (${model}) connected to ${values.url}`);
const showCode = async () => console.log(`pairing code: ${await device.pair()} (valid 5 minutes; press Enter for a new one)`);
await showCode();
device.on('program', (program: { name: string; steps: unknown[] }) =>
  console.log(`cooking "${program.name}" (${program.steps.length} steps)`),
);
device.on('waiting', (step: { title: string; description?: string; stepType: number }) =>
  console.log(
    `waiting for you: ${step.title}${step.description ? ` (${step.description})` : ''}${step.stepType === 6 ? '; the scale shows the weight added' : ''}. Press Enter to continue`,
  ),
);
device.on('finished', ({ type }: { type: string }) => console.log(`program ${type}`));
setInterval(() => {
  if (device.program && !device.waiting)
    console.log(
      `step ${device.stepIndex + 1}/${device.program.steps.length}, ${Math.ceil(device.remaining)} s left, ${Math.round(device.temperature)} °C`,
    );
}, 2000).unref();
// Enter is the appliance's one button here: continue a wait, otherwise a new pairing code.
readline
  .createInterface({ input: process.stdin })
  .on('line', () => void device.continueWait().then((went) => (went ? undefined : showCode())));
const stop = () => void device.close().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
