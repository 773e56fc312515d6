import { randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  deviceCommandSchema,
  deviceProgramSchema,
  deviceTopic,
  isWaitStep,
  PAIR_CODE_TTL_SECONDS,
  type DeviceEventPayload,
  type DeviceModel,
  type DeviceProgram,
  type DeviceProgressPayload,
  type DeviceStatePayload,
  type DeviceStatus,
} from '@chef/shared';
import mqtt, { type MqttClient } from 'mqtt';

export interface SimulatedDeviceOptions {
  /** The broker: mqtt://host:port. */
  url: string;
  sn: string;
  secret: string;
  model?: DeviceModel;
  firmware?: string;
  /** Speed-up factor: 10 plays a 60 s step in 6 s. */
  speed?: number;
  /**
   * A wait (a text or weigh-and-add step without a duration) goes on when its user continues
   * (continueWait()); with this set, the simulator also continues by itself after so many simulated
   * seconds (demos and tests that do not stand at the appliance).
   */
  continueAfter?: number;
}

/** Room temperature of the bowl before it heats, °C; it heats and cools this much per simulated second. */
const AMBIENT = 22;
const HEAT_PER_SECOND = 4;

/**
 * An appliance in software, speaking device-protocol.md exactly as the firmware does: it connects with
 * its sn and secret (last will: offline), shows pairing codes, accepts one program at a time and plays
 * it step by step, reporting progress every simulated second (at most every 2 s real time is the
 * protocol's floor) and at once on a change, and obeys pause, resume and stop. A wait step shows
 * itself and reports `waiting` until its user continues here (continueWait; a resume from the portal
 * does not count). Used by `npm run device:sim`, the integration tests and the browser tests. Events:
 * 'program' (received), 'waiting' (a wait began: its step), 'finished'.
 */
export class SimulatedDevice extends EventEmitter {
  status: DeviceStatus = 'idle';
  program: DeviceProgram | null = null;
  stepIndex = 0;
  remaining = 0;
  temperature = AMBIENT;
  private paused = false;
  /** The current step is a wait for the user; waited: simulated seconds spent in it. */
  waiting = false;
  private waited = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly model: DeviceModel;
  private readonly firmware: string;
  private readonly tickMs: number;

  private constructor(
    readonly client: MqttClient,
    readonly options: SimulatedDeviceOptions,
  ) {
    super();
    this.model = options.model ?? 'CR-2';
    this.firmware = options.firmware ?? 'sim-1.0.0';
    this.tickMs = Math.max(5, Math.round(1000 / (options.speed ?? 1)));
  }

  /** Connects (a wrong secret rejects), subscribes to its down topics and publishes its state. */
  static async connect(options: SimulatedDeviceOptions): Promise<SimulatedDevice> {
    const model = options.model ?? 'CR-2';
    const will: DeviceStatePayload = { online: false, model, firmware: options.firmware ?? 'sim-1.0.0', status: 'idle' };
    const client = await mqtt.connectAsync(options.url, {
      clientId: options.sn,
      username: options.sn,
      password: options.secret,
      clean: true,
      reconnectPeriod: 0,
      will: { topic: deviceTopic(options.sn, 'up', 'state'), payload: Buffer.from(JSON.stringify(will)), qos: 1, retain: true },
    });
    const device = new SimulatedDevice(client, options);
    client.on('message', (topic, payload) => device.onMessage(topic, payload));
    await client.subscribeAsync(deviceTopic(options.sn, 'down', '#'), { qos: 1 });
    await device.publishState();
    return device;
  }

