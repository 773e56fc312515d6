import type { NotificationData, notifications } from '@mantine/notifications';

/**
 * Toasts of the spec: one look for successes, one for failures, so every screen words them alike.
 * The notifications module is fetched on first use (and by the lazily mounted container): nothing
 * in the first view needs it, and it would otherwise weigh on every first load.
 *
 * The container itself mounts once the page has settled (app/providers), or at once when a toast is
 * asked for earlier; toasts wait for it, since one shown before it mounts would be lost.
 */
let containerMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (containerMounted = resolve));
let wanted = false;
const wantListeners = new Set<() => void>();

export function notificationsContainerMounted(): void {
  containerMounted();
}

/** For the container: has a toast been asked for already? (and a way to hear when one is). */
export function notificationsWanted(): boolean {
  return wanted;
}
export function onNotificationsWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/**
 * One promise for every toast call: their callbacks then run in the order of the calls. Each call's own
 * import() could settle in another order (Vite's loader waits for the files it asks for first, not for
 * those another call asked for), and a "hide, then show" (lib/action-notice) was then run as "show, then
 * hide": the login prompt appeared and was gone 15 ms later.
 */
let ready: Promise<typeof notifications> | undefined;

function whenReady() {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  ready ??= Promise.all([import('@mantine/notifications'), mounted]).then(([module]) => module.notifications);
  return ready;
}

export function showNotification(data: NotificationData): void {
  void whenReady().then((notifications) => notifications.show(data));
}

export function hideNotification(id: string): void {
  void whenReady().then((notifications) => notifications.hide(id));
}

/**
 * Removes the toasts on screen and those waiting: a sign-in that succeeds takes away what its failed
 * attempts said ("Incorrect account or password" stayed on the dashboard, issue 28).
 */
export function clearToasts(): void {
  void whenReady().then((notifications) => notifications.clean());
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
