import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CODE_MAX_WRONG_TRIES,
  firstStepOutsideLimits,
  hasMachineStep,
  heatingOf,
  MODEL_LIMITS,
  PAIR_CODE_TTL_SECONDS,
  PROGRAM_ANSWER_SECONDS,
  type AddDeviceResult,
  type AdminDevice,
  type CookAction,
  type CookFinishedEvent,
  type CookProgressEvent,
  type DeviceCommand,
  type DeviceEventPayload,
  type DeviceFleetState,
  type DeviceSecretResult,
  isLanguage,
  translate,
  type Language,
  type DeviceModel,
  type DevicePairPayload,
  type DeviceProgram,
  type DeviceProgressPayload,
  type DeviceStateEvent,
  type DeviceStatePayload,
  type DownTopic,
  type MyDevice,
  type PageResult,
  type SendRecipeResult,
  type Step,
} from '@chef/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import type { Hub } from '../../plugins/realtime.js';
import { createRecipeItemService } from '../recipe-item/recipe-item.service.js';
import { defaultDeviceName, toAdminDevice, toMyDevice } from './device.presenter.js';
import { createDeviceRepository, UNBOUND } from './device.repository.js';
import { recordStaffAction } from '../admin/staff-log.repository.js';
import { sentence } from '../../lib/wording.js';

/** How the service reaches a device: a publish on one of its down topics (device.channel.ts). */
export type PublishDown = (sn: string, topic: DownTopic, payload: DeviceProgram | DeviceCommand) => Promise<void>;
/**
 * Ends a device's connection now (the embedded broker; an external broker's connections are its own,
 * docs/OPERATIONS.md): answers whether one was open on this node.
 */
export type Disconnect = (sn: string) => boolean;

/**
 * Progress is forwarded to the browser at most this often per device, except when the step or the
 * pause state changes (then at once): a device flooding reports costs one hub event per window, and
 * the newest report still goes out at the window's end, well within the protocol's second.
 */
export const PROGRESS_WINDOW_MS = 200;
/** Who owns a device is remembered this long for its progress reports (one query a second, not one a report). */
const OWNER_CACHE_MS = 1000;

