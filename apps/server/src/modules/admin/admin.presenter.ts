import type { StaffAccount, StaffInfo, StaffRole } from '@chef/shared';
import type { StaffRow } from './admin.service.js';

/**
 * A staff account as the console shows it (never its password hash nor its TOTP secret).
 * twoFactorNeeded: its roles require two-factor sign-in and it is not on (AdminService.needsTwoFactor).
 */
export const toStaffInfo = (staff: StaffRow, twoFactorNeeded: boolean): StaffInfo => ({
  id: String(staff.id),
  email: staff.email,
  name: staff.name,
  roles: staff.roles.split(',') as StaffRole[],
  twoFactor: staff.totp_enabled_at !== null,
  twoFactorNeeded,
});

/** A staff account in the admin's list of accounts. */
export const toStaffAccount = (staff: StaffRow, twoFactorNeeded: boolean): StaffAccount => ({
  ...toStaffInfo(staff, twoFactorNeeded),
  disabled: staff.disabled_at !== null,
  createdAt: staff.created_at,
});
