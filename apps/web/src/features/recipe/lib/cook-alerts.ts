import { useEffect, useState } from 'react';

/**
 * What cook mode uses of the device: a sound (Web Audio), vibration, a notification while the tab is
 * hidden, and the screen kept awake. Each is optional: a browser without it still shows and announces
 * the alarm on the page.
 */

let audio: AudioContext | null = null;

/**
 * Made (or resumed) inside a click: browsers only let a page start sound after the user has acted, so
 * the first timer's start prepares it for the alarm that comes later.
 */
export function prepareSound(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

/** Three short rising beeps (a kitchen timer's sound), about a second long. */
export function playAlarm(): void {
  try {
    audio ??= new AudioContext();
    const context = audio;
    const start = context.currentTime + 0.05;
    [0, 0.3, 0.6].forEach((offset, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880 + index * 110;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.26);
    });
  } catch {
    // No Web Audio: the page still shows and announces the alarm.
  }
}

export function vibrate(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate([400, 200, 400, 200, 400]);
}

/** Asked at the first timer's start (a click), never before: the browser shows its own question once. */
export function askNotificationPermission(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default')
    void Notification.requestPermission().catch(() => undefined);
}

/** A system notification, only while the tab is hidden (on the page, the alarm shows and sounds). */
export function notifyHidden(title: string, body: string, tag: string): void {
  if (!document.hidden || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some mobile browsers allow notifications from a service worker only: the sound and vibration remain.
  }
}

export type WakeLockState = 'on' | 'unsupported' | 'refused';

/**
 * Keeps the screen on while mounted (Screen Wake Lock). The browser drops the lock when the tab is
 * hidden, so it is taken again each time the tab comes back. 'unsupported' and 'refused' let the page
 * say the screen may go dark.
 */
export function useWakeLock(): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'on' : 'unsupported');
  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let gone = false;
    const take = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (gone) return void lock.release();
          sentinel = lock;
          setState('on');
        },
        () => setState('refused'),
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release();
    };
  }, [supported]);
  return state;
}
