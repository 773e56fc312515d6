import { Button, Stack, TextInput } from '@mantine/core';
import { loginByCodeSchema, type LoginResult } from '@chef/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorToFields, validate } from '../../../lib/form';
import { useLogin } from '../api/login';
import { CodeField } from './CodeField';
import { useAuthForm } from './use-auth-form';

export function CodeLoginForm({ initialAccount, onLoggedIn }: { initialAccount: string; onLoggedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const { values, setValue, errors, setErrors, setError } = useAuthForm({ account: initialAccount, code: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(loginByCodeSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    login.mutate(checked.data, {
      onSuccess: onLoggedIn,
      onError: (error) => setErrors(serverErrorToFields(error, ['account', 'code'])),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="code-login-form">
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
        <CodeField
          account={values.account}
          scene="login"
          value={values.code}
          error={errors.code}
          onChange={(code) => setValue('code', code)}
          onAccountError={(message) => setError('account', message)}
        />
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('login.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
