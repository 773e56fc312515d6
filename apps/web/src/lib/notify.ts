import type { NotificationData } from '@mantine/notifications';
import type { ComponentType, ReactNode } from 'react';
import type * as ToastRootModule from './toast-root';

/**
 * Toasts of the spec: one look for successes, one for failures, so every screen words them alike.
 * Their code (lib/toast-root: Mantine's notifications and their container, a React root of its own)
 * is fetched on first use: nothing in the first view needs it, and it would otherwise weigh on every
 * first load. The container is drawn with the first toast, or once the page has settled (app/start).
 */
type ToastRoot = typeof ToastRootModule;

let theme: ComponentType<{ children: ReactNode }> = ({ children }) => children;
/**
 * One promise for every toast call: their callbacks then run in the order of the calls. Each call's own
 * import() could settle in another order (Vite's loader waits for the files it asks for first, not for
 * those another call asked for), and a "hide, then show" (lib/action-notice) was then run as "show, then
 * hide": the login prompt appeared and was gone 15 ms later.
 */
let code: Promise<ToastRoot> | undefined;
// A failed fetch (offline) is forgotten, so the next toast asks again.
const loadCode = () =>
  (code ??= import('./toast-root').catch((error: unknown) => {
    code = undefined;
    throw error;
  }));

let drawn = false;
/** The container, drawn once: after the first toast is in Mantine's store, so that its first render shows it. */
function draw(root: ToastRoot): void {
  if (drawn) return;
  drawn = true;
  root.mountToasts(theme);
}

/** The app's Mantine theme, for the toasts' own root (app/start hands it over: lib/ cannot import app/). */
export function setToastTheme(provider: ComponentType<{ children: ReactNode }>): void {
  theme = provider;
}

/** Draws the toasts' container now, so that a later toast is shown at once (app/start: once the page has settled). */
export function readyToasts(): void {
  loadCode().then(draw, (error: unknown) => console.error('the toasts could not load', error));
}

/** Fetches the toasts' code without drawing anything yet (app/start: a press held for the app is often answered by a toast). */
export function preloadToasts(): void {
  loadCode().catch(() => undefined);
}

export function showNotification(data: NotificationData): void {
  void loadCode().then((root) => {
    root.notifications.show(data);
    draw(root);
  });
}

export function hideNotification(id: string): void {
  void loadCode().then((root) => root.notifications.hide(id));
}

/**
 * Removes the toasts on screen and those waiting: a sign-in that succeeds takes away what its failed
 * attempts said ("Incorrect account or password" stayed on the dashboard, issue 28).
 */
export function clearToasts(): void {
  void loadCode().then((root) => root.notifications.clean());
}

export function toastSuccess(message: string): void {
  showNotification({ message, color: 'teal', autoClose: 3000, 'data-testid': 'toast' });
}

export function toastError(message: string): void {
  showNotification({ message, color: 'red', autoClose: 4000, 'data-testid': 'toast' });
}

export function toastInfo(message: string): void {
  showNotification({ message, color: 'brand', autoClose: 3000, 'data-testid': 'toast' });
}
