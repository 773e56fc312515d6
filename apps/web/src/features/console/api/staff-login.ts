import { useMutation } from '@tanstack/react-query';
import type { StaffLoginBody } from '@chef/shared';
import { staffPost } from './staff-client';
import { setStaffSession, type StaffSession } from '../lib/staff-session';

/** POST /api/admin/login; POST /api/admin/logout. */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: StaffLoginBody) => staffPost<StaffSession>('/api/admin/login', body),
    onSuccess: (session) => setStaffSession(session),
  });
}

export async function staffLogout(): Promise<void> {
  try {
    await staffPost<null>('/api/admin/logout', {});
  } finally {
    setStaffSession(null);
  }
}
