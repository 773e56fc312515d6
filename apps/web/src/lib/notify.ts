import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts of the spec: one look for successes, one for failures, so every screen words them alike.
 * The notifications module is fetched on first use (and by the lazily mounted container): nothing
 * in the first view needs it, and it would otherwise weigh on every first load.
 */
const loadNotifications = () => import('@mantine/notifications');

export function showNotification(data: NotificationData): void {
  void loadNotifications().then(({ notifications }) => notifications.show(data));
}

export function hideNotification(id: string): void {
  void loadNotifications().then(({ notifications }) => notifications.hide(id));
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
