import { useSyncExternalStore } from 'react';
import type { StaffInfo } from '@chef/shared';
import { readJson, session } from '../../../lib/storage';

/**
 * The staff console's sign-in, apart from the portal's: kept for the browser tab only (sessionStorage;
 * staff tokens live 12 hours on the server), never sent with a portal call.
 */
const KEY = 'staffSession';
export interface StaffSession {
  token: string;
  staffInfo: StaffInfo;
}

let state: StaffSession | null = readJson<StaffSession>(session.get(KEY));
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setStaffSession(next: StaffSession | null): void {
  state = next;
  if (next) session.set(KEY, JSON.stringify(next));
  else session.remove(KEY);
  for (const listener of listeners) listener();
}

export const getStaffSession = () => state;
export const useStaffSession = () => useSyncExternalStore(subscribe, getStaffSession, getStaffSession);

/** Pictures uploaded in the console are the staff member's (covers, banners, pictures in a body). */
export const staffUploadAuth = {
  token: () => state?.token ?? null,
  onUnauthorized: () => setStaffSession(null),
};
