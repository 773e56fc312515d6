import type { Button as MantineButton } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { registerServiceWorker } from '../lib/service-worker';

/**
 * What this module needs of the app's first-view helpers, handed over by app/start rather than
 * imported: a lazily loaded module that imports some of them makes the bundler cut the first view's
 * shared file into several (measured: +0.5 KB on /home).
 */
export interface OfflineStartDeps {
  language: string;
  isLoggedIn: () => boolean;
  subscribeSession: (listener: () => void) => unknown;
  t: (key: string) => string;
  showNotification: (data: NotificationData) => void;
  Button: typeof MantineButton;
}

/**
 * Offline and installable (issue 31), loaded by app/start after the load event: registers the service
 * worker (a new release offered with "A new version is available – Reload"), and for a signed-in user
 * (now or after signing in) sends the shopping-list changes kept on this device (the browser may have
 * been closed with some waiting); visitors never load that code.
 */
export function startOffline({ language, isLoggedIn, subscribeSession, t, showNotification, Button }: OfflineStartDeps): void {
  const offerReload = (reload: () => void) =>
    showNotification({
      id: 'new-release',
      autoClose: false,
      withCloseButton: true,
      message: (
        <span data-testid="new-release">
          {t('routeError.newRelease')}{' '}
          <Button variant="light" size="compact-sm" onClick={reload} data-testid="new-release-reload">
            {t('routeError.reload')}
          </Button>
        </span>
      ),
    });
  registerServiceWorker(language, offerReload);
  let started = false;
  const startChanges = () => {
    if (started || !isLoggedIn()) return;
    started = true;
    void import('../features/basket/lib/offline-changes').then((changes) => changes.startSendingChanges());
  };
  startChanges();
  subscribeSession(startChanges);
}
