import type { AdminDevice, DeviceModel, DeviceStatus, MyDevice } from '@chef/shared';
import type { DeviceRow } from './device.repository.js';

/** A device's name until its owner renames it: the model and the serial number's last four characters. */
export const defaultDeviceName = (row: { model: string; sn: string }) => `${row.model} ${row.sn.slice(-4)}`;

const common = (row: DeviceRow) => ({
  id: String(row.id),
  sn: row.sn,
  model: row.model as DeviceModel,
  firmware: row.firmware,
  online: row.online === 1,
  status: row.status as DeviceStatus,
  lastSeen: row.last_seen,
});

/** One of the caller's devices (qryMyDevice). */
export const toMyDevice = (row: DeviceRow): MyDevice => ({
  ...common(row),
  name: row.name ?? defaultDeviceName(row),
  programId: row.program_id,
  recipeId: row.program_recipe_id === null ? null : String(row.program_recipe_id),
});

/** One row of the staff console's list. */
export const toAdminDevice = (row: DeviceRow & { owner_nickname: string | null }): AdminDevice => ({
  ...common(row),
  createdAt: row.created_at,
  owner: row.user_id === null ? null : { id: String(row.user_id), nickname: row.owner_nickname ?? '' },
  revokedAt: row.revoked_at,
});
