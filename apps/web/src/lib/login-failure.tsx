import { Button, Group, Text } from '@mantine/core';
import { setSkipRoute } from './cookies';
import { t } from './i18n';
import { hideNotification, showNotification } from './notify';
import { currentRoute, navigateTo } from './navigation';
import { clearSession } from './session';

const NOTIFICATION_ID = 'login-failure';

/**
 * A missing, invalid or expired token (spec section 4): forget the session, remember where the user
 * was, and offer to log in again. One notification however many calls fail at once.
 */
export function handleLoginFailure(): void {
  clearSession();
  if (!window.location.pathname.startsWith('/login')) setSkipRoute(currentRoute());
  hideNotification(NOTIFICATION_ID);
  showNotification({
    id: NOTIFICATION_ID,
    color: 'red',
    autoClose: 8000,
    'data-testid': 'login-failure',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t('toast.loginFailure')}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            hideNotification(NOTIFICATION_ID);
            navigateTo('/login');
          }}
        >
          {t('toast.relogin')}
        </Button>
      </Group>
    ),
  });
}
