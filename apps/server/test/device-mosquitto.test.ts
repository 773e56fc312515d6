import { describe, expect, it } from 'vitest';
import { call, freshIp } from './helper.js';
import { connectedDevice, listeningUser, reachable, recipeWith, setupDeviceWorld, step, until } from './device-helper.js';

/**
 * The same journey with MQTT_URL: the server is a client of an external broker (the machine's
 * Mosquitto at 127.0.0.1:1883, which applies docs/OPERATIONS.md's ACL in production; here it allows
 * anyone, so access rules are the embedded broker's tests). Skipped only when nothing listens there.
 */
const MOSQUITTO = { host: '127.0.0.1', port: 1883 };
const available = await reachable(MOSQUITTO.host, MOSQUITTO.port);

describe.skipIf(!available)('devices through an external broker (Mosquitto, MQTT_URL)', () => {
  const w = setupDeviceWorld(`mqtt://${MOSQUITTO.host}:${MOSQUITTO.port}`);
  const post = (url: string, body: unknown, token: string) => call(w.t.app, 'POST', url, { body, token, ip: freshIp() });

  it('binds, sends a recipe, follows it live and records it when finished', async () => {
    const user = await listeningUser(w);
    const { row, sim } = await connectedDevice(w, { speed: 20 });
    const code = await sim.pair();
    await until(
      async () =>
        (await w.t.db.selectFrom('devices').select('pair_code_hash').where('id', '=', row.id).executeTakeFirst())?.pair_code_hash != null,
    );
    expect((await post('/api/device/bindDevice', { sn: row.sn, pairCode: code }, user.token)).body.code).toBe(0);
    const deviceId = String(row.id);

    const recipe = await recipeWith(w, [step({ duration: 3 }), step({ title: 'Boil', duration: 3, temperature: 100 })]);
    const sent = await post('/api/device/sendRecipe', { deviceId, recipeId: recipe.id }, user.token);
    const { programId } = sent.body.data as { programId: string };
    await until(() => user.of('CookProgress').some((e) => e.stepIndex === 1));
    await until(() => user.of('CookFinished').length > 0, 15_000);
    expect(user.of('CookFinished')).toEqual([{ deviceId, programId, recipeId: recipe.id, result: 'finished' }]);
    // One record although the report could reach more than one subscriber of the shared group.
    const history = await call(w.t.app, 'GET', '/api/cook/qryCookRecord', { token: user.token });
    expect(history.body.data).toMatchObject({ total: 1, records: [{ onRobot: true }] });
  });

  it('drops a malformed report and keeps serving', async () => {
    const { row, sim } = await connectedDevice(w);
    await sim.publishRaw('state', '{"online":');
    await sim.publishRaw('state', JSON.stringify({ online: true, model: 'CR-2', firmware: 'mosq-2', status: 'idle' }));
    await until(
      async () =>
        (await w.t.db.selectFrom('devices').select('firmware').where('id', '=', row.id).executeTakeFirst())?.firmware === 'mosq-2',
    );
  });
});
