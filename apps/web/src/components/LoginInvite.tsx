import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { setSkipRoute } from '../lib/cookies';

/** What a personal page or action shows a visitor: an invitation to log in that brings them back here. */
export function LoginInvite() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Stack align="flex-start" gap="sm" data-testid="login-prompt">
      <Text c="dimmed">{t('myCenter.loginPrompt')}</Text>
      <Button component={Link} to="/login" onClick={() => setSkipRoute(pathname + search)}>
        {t('header.login')}
      </Button>
    </Stack>
  );
}
