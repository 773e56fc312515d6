import { Anchor, Center, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { LoginResult } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChefHatIcon } from '../../../components/icons';
import { clearSkipRoute, getSkipRoute } from '../../../lib/cookies';
import { clearToasts, toastSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { startSession } from '../../../lib/session';
import { adoptUserSettings } from '../../../lib/settings';
import { CodeLoginForm } from '../components/CodeLoginForm';
import { PasswordLoginForm } from '../components/PasswordLoginForm';
import { RegisterForm } from '../components/RegisterForm';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import './login.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

type Mode = 'password' | 'code' | 'register' | 'reset';

/** /login, outside the layout: password login, code login, registration and the forgotten password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  // The account typed in one form follows the user to the next (forgot password, back to login).
  const [account, setAccount] = useState('');

  const finish = async (result: LoginResult, message: string) => {
    startSession(result.token, result.userInfo);
    await adoptUserSettings(result.userInfo);
    // Whatever a visitor had cached may differ for a user (collections, ratings): start clean.
    queryClient.clear();
    // The failed attempts' toasts go: only the success is said.
    clearToasts();
    toastSuccess(t(message));
    const target = getSkipRoute() ?? '/home';
    clearSkipRoute();
    void navigate(target, { replace: true });
  };

  return (
    <div className="chef-login">
      <aside className="chef-login__aside" aria-hidden="true">
        <div>
          <div className="chef-login__mark">
            <ChefHatIcon size={30} />
          </div>
          <p className="chef-login__slogan">{t('product.slogan')}</p>
        </div>
      </aside>
      <Center className="chef-login__main">
        <Stack w="100%" maw={420} gap="lg">
          <Group justify="space-between">
            <Anchor component={Link} to="/home" underline="never" className="chef-login__brand">
              <ChefHatIcon size={22} />
              <span>{t('product.title')}</span>
            </Anchor>
            <Anchor component={Link} to="/home" size="sm" c="dimmed">
              {t('login.backHome')}
            </Anchor>
          </Group>
          <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
            <Title order={1} size="h3" mb={4}>
              {t('login.welcome')}
            </Title>
            <Text size="sm" c="dimmed" mb="lg">
              {t('product.slogan')}
            </Text>
            {mode === 'reset' ? (
              <ResetPasswordForm
                initialAccount={account}
                onReset={(resetAccount) => {
                  toastSuccess(t('toast.passwordReset'));
                  setAccount(resetAccount);
                  setMode('password');
                }}
                onBack={() => setMode('password')}
              />
            ) : (
              <Tabs
                value={mode}
                onChange={(value) => setMode((value as Mode | null) ?? 'password')}
                keepMounted={false}
                classNames={{ list: 'chef-login__tabs', tab: 'chef-login__tab' }}
              >
                <Tabs.List grow mb="lg">
                  <Tabs.Tab value="password">{t('login.byPassword')}</Tabs.Tab>
                  <Tabs.Tab value="code">{t('login.byCode')}</Tabs.Tab>
                  <Tabs.Tab value="register">{t('login.register')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="password">
                  <PasswordLoginForm
                    initialAccount={account}
                    onLoggedIn={(result) => void finish(result, 'toast.loggedIn')}
                    onForgot={(typed) => {
                      setAccount(typed);
                      setMode('reset');
                    }}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="code">
                  <CodeLoginForm initialAccount={account} onLoggedIn={(result) => void finish(result, 'toast.loggedIn')} />
                </Tabs.Panel>
                <Tabs.Panel value="register">
                  <RegisterForm onRegistered={(result) => void finish(result, 'toast.registered')} />
                </Tabs.Panel>
              </Tabs>
            )}
          </Paper>
        </Stack>
      </Center>
    </div>
  );
}
