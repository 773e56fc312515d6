import type { StaffAccount, StaffInfo, StaffRole } from '@chef/shared';
import type { StaffRow } from './admin.service.js';

/** A staff account as the console shows it (never its password hash). */
export const toStaffInfo = (staff: StaffRow): StaffInfo => ({
  id: String(staff.id),
  email: staff.email,
  name: staff.name,
  roles: staff.roles.split(',') as StaffRole[],
});

/** A staff account in the admin's list of accounts. */
export const toStaffAccount = (staff: StaffRow): StaffAccount => ({
  ...toStaffInfo(staff),
  disabled: staff.disabled_at !== null,
  createdAt: staff.created_at,
});
