import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { loginByPasswordSchema, type LoginResult } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/login';
import { AccountInput } from './fields';
import { useApiForm } from '../../../lib/use-api-form';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

export function PasswordLoginForm({
  initialAccount,
  onLoggedIn,
  onForgot,
}: {
  initialAccount: string;
  onLoggedIn: (result: LoginResult) => void;
  onForgot: (account: string) => void;
}) {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { account: initialAccount, password: '' },
    schema: loginByPasswordSchema,
    mutation: useLogin(),
    onSuccess: onLoggedIn,
  });

  return (
    <form onSubmit={form.submit} noValidate data-testid="password-login-form">
      <Stack gap="md">
        <AccountInput {...form.text('account')} />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.password')}
          autoComplete="current-password"
          {...form.text('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(form.values.account)}>
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={form.pending}>
          {t('login.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
