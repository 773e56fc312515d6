import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginByPasswordSchema, type LoginResult } from '@chef/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorToFields, validate } from '../../../lib/form';
import { useLogin } from '../api/login';
import { useAuthForm } from './use-auth-form';

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
  const login = useLogin();
  const { values, setValue, errors, setErrors } = useAuthForm({ account: initialAccount, password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(loginByPasswordSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    login.mutate(checked.data, {
      onSuccess: onLoggedIn,
      onError: (error) => setErrors(serverErrorToFields(error, ['account', 'password'])),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="password-login-form">
      <Stack gap="md">
        <TextInput
          label={t('login.account')}
          placeholder={t('login.account')}
          value={values.account}
          error={errors.account}
          onChange={(event) => setValue('account', event.currentTarget.value)}
          autoComplete="username"
          name="account"
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.password')}
          value={values.password}
          error={errors.password}
          onChange={(event) => setValue('password', event.currentTarget.value)}
          autoComplete="current-password"
          name="password"
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(values.account)}>
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('login.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
