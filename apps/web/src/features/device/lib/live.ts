import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CookFinishedEvent, CookProgressEvent, DeviceStateEvent } from '@chef/shared';
import { onHubEvent } from '../../../lib/realtime';
import { refetchMyDevices, updateCachedDevice } from '../api/qry-my-device';

/** The latest report of each device's program, with when it arrived (for the countdown between reports). */
export interface LiveProgress {
  progress: CookProgressEvent;
  receivedAt: number;
}

const progressOf = new Map<string, LiveProgress>();
const endOf = new Map<string, CookFinishedEvent>();
const subscribers = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  subscribers.forEach((notify) => notify());
};

let following = false;
/**
 * Follows the hub's device events once, for every page of this feature: progress is kept per device,
 * state and endings update the cached device list in place, and a reconnection fetches the list again
 * (events may have been missed meanwhile).
 */
function follow() {
  if (following) return;
  following = true;
  onHubEvent('CookProgress', (payload) => {
    const progress = payload as CookProgressEvent;
    progressOf.set(progress.deviceId, { progress, receivedAt: Date.now() });
    endOf.delete(progress.deviceId);
    updateCachedDevice(progress.deviceId, { programId: progress.programId, status: progress.status === 'paused' ? 'paused' : 'cooking' });
    changed();
  });
  onHubEvent('DeviceState', (payload) => {
    const { deviceId, online, status } = payload as DeviceStateEvent;
    updateCachedDevice(deviceId, { online, status });
  });
  onHubEvent('CookFinished', (payload) => {
    const end = payload as CookFinishedEvent;
    progressOf.delete(end.deviceId);
    endOf.set(end.deviceId, end);
    updateCachedDevice(end.deviceId, { programId: null, recipeId: null });
    changed();
  });
  onHubEvent('connect', refetchMyDevices);
}

function subscribe(notify: () => void) {
  follow();
  subscribers.add(notify);
  return () => void subscribers.delete(notify);
}

/** What a device is cooking right now (its latest report) and how its last program ended. */
export function useDeviceLive(deviceId: string): { live: LiveProgress | undefined; end: CookFinishedEvent | undefined } {
  useSyncExternalStore(subscribe, () => version);
  return { live: progressOf.get(deviceId), end: endOf.get(deviceId) };
}

/** Forgets how a device's last program ended (the user dismissed it). */
export function dismissEnd(deviceId: string): void {
  if (endOf.delete(deviceId)) changed();
}

/** The time now, renewed every `ms` while `active`: the countdown moves smoothly between reports. */
export function useNow(active: boolean, ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return now;
}

/**
 * Seconds left in the running step: the report's figure less the time since it arrived; frozen while
 * paused; null while the appliance waits for its user (no time runs then).
 */
export function secondsLeft(live: LiveProgress, now: number): number | null {
  const { remaining, status } = live.progress;
  if (remaining === null) return null;
  if (status === 'paused') return remaining;
  return Math.max(0, Math.ceil(remaining - (now - live.receivedAt) / 1000));
}

export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
