import type { StaffInfo } from '@chef/shared';
import type { StaffRow } from './admin.service.js';

/** A staff account as the console shows it (never its password hash). */
export const toStaffInfo = (staff: StaffRow): StaffInfo => ({
  id: String(staff.id),
  email: staff.email,
  name: staff.name,
  role: staff.role,
});
