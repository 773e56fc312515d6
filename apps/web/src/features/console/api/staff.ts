import { useMutation, useQuery } from '@tanstack/react-query';
import type { AddStaffBody, StaffAccount, StaffInfo, StaffTotpCodeBody, StaffTotpSetup, UpdPwdBody, UpdStaffBody } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { getStaffSession, setStaffSession } from '../lib/staff-session';
import { staffGet, staffPost } from './staff-client';

/** Staff accounts (admins) and a staff member's own password: the console's ['console', 'staff'] key. */
const staffKey = ['console', 'staff'] as const;
const refresh = () => void queryClient.invalidateQueries({ queryKey: ['console'] });

/** GET /api/admin/qryStaff: every staff account with its roles. */
export function useStaffAccounts() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => staffGet<StaffAccount[]>('/api/admin/qryStaff', undefined, signal) });
}

/** POST /api/admin/addStaff. */
export function useAddStaff() {
  return useMutation({ mutationFn: (body: AddStaffBody) => staffPost<{ id: string }>('/api/admin/addStaff', body), onSuccess: refresh });
}

/** POST /api/admin/updStaff: roles and disabled state of another account. */
export function useUpdStaff() {
  return useMutation({ mutationFn: (body: UpdStaffBody) => staffPost<null>('/api/admin/updStaff', body), onSuccess: refresh });
}

/** POST /api/admin/delStaff. */
export function useDelStaff() {
  return useMutation({ mutationFn: (id: string) => staffPost<null>('/api/admin/delStaff', { id }), onSuccess: refresh });
}

/** POST /api/admin/updStaffPwd: my own password. */
export function useUpdStaffPwd() {
  return useMutation({ mutationFn: (body: UpdPwdBody) => staffPost<null>('/api/admin/updStaffPwd', body) });
}

/** POST /api/admin/addStaffTotp: a new secret to enrol (text and the otpauth:// URI for the QR code). */
export function useAddStaffTotp() {
  return useMutation({ mutationFn: () => staffPost<StaffTotpSetup>('/api/admin/addStaffTotp', {}) });
}

/**
 * POST /api/admin/updStaffTotp: the first code turns two-factor sign-in on; the session's staff info is
 * read again so the console lets an admin past the enrolment.
 */
export function useUpdStaffTotp() {
  return useMutation({
    mutationFn: (body: StaffTotpCodeBody) => staffPost<{ recoveryCodes: string[] }>('/api/admin/updStaffTotp', body),
    onSuccess: async () => {
      const session = getStaffSession();
      if (session) setStaffSession({ ...session, staffInfo: await staffGet<StaffInfo>('/api/admin/qryStaffInfo') });
    },
  });
}

/** POST /api/admin/delStaffTotp: an admin resets another account's two-factor sign-in. */
export function useDelStaffTotp() {
  return useMutation({ mutationFn: (id: string) => staffPost<null>('/api/admin/delStaffTotp', { id }), onSuccess: refresh });
}
