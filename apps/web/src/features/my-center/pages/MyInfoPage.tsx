import { Avatar, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/icons';
import { userInfoQueryKey, useUserInfo } from '../../../lib/api/qry-user-info';
import { setSkipRoute } from '../../../lib/cookies';
import { useRefreshQueries } from '../../../lib/refresh';
import { useSession } from '../../../lib/session';

function Field({ label, value, testId }: { label: string; value: string | null | undefined; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="md" data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** Personal information: what qryUserInfo returns (mobile arrives masked); visitors are invited to log in. */
export default function MyInfoPage() {
  const { t } = useTranslation();
  const { token, userInfo: stored } = useSession();
  const query = useUserInfo();
  useRefreshQueries([userInfoQueryKey]);
  const userInfo = query.data ?? stored;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('route.myInfo')}
      </Title>
      {!token ? (
        <Stack align="flex-start" gap="sm" data-testid="login-prompt">
          <Text c="dimmed">{t('myCenter.loginPrompt')}</Text>
          <Button component={Link} to="/login" onClick={() => setSkipRoute('/myCenter/myInfo')}>
            {t('header.login')}
          </Button>
        </Stack>
      ) : !userInfo ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <>
          <Group gap="md">
            <Avatar src={userInfo.avatar} size={64} radius="xl" color="brand" alt="">
              <UserIcon size={30} />
            </Avatar>
            <Text fw={700} size="xl" data-testid="my-info-nickname-heading">
              {userInfo.nickname || userInfo.loginNo}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Field label={t('field.account')} value={userInfo.loginNo} testId="my-info-login-no" />
            <Field label={t('field.nickname')} value={userInfo.nickname} testId="my-info-nickname" />
            <Field label={t('field.mobile')} value={userInfo.mobile} testId="my-info-mobile" />
            <Field label={t('field.email')} value={userInfo.email} testId="my-info-email" />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
