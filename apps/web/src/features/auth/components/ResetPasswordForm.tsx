import { Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { resetPwdBodySchema } from '@chef/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorToFields, validate } from '../../../lib/form';
import { useResetPwd } from '../api/reset-pwd';
import { CodeField } from './CodeField';
import { useAuthForm } from './use-auth-form';

export function ResetPasswordForm({
  initialAccount,
  onReset,
  onBack,
}: {
  initialAccount: string;
  onReset: (account: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const resetPwd = useResetPwd();
  const { values, setValue, errors, setErrors, setError } = useAuthForm({
    account: initialAccount,
    code: '',
    newPassword: '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(resetPwdBodySchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    resetPwd.mutate(checked.data, {
      onSuccess: () => onReset(checked.data.account),
      onError: (error) => setErrors(serverErrorToFields(error, ['account', 'code', 'newPassword'])),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="reset-form">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('login.resetTitle')}
        </Title>
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
          scene="resetPwd"
          value={values.code}
          error={errors.code}
          onChange={(code) => setValue('code', code)}
          onAccountError={(message) => setError('account', message)}
        />
        <PasswordInput
          label={t('login.newPassword')}
          placeholder={t('login.newPassword')}
          description={t('validation.password')}
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(event) => setValue('newPassword', event.currentTarget.value)}
          autoComplete="new-password"
          name="newPassword"
        />
        <Button type="submit" size="md" fullWidth loading={resetPwd.isPending}>
          {t('login.submitReset')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('login.backToLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
