import { useMutation } from '@tanstack/react-query';
import type { StaffLoginBody, StaffLoginCodeBody, StaffLoginResult } from '@chef/shared';
import { staffPost } from './staff-client';
import { clearToasts } from '../../../lib/notify';
import { setStaffSession, type StaffSession } from '../lib/staff-session';

/** Signed in: the console shows, without what the failed attempts before said. */
function signedIn(session: StaffSession): void {
  clearToasts();
  setStaffSession(session);
}

/**
 * POST /api/admin/login: a session, or (two-factor sign-in on) a ticket for the second step;
 * POST /api/admin/loginCode: the ticket and a code; POST /api/admin/logout.
 */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: StaffLoginBody) => staffPost<StaffLoginResult>('/api/admin/login', body),
    onSuccess: (result) => {
      if ('token' in result) signedIn(result);
    },
  });
}

export function useStaffLoginCode() {
  return useMutation({
    mutationFn: (body: StaffLoginCodeBody) => staffPost<StaffSession>('/api/admin/loginCode', body),
    onSuccess: signedIn,
  });
}

export async function staffLogout(): Promise<void> {
  try {
    await staffPost<null>('/api/admin/logout', {});
  } finally {
    setStaffSession(null);
  }
}
