import { z } from 'zod';
import { lineText, proseText } from './text.js';
import { SPEED_MAX, SPEED_MIN } from '../enums.js';
import { STEP_TIME_MAX_SECONDS } from '../limits.js';
import { idSchema, pageQuerySchema } from './common.js';
import type { Step } from './content.js';
import { heatingOf, isWaitStep } from '../machine-steps.js';

/**
 * The appliance (design/device-protocol.md): identities, the MQTT payloads both ways, each model's
 * limits, and the portal's device calls. The firmware side is fixed by that document, so every
 * shape here follows it field for field; anything extra is optional.
 */

export const DEVICE_MODELS = ['CR-1', 'CR-2'] as const;
export type DeviceModel = (typeof DEVICE_MODELS)[number];

export const DEVICE_STATUSES = ['idle', 'cooking', 'paused', 'error'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** A running step, one paused from the portal, or a wait for the user at the appliance (protocol "progress"). */
export const PROGRESS_STATUSES = ['running', 'paused', 'waiting'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const COOK_ACTIONS = ['pause', 'resume', 'stop'] as const;
export type CookAction = (typeof COOK_ACTIONS)[number];

export const DEVICE_EVENT_TYPES = ['accepted', 'rejected', 'finished', 'stopped', 'error'] as const;
export type DeviceEventType = (typeof DEVICE_EVENT_TYPES)[number];

/** A pairing code shown on the appliance is valid this long (protocol: 5 minutes). */
export const PAIR_CODE_TTL_SECONDS = 5 * 60;
/** The appliance answers a program with accepted/rejected within this time. */
export const PROGRAM_ANSWER_SECONDS = 5;
/** A device's name, as the user renames it (the protocol leaves it open). */
export const DEVICE_NAME_MAX = 20;
export const FIRMWARE_MAX = 40;

export const snSchema = z
  .string('validation.required')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{8,32}$/, 'validation.invalid');
export const pairCodeSchema = z
  .string('validation.required')
  .trim()
  .regex(/^\d{6}$/, 'validation.invalid');
const programIdSchema = z.string().min(1).max(64);

/** Each model's limits (protocol "Model limits"): checked before a program is sent. */
export interface ModelLimits {
  temperature: { min: number; max: number };
  speed: { min: number; max: number };
  duration: { min: number; max: number };
  stepTypes: readonly number[];
}
export const MODEL_LIMITS: Record<DeviceModel, ModelLimits> = {
  'CR-1': {
    temperature: { min: 37, max: 120 },
    speed: { min: SPEED_MIN, max: SPEED_MAX },
    duration: { min: 1, max: STEP_TIME_MAX_SECONDS },
    stepTypes: [1, 2, 3, 4, 6],
  },
  'CR-2': {
    temperature: { min: 37, max: 160 },
    speed: { min: SPEED_MIN, max: SPEED_MAX },
    duration: { min: 1, max: STEP_TIME_MAX_SECONDS },
    stepTypes: [1, 2, 3, 4, 5, 6],
  },
};

/** Why a step cannot run on a model; the catalogue key is `device.limit.<reason>`. */
export type StepLimitReason = 'stepType' | 'temperature' | 'speed' | 'duration';
export interface StepLimitViolation {
  /** 0-based. */
  index: number;
  title: string;
  reason: StepLimitReason;
}

/**
 * The first step a model cannot run, or null. A wait (isWaitStep) needs no duration; every other step
 * needs a duration within the limits; a temperature is none or within the model's range.
 */
export function firstStepOutsideLimits(steps: readonly Step[], model: DeviceModel): StepLimitViolation | null {
  const limits = MODEL_LIMITS[model];
  const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;
  for (const [index, step] of steps.entries()) {
    const temperature = heatingOf(step.temperature);
    const reason: StepLimitReason | null = !limits.stepTypes.includes(step.stepType)
      ? 'stepType'
      : temperature !== null && !within(temperature, limits.temperature)
        ? 'temperature'
        : step.speed !== null && !within(step.speed, limits.speed)
          ? 'speed'
          : step.duration === null
            ? isWaitStep(step)
              ? null
              : 'duration'
            : !within(step.duration, limits.duration)
              ? 'duration'
              : null;
    if (reason) return { index, title: step.title, reason };
  }
  return null;
}

// ---- topics ----

export const DEVICE_TOPIC_ROOT = 'chefrobot/v1/devices';
export const UP_TOPICS = ['state', 'pair', 'progress', 'event'] as const;
export type UpTopic = (typeof UP_TOPICS)[number];
export const DOWN_TOPICS = ['program', 'command'] as const;
export type DownTopic = (typeof DOWN_TOPICS)[number];

export const deviceTopic = (sn: string, direction: 'up' | 'down', name: string) => `${DEVICE_TOPIC_ROOT}/${sn}/${direction}/${name}`;

/** `chefrobot/v1/devices/{sn}/{up|down}/{name}` split into its parts, or null for any other topic. */
export function parseDeviceTopic(topic: string): { sn: string; direction: 'up' | 'down'; name: string } | null {
  const match = /^chefrobot\/v1\/devices\/([A-Z0-9-]{8,32})\/(up|down)\/([a-z]+)$/.exec(topic);
  return match ? { sn: match[1]!, direction: match[2] as 'up' | 'down', name: match[3]! } : null;
}

// ---- payloads, device -> server ----

const temperatureSchema = z.number().min(-50).max(300).nullable();

export const deviceStateSchema = z.object({
  online: z.boolean(),
  model: z.enum(DEVICE_MODELS),
  firmware: z.string().max(FIRMWARE_MAX),
  status: z.enum(DEVICE_STATUSES),
});
export type DeviceStatePayload = z.infer<typeof deviceStateSchema>;

export const devicePairSchema = z.object({ code: z.string().regex(/^\d{6}$/), expiresAt: z.iso.datetime() });
export type DevicePairPayload = z.infer<typeof devicePairSchema>;

export const deviceProgressSchema = z.object({
  programId: programIdSchema,
  stepIndex: z.number().int().min(0).max(999),
  stepCount: z.number().int().min(1).max(1000),
  /** Seconds left in this step; null while the appliance waits for its user (status waiting). */
  remaining: z.number().int().min(0).max(STEP_TIME_MAX_SECONDS).nullable(),
  temperature: temperatureSchema,
  speed: z.number().int().min(SPEED_MIN).max(SPEED_MAX),
  status: z.enum(PROGRESS_STATUSES),
});
export type DeviceProgressPayload = z.infer<typeof deviceProgressSchema>;

export const deviceEventSchema = z.object({
  programId: programIdSchema,
  type: z.enum(DEVICE_EVENT_TYPES),
  message: z.string().max(200).optional(),
});
export type DeviceEventPayload = z.infer<typeof deviceEventSchema>;

/** The schema of each up topic: a payload on any other topic, or not matching, is dropped. */
export const UP_PAYLOAD_SCHEMAS = {
  state: deviceStateSchema,
  pair: devicePairSchema,
  progress: deviceProgressSchema,
  event: deviceEventSchema,
} as const satisfies Record<UpTopic, z.ZodType>;

// ---- payloads, server -> device ----

export const programStepSchema = z.object({
  title: z.string(),
  /** Extension (optional): what the appliance shows while it waits for its user. */
  description: z.string().optional(),
  stepType: z.number().int(),
  temperature: z.number().nullable(),
  speed: z.number().int(),
  duration: z.number().int().nullable(),
  rotation: z
    .object({
      type: z.number().int(),
      type1: z.number().int().nullable(),
      gears: z.number().int().nullable(),
      gears1: z.number().int().nullable(),
      time: z.number().int().nullable(),
    })
    .nullable(),
});
export const deviceProgramSchema = z.object({
  programId: programIdSchema,
  recipeId: z.string(),
  name: z.string(),
  steps: z.array(programStepSchema).min(1),
});
export type DeviceProgram = z.infer<typeof deviceProgramSchema>;

export const deviceCommandSchema = z.object({ programId: programIdSchema, action: z.enum(COOK_ACTIONS) });
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

// ---- portal calls ----

export const addDeviceBodySchema = z.object({ sn: snSchema, model: z.enum(DEVICE_MODELS, 'validation.invalid') });
export type AddDeviceBody = z.input<typeof addDeviceBodySchema>;
export const addDeviceResultSchema = z.object({ sn: z.string(), model: z.enum(DEVICE_MODELS), secret: z.string() });
export type AddDeviceResult = z.infer<typeof addDeviceResultSchema>;

export const bindDeviceBodySchema = z.object({ sn: snSchema, pairCode: pairCodeSchema });
export type BindDeviceBody = z.input<typeof bindDeviceBodySchema>;
export const deviceIdBodySchema = z.object({ id: idSchema });
export type DeviceIdBody = z.input<typeof deviceIdBodySchema>;
export const updDeviceBodySchema = z.object({
  id: idSchema,
  name: lineText().trim().min(1, 'validation.required').max(DEVICE_NAME_MAX),
});
export type UpdDeviceBody = z.input<typeof updDeviceBodySchema>;

export const myDeviceSchema = z.object({
  id: z.string(),
  sn: z.string(),
  model: z.enum(DEVICE_MODELS),
  name: z.string(),
  firmware: z.string(),
  online: z.boolean(),
  status: z.enum(DEVICE_STATUSES),
  lastSeen: z.string().nullable(),
  /** Extension: the program it is running, so a page opened mid-cook knows what it follows. */
  programId: z.string().nullable().optional(),
  recipeId: z.string().nullable().optional(),
});
export type MyDevice = z.infer<typeof myDeviceSchema>;

export const sendRecipeBodySchema = z.object({ deviceId: idSchema, recipeId: idSchema });
export type SendRecipeBody = z.input<typeof sendRecipeBodySchema>;
export const sendRecipeResultSchema = z.object({ programId: z.string() });
export type SendRecipeResult = z.infer<typeof sendRecipeResultSchema>;

export const deviceCommandBodySchema = z.object({ deviceId: idSchema, action: z.enum(COOK_ACTIONS, 'validation.invalid') });
export type DeviceCommandBody = z.input<typeof deviceCommandBodySchema>;

/** The staff console's device list (owner, model, firmware, online state, last seen). */
/** The console's fleet, by part of the serial number, owner and state (issue 29). */
export const DEVICE_FLEET_STATES = ['online', 'offline', 'unbound', 'revoked'] as const;
export type DeviceFleetState = (typeof DEVICE_FLEET_STATES)[number];
export const qryDeviceQuerySchema = pageQuerySchema.extend({
  sn: z.string().trim().toUpperCase().max(32).optional(),
  /** The owner's user id. */
  ownerId: idSchema.optional(),
  state: z.enum(DEVICE_FLEET_STATES).optional(),
});
export type QryDeviceQuery = z.input<typeof qryDeviceQuerySchema>;
export const adminDeviceSchema = z.object({
  id: z.string(),
  sn: z.string(),
  model: z.enum(DEVICE_MODELS),
  firmware: z.string(),
  online: z.boolean(),
  status: z.enum(DEVICE_STATUSES),
  lastSeen: z.string().nullable(),
  createdAt: z.string(),
  owner: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  /** When staff revoked it (its secret opens nothing until a new one is issued), else null. */
  revokedAt: z.string().nullable(),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;
/** Unbind from its owner, or revoke: a reason the owner is told (unbind) and the staff log keeps. */
export const DEVICE_REASON_MAX = 200;
export const adminDeviceActionBodySchema = z.object({
  id: idSchema,
  reason: proseText('validation.required').trim().min(1, 'validation.required').max(DEVICE_REASON_MAX),
});
export type AdminDeviceActionBody = z.input<typeof adminDeviceActionBodySchema>;
/** A new secret for a device (lost, leaked, or after a revoke): shown this once. */
export const renewDeviceSecretBodySchema = z.object({ id: idSchema });
export const deviceSecretResultSchema = z.object({ sn: z.string(), secret: z.string() });
export type DeviceSecretResult = z.infer<typeof deviceSecretResultSchema>;

// ---- hub events (to the owner) ----

export interface DeviceStateEvent {
  deviceId: string;
  online: boolean;
  status: DeviceStatus;
}
export type CookProgressEvent = { deviceId: string } & DeviceProgressPayload;
export interface CookFinishedEvent {
  deviceId: string;
  programId: string;
  recipeId: string;
  /** finished, stopped, error, or rejected (the appliance refused the program). */
  result: Exclude<DeviceEventType, 'accepted'>;
}
