import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@chef/shared';
import { STORAGE_KEYS, local, readJson, session, syncMirrorCookies } from './storage';

/**
 * The logged-in state: token and userInfo persist in localStorage (a reload keeps the user logged in);
 * msgCount is the unread count shown as a header badge. A tiny external store instead of a context so
 * that plain modules (the api client) can read the token and clear the session without React.
 */
export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  msgCount: number;
}

function load(): SessionState {
  const token = local.get(STORAGE_KEYS.token);
  const userInfo = readJson<UserInfo>(local.get(STORAGE_KEYS.userInfo));
  return token && userInfo ? { token, userInfo, msgCount: 0 } : { token: null, userInfo: null, msgCount: 0 };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Calls listener after every change of the session (login, logout, userInfo, msgCount). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function isLoggedIn(): boolean {
  return state.token !== null;
}

export function startSession(token: string, userInfo: UserInfo): void {
  local.set(STORAGE_KEYS.token, token);
  local.set(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  setState({ token, userInfo, msgCount: 0 });
  syncMirrorCookies(true);
}

export function updateUserInfo(userInfo: UserInfo): void {
  if (!state.token) return;
  local.set(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  setState({ ...state, userInfo });
}

export function setMsgCount(msgCount: number): void {
  setState({ ...state, msgCount });
}

/**
 * Forgets the user: token, userInfo and everything else stored in this browser (local and session
 * storage). The display language and units are written back afterwards: they describe this browser
 * rather than the person, and dropping them would flip the login page to English on its next load.
 */
export function clearSession(): void {
  const language = local.get(STORAGE_KEYS.language);
  const unitType = local.get(STORAGE_KEYS.unitType);
  local.clear();
  session.clear();
  if (language) local.set(STORAGE_KEYS.language, language);
  if (unitType) local.set(STORAGE_KEYS.unitType, unitType);
  setState({ token: null, userInfo: null, msgCount: 0 });
  syncMirrorCookies(false);
}
