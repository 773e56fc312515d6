import { Button, Group, Text } from '@mantine/core';
import { setSkipRoute } from './cookies';
import { t } from './i18n';
import { hideNotification, showNotification } from './notify';
import { currentRoute, navigateTo } from './navigation';

const NOTIFICATION_ID = 'login-required';

/** To the login page, remembering this page so the login brings the visitor back (skip-route cookie). */
export function goToLogin(): void {
  setSkipRoute(currentRoute());
  navigateTo('/login');
}

/**
 * A visitor tried something only users can do (rate, comment, collect...): say so and offer to log
 * in, the same way an expired session is offered a re-login (lib/login-failure).
 */
export function askToLogIn(): void {
  hideNotification(NOTIFICATION_ID);
  showNotification({
    id: NOTIFICATION_ID,
    color: 'brand',
    autoClose: 6000,
    'data-testid': 'login-required',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t('review.loginRequired')}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            hideNotification(NOTIFICATION_ID);
            goToLogin();
          }}
        >
          {t('header.login')}
        </Button>
      </Group>
    ),
  });
}
