import type { StaffAction } from '@chef/shared';
import type { StaffActionRow } from './staff-log.repository.js';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** One console write as the audit log lists it: the stored JSON of before and after parsed back. */
export const toStaffAction = (row: StaffActionRow): StaffAction => ({
  id: String(row.id),
  staffId: row.staff_id === null ? null : String(row.staff_id),
  staffName: row.staff_name ?? null,
  staffEmail: row.staff_email ?? null,
  action: row.action,
  targetId: row.target_id,
  before: parsed(row.before),
  after: parsed(row.after),
  time: row.created_at,
});
