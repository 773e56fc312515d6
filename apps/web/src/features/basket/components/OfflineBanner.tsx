import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingChanges } from '../lib/offline-changes';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has a network (the server renders as online). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * Above a list (issue 31), while offline: says so, with the count of changes waiting on this device.
 * Online it shows nothing: waiting changes are being sent, each item still marked until it is.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const count = usePendingChanges().length;
  if (online) return null;
  return (
    <Alert color="yellow" role="status" className="chef-no-print" data-testid="offline-banner" data-pending={count}>
      {t('offline.banner', { count })}
    </Alert>
  );
}