export const pairHash = (sn: string, code: string) => sha256(`pair:${sn}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The appliances: provisioning (staff), binding and the owner's calls (portal), and what the devices
 * report (MQTT, through device.channel.ts). Users only ever reach devices bound to them; a device only
 * ever speaks for the sn the broker authenticated.
 */
export function createDeviceService(deps: {
  db: Db;
  hub: Pick<Hub, 'emit'>;
  log: FastifyBaseLogger;
  /** Writes the cooking record of a finished program (cook-record service, source 'device'). */
  recordCooked: (userId: number, recipeId: string) => Promise<unknown>;
  /** A message to a device's owner (the console's unbind and revoke; the message service's send). */
  sendMessage?: (userId: number, message: { title: string; content: string }) => Promise<unknown>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  const repo = createDeviceRepository(deps.db);
  const recipes = createRecipeItemService(deps.db);
  let publishDown: PublishDown = () => Promise.reject(new AppError(503, 'device.channelDown'));
  let disconnect: Disconnect = () => false;

  const owners = new Map<string, { at: number; deviceId: number; userId: number | null; programId: string | null }>();
  async function ownerOf(sn: string) {
    const cached = owners.get(sn);
    if (cached && Date.now() - cached.at < OWNER_CACHE_MS) return cached;
    const row = await repo.bySn(sn);
    if (!row) return undefined;
    const entry = { at: Date.now(), deviceId: row.id, userId: row.user_id, programId: row.program_id };
    owners.set(sn, entry);
    return entry;
  }

  const gates = new Map<string, { at: number; key: string; pending?: DeviceProgressPayload; timer?: NodeJS.Timeout }>();
  async function forwardProgress(sn: string, payload: DeviceProgressPayload) {
    const owner = await ownerOf(sn);
    // Reports of a program the portal did not send (or one already ended) reach nobody.
    if (!owner || owner.userId === null || owner.programId !== payload.programId) return;
    const event: CookProgressEvent = { deviceId: String(owner.deviceId), ...payload };
    deps.hub.emit(owner.userId, 'CookProgress', event);
  }

  /** A console action on one device, as it is now (any owner); unknown: 404. */
  async function fleetDevice(id: string) {
    const n = rowId(id);
    const row = n === null ? undefined : await repo.byId(n);
    if (!row) throw new AppError(404, 'error.notFound', {}, 'id');
    return row;
  }

  /**
   * One console write to a device with its staff log row, in one transaction, only if nobody changed
   * its owner or revocation meanwhile (else 409); the device's cached owner is forgotten after.
   */
  async function fleetWrite(
    staffId: number,
    row: { id: number; sn: string; user_id: number | null; revoked_at: string | null },
    values: Parameters<ReturnType<typeof createDeviceRepository>['updateIfUnchanged']>[2],
    log: { action: string; before: unknown; after: unknown },
  ) {
    const at = clock().toISOString();
    const done = await deps.db.transaction().execute(async (trx) => {
      if (!(await createDeviceRepository(trx).updateIfUnchanged(row.id, row, values))) return false;
      await recordStaffAction(trx, { staffId, targetId: row.id, at, ...log });
      return true;
    });
    if (!done) throw conflict('device.admin.changedMeanwhile', 'id');
    owners.delete(row.sn);
  }

  async function tellOwner(userId: number | null, key: 'unbound' | 'revoked', params: Record<string, unknown>) {
    if (userId === null || !deps.sendMessage) return;
    const stored = (await deps.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language;
    if (stored === undefined) return;
    const lang: Language = isLanguage(stored) ? stored : 'en-US';
    await deps.sendMessage(userId, {
      title: translate(lang, `device.admin.${key}Title`),
      content: translate(lang, `device.admin.${key}Content`, { ...params, reason: sentence(String(params.reason ?? ''), lang) }),
    });
  }

  /** field: the name the caller's body gives the device's id (id, or deviceId in command). */
  async function ownedOrNotFound(userId: number, id: string, field = 'id') {
    const rId = rowId(id);
    const row = rId === null ? undefined : await repo.owned(rId, userId);
    if (!row) throw new AppError(404, 'device.notFound', {}, field);
    return row;
  }

  /** A program sent but not answered within this long is taken as lost: the device is free again. */
  const answered = (sentAt: string | null) => sentAt === null || clock().getTime() - Date.parse(sentAt) > 2 * PROGRAM_ANSWER_SECONDS * 1000;

  return {
    /** The channel calls this once it is up. */
    setPublisher(publish: PublishDown) {
      publishDown = publish;
    },
    /** The embedded broker's: ends a device's connection (revoke, a new secret). */
    setDisconnect(end: Disconnect) {
      disconnect = end;
    },

    // ---- staff ----

    /** Factory provisioning: a new device and its secret, which is shown this once and stored as a hash; staffId: from the console. */
    async provision(sn: string, model: DeviceModel, staffId?: number): Promise<AddDeviceResult> {
      if (await repo.snExists(sn)) throw conflict('device.snTaken', 'sn');
      // 128 random bits: a sha256 of it cannot be reversed, and the broker checks it on every CONNECT cheaply.
      const secret = randomBytes(16).toString('base64url');
      const at = clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const id = await createDeviceRepository(trx).insert({ sn, model, secret_hash: sha256(secret), created_at: at });
        // From the console (not the command-line tool): the audit log names who added it, never the secret.
        if (staffId !== undefined) await recordStaffAction(trx, { staffId, action: 'device.add', targetId: id, after: { sn, model }, at });
      });
      return { sn, model, secret };
    },

    async adminPage(
      request: PageRequest,
      filter: { sn?: string | undefined; ownerId?: string | undefined; state?: DeviceFleetState | undefined } = {},
    ): Promise<PageResult<AdminDevice>> {
      // An id no row can have names no owner: an empty page, not every device.
      const ownerId = filter.ownerId === undefined ? undefined : (rowId(filter.ownerId) ?? -1);
      return presentPage(await repo.page(request, { sn: filter.sn, ownerId, state: filter.state }), (rows) => rows.map(toAdminDevice));
    },

    /** Issue 29: staff unbind a device from its owner (the program in progress is forgotten); the owner is told why. */
    async adminUnbind(staffId: number, id: string, reason: string): Promise<null> {
      const row = await fleetDevice(id);
      if (row.user_id === null) throw conflict('device.admin.notBound', 'id');
      await fleetWrite(staffId, row, UNBOUND, {
        action: 'device.unbind',
        before: { ownerId: String(row.user_id) },
        after: { ownerId: null, reason },
      });
      await tellOwner(row.user_id, 'unbound', { name: row.name ?? defaultDeviceName(row), sn: row.sn, reason });
      return null;
    },

    /**
     * Issue 29: revoke a device: its secret stops working (a random hash nobody holds replaces it, and
     * the CONNECT check refuses a revoked device), its connection on the embedded broker ends at once,
     * and it leaves its owner, who is told why. A new secret (adminRenewSecret) brings it back.
     */
    async adminRevoke(staffId: number, id: string, reason: string): Promise<null> {
      const row = await fleetDevice(id);
      if (row.revoked_at !== null) throw conflict('device.admin.revokedAlready', 'id');
      const at = clock().toISOString();
      await fleetWrite(
        staffId,
        row,
        { ...UNBOUND, revoked_at: at, secret_hash: sha256(randomBytes(16).toString('base64url')), online: 0, pair_code_hash: null },
        {
          action: 'device.revoke',
          before: { ownerId: row.user_id === null ? null : String(row.user_id) },
          after: { revoked: true, reason },
        },
      );
      disconnect(row.sn);
      await tellOwner(row.user_id, 'revoked', { name: row.name ?? defaultDeviceName(row), sn: row.sn, reason });
      return null;
    },

    /**
     * Issue 29: a new secret for a device (shown this once, stored as a hash, never logged); the old one
     * stops working and its connection ends. A revoked device may connect again with it.
     */
    async adminRenewSecret(staffId: number, id: string): Promise<DeviceSecretResult> {
      const row = await fleetDevice(id);
      const secret = randomBytes(16).toString('base64url');
      await fleetWrite(
        staffId,
        row,
        { secret_hash: sha256(secret), revoked_at: null },
        { action: 'device.secret', before: { revoked: row.revoked_at !== null }, after: { revoked: false } },
      );
      disconnect(row.sn);
      return { sn: row.sn, secret };
    },

    // ---- the broker's CONNECT check ----

    /** Whether sn/secret are a provisioned device's credentials (unknown sn and wrong secret alike: false). */
    async verifySecret(sn: string, secret: string): Promise<boolean> {
      const stored = await repo.secretHashOf(sn);
      return stored !== undefined && sameHash(stored, sha256(secret));
    },

    // ---- the owner's calls ----

    async mine(userId: number): Promise<MyDevice[]> {
      return (await repo.mine(userId)).map(toMyDevice);
    },

    /**
     * Binds with the code the appliance shows: the latest of that sn, unexpired, unused, at most five
     * wrong tries (then the user presses "pair" again). The code is checked before anything about the
     * device is told, so a serial number alone reveals nothing.
     */
    async bind(userId: number, sn: string, code: string): Promise<MyDevice> {
      const row = await repo.bySn(sn);
      const at = clock().toISOString();
      const wrong = () => badRequest('device.pairCodeWrong', 'pairCode');
      // A revoked device pairs with nobody (through an external broker it might still report a code).
      if (
        !row?.pair_code_hash ||
        row.revoked_at !== null ||
        !row.pair_expires_at ||
        row.pair_expires_at <= at ||
        row.pair_tries >= CODE_MAX_WRONG_TRIES
      )
        throw wrong();
      if (!sameHash(row.pair_code_hash, pairHash(sn, code))) {
        await repo.countPairTry(row.id);
        throw wrong();
      }
      if (row.user_id === userId) return toMyDevice(row);
      if (row.user_id !== null) throw conflict('device.alreadyBound', 'sn');
      if (!(await repo.bind(row.id, row.pair_code_hash, userId, defaultDeviceName(row), at))) throw wrong();
      owners.delete(sn);
      return toMyDevice((await repo.owned(row.id, userId))!);
    },

    async unbind(userId: number, id: string): Promise<void> {
      const row = await ownedOrNotFound(userId, id);
      if (!(await repo.unbind(row.id, userId))) throw new AppError(404, 'device.notFound', {}, 'id');
      owners.delete(row.sn);
    },

    async rename(userId: number, id: string, name: string): Promise<MyDevice> {
      const row = await ownedOrNotFound(userId, id);
      await repo.rename(row.id, userId, name);
      return toMyDevice({ ...row, name });
    },

    /**
     * Sends a recipe to one of the caller's devices as a program: 404 when it is not theirs (with the
     * spec's "bind in the app" prompt when they have none), 409 when it is offline or busy, 400 naming
     * the first step the model cannot run (then nothing is sent).
     */
    async sendRecipe(userId: number, deviceId: string, recipeId: string): Promise<SendRecipeResult> {
      const rId = rowId(deviceId);
      const device = rId === null ? undefined : await repo.owned(rId, userId);
      if (!device) {
        const hasAny = (await repo.mine(userId)).length > 0;
        throw new AppError(404, hasAny ? 'device.notFound' : 'device.notBound', {}, 'deviceId');
      }
      const recipeRowId = rowId(recipeId);
      const recipe = recipeRowId === null ? undefined : await recipes.programSource(recipeRowId, userId);
      if (!recipe) throw new AppError(404, 'personal.recipeNotFound', {}, 'recipeId');
      const model = device.model as DeviceModel;
      const steps = JSON.parse(recipe.steps) as Step[];
      if (steps.length === 0) throw badRequest('device.noSteps', 'recipeId');
      // A stove recipe (text steps only) would only show text on the appliance: it is cooked in cook mode.
      if (!hasMachineStep(steps)) throw badRequest('device.noMachineStep', 'recipeId');
      const outside = firstStepOutsideLimits(steps, model);
      if (outside) {
        const range = outside.reason === 'stepType' ? {} : MODEL_LIMITS[model][outside.reason];
        throw badRequest(`device.outside.${outside.reason}`, 'recipeId', {
          number: outside.index + 1,
          title: outside.title,
          model,
          ...range,
        });
      }
      if (device.online !== 1) throw conflict('device.offline', 'deviceId');
      if (device.status !== 'idle' || (device.program_id !== null && !answered(device.program_sent_at)))
        throw conflict('device.busy', 'deviceId');

      const programId = randomUUID();
      const program: DeviceProgram = {
        programId,
        recipeId: String(recipe.id),
        name: recipe.name,
        steps: steps.map((step) => ({
          title: step.title,
          description: step.description,
          stepType: step.stepType,
          temperature: heatingOf(step.temperature),
          speed: step.speed ?? 0,
          duration: step.duration,
          rotation: step.rotation && {
            type: step.rotation.type,
            type1: step.rotation.type1 ?? null,
            gears: step.rotation.gears ?? null,
            gears1: step.rotation.gears1 ?? null,
            time: step.rotation.time ?? null,
          },
        })),
      };
      const started = await repo.startProgram(device.id, device.program_id, {
        id: programId,
        recipeId: recipe.id,
        userId,
        at: clock().toISOString(),
      });
      if (!started) throw conflict('device.busy', 'deviceId');
      owners.delete(device.sn);
      try {
        await publishDown(device.sn, 'program', program);
      } catch (error) {
        await repo.endProgram(device.sn, programId);
        throw error instanceof AppError ? error : new AppError(503, 'device.channelDown', {}, undefined, error);
      }
      return { programId };
    },

    /** Pause, resume or stop the program running on one of the caller's devices. */
    async command(userId: number, deviceId: string, action: CookAction): Promise<void> {
      const device = await ownedOrNotFound(userId, deviceId, 'deviceId');
      if (device.online !== 1) throw conflict('device.offline', 'deviceId');
      if (device.program_id === null) throw conflict('device.noProgram', 'deviceId');
      // A wait goes on only at the appliance (protocol): a person must be there to add what it waits for.
      if (action === 'resume' && gates.get(device.sn)?.key.endsWith(':waiting')) throw conflict('device.waitsForUser', 'deviceId');
      await publishDown(device.sn, 'command', { programId: device.program_id, action });
    },

    // ---- what devices report (already parsed by the channel; sn is the authenticated one) ----

    async onState(sn: string, state: DeviceStatePayload): Promise<void> {
      const row = await repo.bySn(sn);
      if (!row) return deps.log.warn({ sn }, 'device state from an unknown sn dropped');
      // Through an external broker a revoked device may still be connected until the operator drops it.
      if (row.revoked_at !== null) return deps.log.warn({ sn }, 'device state from a revoked device dropped');
      await repo.update(sn, {
        online: state.online ? 1 : 0,
        firmware: state.firmware,
        status: state.status,
        last_seen: clock().toISOString(),
      });
      owners.delete(sn);
      const changed = (row.online === 1) !== state.online || row.status !== state.status;
      if (row.user_id !== null && changed) {
        const event: DeviceStateEvent = { deviceId: String(row.id), online: state.online, status: state.status };
        deps.hub.emit(row.user_id, 'DeviceState', event);
      }
    },

    /** The user pressed "pair": the code the appliance shows, valid at most 5 minutes whatever the device says. */
    async onPair(sn: string, pair: DevicePairPayload): Promise<void> {
      const at = clock();
      const latest = new Date(at.getTime() + PAIR_CODE_TTL_SECONDS * 1000).toISOString();
      const expiresAt = new Date(pair.expiresAt).toISOString();
      await repo.update(sn, {
        pair_code_hash: pairHash(sn, pair.code),
        pair_expires_at: expiresAt < latest ? expiresAt : latest,
        pair_tries: 0,
        last_seen: at.toISOString(),
      });
    },

    onProgress(sn: string, progress: DeviceProgressPayload): Promise<void> {
      const key = `${progress.programId}:${progress.stepIndex}:${progress.status}`;
      const gate = gates.get(sn);
      const nowMs = Date.now();
      if (!gate || gate.key !== key || nowMs - gate.at >= PROGRESS_WINDOW_MS) {
        if (gate?.timer) clearTimeout(gate.timer);
        gates.set(sn, { at: nowMs, key });
        return forwardProgress(sn, progress);
      }
      gate.pending = progress;
      gate.timer ??= setTimeout(
        () => {
          const held = gates.get(sn);
          if (!held?.pending) return;
          const payload = held.pending;
          gates.set(sn, { at: Date.now(), key: held.key });
          forwardProgress(sn, payload).catch((error: unknown) => deps.log.error({ err: error, sn }, 'device progress not forwarded'));
        },
        PROGRESS_WINDOW_MS - (nowMs - gate.at),
      );
      return Promise.resolve();
    },

    /**
     * accepted starts nothing new (the device's state says cooking); the others end the program: the
     * owner hears how, and a finished one becomes a cooking record of whoever sent it.
     */
    async onEvent(sn: string, event: DeviceEventPayload): Promise<void> {
      if (event.type === 'accepted') return;
      const ended = await repo.endProgram(sn, event.programId);
      if (!ended?.program_recipe_id) return;
      owners.delete(sn);
      const gate = gates.get(sn);
      if (gate?.timer) clearTimeout(gate.timer);
      gates.delete(sn);
      const recipeId = String(ended.program_recipe_id);
      if (event.type === 'finished' && ended.program_user_id !== null) {
        await deps
          .recordCooked(ended.program_user_id, recipeId)
          .catch((error: unknown) => deps.log.warn({ err: error, sn, recipeId }, 'cooking record of a finished program not written'));
      }
      if (ended.user_id !== null) {
        const finished: CookFinishedEvent = { deviceId: String(ended.id), programId: event.programId, recipeId, result: event.type };
        deps.hub.emit(ended.user_id, 'CookFinished', finished);
      }
    },

    /** Timers of held progress reports: cleared when the app closes. */
    close() {
      for (const gate of gates.values()) if (gate.timer) clearTimeout(gate.timer);
      gates.clear();
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
