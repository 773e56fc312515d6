import { describe, expect, it } from 'vitest';
import { hasMachineStep, isWaitStep } from '../machine-steps.js';
import { deviceProgressSchema, deviceTopic, firstStepOutsideLimits, parseDeviceTopic } from './device.js';
import type { Step } from './content.js';

const step = (overrides: Partial<Step> = {}): Step => ({
  title: 'Step',
  description: '',
  stepType: 2,
  temperature: null,
  speed: 5,
  duration: 60,
  rotation: null,
  ...overrides,
});

describe('model limits (device-protocol.md)', () => {
  it('accepts steps within a model and a text step without a duration (a pause for the user)', () => {
    expect(
      firstStepOutsideLimits([step(), step({ stepType: 1, duration: null, speed: null }), step({ temperature: 120 })], 'CR-1'),
    ).toBeNull();
    expect(firstStepOutsideLimits([step({ stepType: 5, temperature: 160 })], 'CR-2')).toBeNull();
  });

  it('takes a weigh-and-add step without a duration as a wait, an unheated step (null or a stored 0) as no heating', () => {
    const weigh = step({ stepType: 6, duration: null, speed: null });
    expect(firstStepOutsideLimits([weigh, step({ temperature: 0 })], 'CR-1')).toBeNull();
    expect(isWaitStep(weigh)).toBe(true);
    expect(isWaitStep(step({ stepType: 6, duration: 30 }))).toBe(false);
    expect(isWaitStep(step({ stepType: 3, duration: null }))).toBe(false);
    expect(hasMachineStep([step({ stepType: 1 }), weigh])).toBe(false);
    expect(hasMachineStep([step({ stepType: 1 }), step({ stepType: 4 })])).toBe(true);
  });

  it.each([
    [step({ stepType: 5 }), 'CR-1', 'stepType'],
    [step({ temperature: 121 }), 'CR-1', 'temperature'],
    [step({ temperature: 36 }), 'CR-2', 'temperature'],
    [step({ duration: null }), 'CR-2', 'duration'],
    [step({ stepType: 5, duration: null }), 'CR-2', 'duration'],
    [step({ temperature: 150 }), 'CR-1', 'temperature'],
    [step({ duration: 5941 }), 'CR-2', 'duration'],
    [step({ speed: 22 }), 'CR-2', 'speed'],
  ] as const)('names %j on %s: %s', (bad, model, reason) => {
    expect(firstStepOutsideLimits([step(), { ...bad, title: 'Bad' }], model)).toEqual({ index: 1, title: 'Bad', reason });
  });
});

describe('topics', () => {
  it('splits a device topic and refuses any other', () => {
    expect(parseDeviceTopic(deviceTopic('CR-0000-0001', 'up', 'progress'))).toEqual({
      sn: 'CR-0000-0001',
      direction: 'up',
      name: 'progress',
    });
    for (const topic of [
      'chefrobot/v1/devices/cr-lower-1/up/state',
      'chefrobot/v1/devices/CR-0000-0001/up/state/x',
      '$SYS/x',
      'chefrobot/v2/devices/CR-0000-0001/up/state',
    ]) {
      expect(parseDeviceTopic(topic)).toBeNull();
    }
  });

  it('parses a progress report and refuses a wrong one', () => {
    const good = { programId: 'p-1', stepIndex: 0, stepCount: 2, remaining: 30, temperature: 80, speed: 3, status: 'running' };
    expect(deviceProgressSchema.parse(good)).toEqual(good);
    expect(deviceProgressSchema.safeParse({ ...good, speed: 30 }).success).toBe(false);
    expect(deviceProgressSchema.safeParse({ ...good, status: 'cooking' }).success).toBe(false);
    // A wait for the user: no time runs, so remaining is null.
    const waiting = { ...good, remaining: null, status: 'waiting' };
    expect(deviceProgressSchema.parse(waiting)).toEqual(waiting);
  });
});
