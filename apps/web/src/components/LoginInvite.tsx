import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { setSkipRoute } from '../lib/cookies';
import type { LoginInviteTopic } from '../lib/login-required';

export type { LoginInviteTopic };

/**
 * What a personal page or action shows a visitor: an invitation to log in that says what is behind
 * it ("Log in to see your shopping lists", issue 28; without a topic, the personal information) and
 * brings them back here. `title`: the page's heading, for a page that has no other.
 */
export function LoginInvite({ topic, title }: { topic?: LoginInviteTopic | undefined; title?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Stack align="flex-start" gap="sm" data-testid="login-prompt">
      {title && (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      <Text c="dimmed">{t(topic ? `loginInvite.${topic}` : 'myCenter.loginPrompt')}</Text>
      <Button component={Link} to="/login" onClick={() => setSkipRoute(pathname + search)}>
        {t('header.login')}
      </Button>
    </Stack>
  );
}
