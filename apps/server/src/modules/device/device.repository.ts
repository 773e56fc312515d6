import type { DeviceFleetState } from '@chef/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DeviceTable } from '../../db/schema.js';
import { paginate, type PageRequest } from '../../lib/paging.js';

const DEVICE_COLUMNS = [
  'devices.id',
  'devices.sn',
  'devices.model',
  'devices.name',
  'devices.firmware',
  'devices.online',
  'devices.status',
  'devices.last_seen',
  'devices.user_id',
  'devices.program_id',
  'devices.program_recipe_id',
  'devices.created_at',
  'devices.revoked_at',
] as const;

/** A device without its owner and the program it was running (the owner's unbind, the console's unbind and revoke). */
export const UNBOUND = {
  user_id: null,
  name: null,
  bound_at: null,
  program_id: null,
  program_recipe_id: null,
  program_user_id: null,
  program_sent_at: null,
} as const satisfies Updateable<DeviceTable>;

/**
 * The only SQL of the appliances. A user's calls name the owner in their WHERE, so another user's
 * device matches nothing; the device side (MQTT) names the sn the broker authenticated.
 */
export function createDeviceRepository(db: Db) {
  const columns = () => db.selectFrom('devices').select(DEVICE_COLUMNS);

  return {
    async insert(row: Insertable<DeviceTable>): Promise<number> {
      return (await db.insertInto('devices').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    snExists: async (sn: string) => (await db.selectFrom('devices').select('id').where('sn', '=', sn).executeTakeFirst()) !== undefined,

    /** The secret's hash of a device that may connect (a revoked one has none, issue 29). */
    secretHashOf: async (sn: string) =>
      (await db.selectFrom('devices').select('secret_hash').where('sn', '=', sn).where('revoked_at', 'is', null).executeTakeFirst())
        ?.secret_hash,

    /** One device for the console, whoever owns it. */
    byId: (id: number) => db.selectFrom('devices').select(DEVICE_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /**
     * The console's writes to one device (unbind, revoke, a new secret), only while it is still as the
     * caller read it (its owner, its revocation): of two staff members acting at once, one wins.
     */
    async updateIfUnchanged(
      id: number,
      seen: { user_id: number | null; revoked_at: string | null },
      values: Updateable<DeviceTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('devices')
        .set(values)
        .where('id', '=', id)
        .where((eb) =>
          eb.and([
            seen.user_id === null ? eb('user_id', 'is', null) : eb('user_id', '=', seen.user_id),
            seen.revoked_at === null ? eb('revoked_at', 'is', null) : eb('revoked_at', '=', seen.revoked_at),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Everything the device side needs of one device, by sn. */
    bySn: (sn: string) =>
      db
        .selectFrom('devices')
        .select([...DEVICE_COLUMNS, 'devices.pair_code_hash', 'devices.pair_expires_at', 'devices.pair_tries', 'devices.program_sent_at'])
        .where('sn', '=', sn)
        .executeTakeFirst(),

    mine: (userId: number) => columns().where('user_id', '=', userId).orderBy('bound_at').orderBy('id').execute(),

    owned: (id: number, userId: number) =>
      db
        .selectFrom('devices')
        .select([...DEVICE_COLUMNS, 'devices.program_sent_at'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    async update(sn: string, values: Updateable<DeviceTable>): Promise<void> {
      await db.updateTable('devices').set(values).where('sn', '=', sn).execute();
    },

    async countPairTry(id: number): Promise<void> {
      await db
        .updateTable('devices')
        .set((eb) => ({ pair_tries: eb('pair_tries', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Binds when the device still has no owner and the code is still the one checked: two users
     * racing with the same code cannot both win, and a used code cannot be used again.
     */
    async bind(id: number, codeHash: string, userId: number, name: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('devices')
        .set({ user_id: userId, name, bound_at: at, pair_code_hash: null, pair_expires_at: null, pair_tries: 0 })
        .where('id', '=', id)
        .where('user_id', 'is', null)
        .where('pair_code_hash', '=', codeHash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async unbind(id: number, userId: number): Promise<boolean> {
      const result = await db.updateTable('devices').set(UNBOUND).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async rename(id: number, userId: number, name: string): Promise<boolean> {
      const result = await db.updateTable('devices').set({ name }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records the program sent, unless another one was recorded meanwhile (the busy check's race). */
    async startProgram(id: number, expected: string | null, program: { id: string; recipeId: number; userId: number; at: string }) {
      const result = await db
        .updateTable('devices')
        .set({ program_id: program.id, program_recipe_id: program.recipeId, program_user_id: program.userId, program_sent_at: program.at })
        .where('id', '=', id)
        .where((eb) => (expected === null ? eb('program_id', 'is', null) : eb('program_id', '=', expected)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Ends the program when it is still the device's current one, answering who sent which recipe.
     * Only one caller wins (a repeated QoS 1 event, or two nodes receiving it), so one record is written.
     */
    async endProgram(sn: string, programId: string) {
      // RETURNING answers the row after the update (program cleared): read what it held first, then
      // clear it only if it still holds the same program; whoever clears it is the one winner.
      const current = db.selectFrom('devices').where('sn', '=', sn).where('program_id', '=', programId);
      const row = await current.select(['id', 'user_id', 'program_recipe_id', 'program_user_id']).executeTakeFirst();
      if (!row) return undefined;
      const result = await db
        .updateTable('devices')
        .set({ program_id: null, program_recipe_id: null, program_user_id: null, program_sent_at: null })
        .where('sn', '=', sn)
        .where('program_id', '=', programId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? row : undefined;
    },

    /**
     * The staff console's page: every device with its owner's nickname, newest first; by part of the
     * serial number, owner (user id) and state (online and offline: not revoked).
     */
    page(request: PageRequest, filter: { sn?: string | undefined; ownerId?: number | undefined; state?: DeviceFleetState | undefined }) {
      const { sn, ownerId, state } = filter;
      const filtered = db
        .selectFrom('devices')
        .leftJoin('users', 'users.id', 'devices.user_id')
        .$if(Boolean(sn), (q) => q.where('devices.sn', 'like', `%${sn!.replace(/[%_\\]/g, '')}%`))
        .$if(ownerId !== undefined, (q) => q.where('devices.user_id', '=', ownerId!))
        .$if(state === 'online' || state === 'offline', (q) =>
          q.where('devices.online', '=', state === 'online' ? 1 : 0).where('devices.revoked_at', 'is', null),
        )
        .$if(state === 'unbound', (q) => q.where('devices.user_id', 'is', null).where('devices.revoked_at', 'is', null))
        .$if(state === 'revoked', (q) => q.where('devices.revoked_at', 'is not', null));
      return paginate(filtered, request, (q) =>
        q.select([...DEVICE_COLUMNS, 'users.nickname as owner_nickname']).orderBy('devices.id', 'desc'),
      );
    },
  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
export type DeviceRow = Awaited<ReturnType<DeviceRepository['mine']>>[number];
