import { Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { registerBodySchema, type LoginResult } from '@chef/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverErrorToFields, validate } from '../../../lib/form';
import { useRegister } from '../api/register';
import { CodeField } from './CodeField';
import { useAuthForm } from './use-auth-form';

/** The agreement and the privacy policy live on the personal centre's privacy page. */
const AGREEMENT_PATH = '/myCenter/infoDetail';

export function RegisterForm({ onRegistered }: { onRegistered: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const { values, setValue, errors, setErrors, setError } = useAuthForm({
    account: '',
    code: '',
    password: '',
    agree: false as boolean,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(registerBodySchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    register.mutate(checked.data, {
      onSuccess: onRegistered,
      onError: (error) => setErrors(serverErrorToFields(error, ['account', 'code', 'password', 'agree'])),
    });
  };

  const docLink = (label: string) => (
    <Anchor component={Link} to={AGREEMENT_PATH} target="_blank" inherit>
      {label}
    </Anchor>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
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
          scene="register"
          value={values.code}
          error={errors.code}
          onChange={(code) => setValue('code', code)}
          onAccountError={(message) => setError('account', message)}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.password')}
          description={t('validation.password')}
          value={values.password}
          error={errors.password}
          onChange={(event) => setValue('password', event.currentTarget.value)}
          autoComplete="new-password"
          name="password"
        />
        <Checkbox
          checked={values.agree}
          onChange={(event) => setValue('agree', event.currentTarget.checked)}
          error={errors.agree}
          data-testid="register-agree"
          label={
            <>
              {t('login.agreePrefix')} {docLink(t('login.agreement'))} {t('login.and')} {docLink(t('login.privacy'))}
            </>
          }
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending}>
          {t('login.submitRegister')}
        </Button>
      </Stack>
    </form>
  );
}
