import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { staffLoginBodySchema } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { useStaffLogin } from '../api/staff-login';

/** The staff sign-in of the console (staff accounts only; a portal account cannot sign in here). */
export function ConsoleLoginPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useStaffLogin();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(staffLoginBodySchema, { email, password });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    login.mutate(checked.data, { onError: (error) => setErrors(serverErrorToFields(error, ['email', 'password'])) });
  };
  return (
    <Paper withBorder radius="lg" p="xl" maw={420} mx="auto" mt="10vh" component="form" onSubmit={submit} data-testid="console-login">
      <Stack>
        <Title order={2}>{t('console.login')}</Title>
        <TextInput
          label={t('console.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          autoComplete="username"
          data-testid="console-email"
        />
        <PasswordInput
          label={t('console.password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          autoComplete="current-password"
          data-testid="console-password"
        />
        <Button type="submit" loading={login.isPending} data-testid="console-sign-in">
          {t('console.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}