  /** The user pressed "pair": a new 6-digit code, shown on the screen (returned) and sent to the portal. */
  async pair(): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + PAIR_CODE_TTL_SECONDS * 1000).toISOString();
    await this.publish('pair', { code, expiresAt }, 1);
    return code;
  }

  /** Publishes anything on one of its up topics (tests send malformed payloads this way). */
  async publishRaw(name: string, payload: string | Buffer, qos: 0 | 1 = 1): Promise<void> {
    await this.client.publishAsync(deviceTopic(this.options.sn, 'up', name), payload, { qos });
  }

  /** Drops the connection without DISCONNECT, as a power cut would: the broker publishes the last will. */
  kill(): void {
    this.stopTimer();
    this.client.stream.destroy();
    this.client.end(true);
  }

  /** Switches off cleanly: says it is offline, then disconnects (a device already cut off just ends). */
  async close(): Promise<void> {
    this.stopTimer();
    if (!this.client.connected) return void this.client.end(true);
    await this.publishState(false);
    await this.client.endAsync();
  }

  private publish(name: string, payload: object, qos: 0 | 1, retain = false) {
    return this.client.publishAsync(deviceTopic(this.options.sn, 'up', name), JSON.stringify(payload), { qos, retain });
  }

  private publishState(online = true) {
    const state: DeviceStatePayload = { online, model: this.model, firmware: this.firmware, status: this.status };
    return this.publish('state', state, 1, true);
  }

  private publishEvent(type: DeviceEventPayload['type'], programId: string, message?: string) {
    return this.publish('event', { programId, type, ...(message ? { message } : {}) }, 1);
  }

  private publishProgress() {
    if (!this.program) return Promise.resolve();
    const step = this.program.steps[this.stepIndex]!;
    const progress: DeviceProgressPayload = {
      programId: this.program.programId,
      stepIndex: this.stepIndex,
      stepCount: this.program.steps.length,
      remaining: this.waiting ? null : Math.max(0, Math.ceil(this.remaining)),
      temperature: Math.round(this.temperature),
      speed: this.paused || this.waiting ? 0 : step.speed,
      status: this.paused ? 'paused' : this.waiting ? 'waiting' : 'running',
    };
    return this.publish('progress', progress, 0);
  }

  private onMessage(topic: string, payload: Buffer) {
    const name = topic.split('/').at(-1);
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    if (name === 'program') {
      const program = deviceProgramSchema.safeParse(json);
      if (program.success) void this.start(program.data);
    } else if (name === 'command') {
      const command = deviceCommandSchema.safeParse(json);
      if (command.success && command.data.programId === this.program?.programId) void this.obey(command.data.action);
    }
  }

  private async start(program: DeviceProgram) {
    if (this.program) return this.publishEvent('rejected', program.programId, 'busy');
    this.program = program;
    this.emit('program', program);
    await this.publishEvent('accepted', program.programId);
    // A stop may have ended the program while its acceptance was being published: it stays ended.
    if (this.program !== program) return;
    this.status = 'cooking';
    this.paused = false;
    await this.publishState();
    if (this.program !== program) return;
    this.enterStep(0);
    await this.publishProgress();
    this.timer = setInterval(() => void this.tick(), this.tickMs);
  }

  private enterStep(index: number) {
    const step = this.program!.steps[index]!;
    this.stepIndex = index;
    this.waiting = isWaitStep(step);
    this.waited = 0;
    this.remaining = step.duration ?? 0;
    if (this.waiting) this.emit('waiting', step);
  }

  /** Past the current step: the next one, or the end of the program. */
  private async advance() {
    if (!this.program) return;
    if (this.stepIndex + 1 >= this.program.steps.length) return this.end('finished');
    this.enterStep(this.stepIndex + 1);
    await this.publishProgress();
  }

  /** The user pressed "continue" on the appliance: a wait goes on (anything else ignores it). */
  async continueWait(): Promise<boolean> {
    if (!this.program || !this.waiting || this.paused) return false;
    await this.advance();
    return true;
  }

  /** One simulated second. */
  private async tick() {
    if (!this.program || this.paused) return;
    const target = this.program.steps[this.stepIndex]!.temperature ?? AMBIENT;
    this.temperature += Math.sign(target - this.temperature) * Math.min(HEAT_PER_SECOND, Math.abs(target - this.temperature));
    if (this.waiting) {
      this.waited += 1;
      const after = this.options.continueAfter;
      if (after !== undefined && this.waited >= after) return void (await this.advance());
      return void (await this.publishProgress());
    }
    this.remaining -= 1;
    if (this.remaining <= 0) return void (await this.advance());
    await this.publishProgress();
  }

  private async obey(action: 'pause' | 'resume' | 'stop') {
    if (action === 'stop') return this.end('stopped');
    this.paused = action === 'pause';
    this.status = this.paused ? 'paused' : 'cooking';
    await this.publishState();
    await this.publishProgress();
  }

  private async end(type: 'finished' | 'stopped') {
    const program = this.program!;
    this.stopTimer();
    this.program = null;
    this.paused = false;
    this.waiting = false;
    this.status = 'idle';
    await this.publishEvent(type, program.programId);
    await this.publishState();
    this.emit('finished', { programId: program.programId, type });
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
