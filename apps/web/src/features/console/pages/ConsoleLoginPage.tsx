import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { staffLoginBodySchema, staffLoginCodeBodySchema } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { useStaffLogin, useStaffLoginCode } from '../api/staff-login';

/**
 * The staff sign-in of the console (staff accounts only; a portal account cannot sign in here). With
 * two-factor sign-in on, the password step answers a ticket and a second step asks for a code.
 */
export function ConsoleLoginPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useStaffLogin();
  const loginCode = useStaffLoginCode();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(staffLoginBodySchema, { email, password });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    login.mutate(checked.data, {
      onSuccess: (result) => {
        if ('ticket' in result) setTicket(result.ticket);
      },
      onError: (error) => setErrors(serverErrorToFields(error, ['email', 'password'])),
    });
  };
  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(staffLoginCodeBodySchema, { ticket: ticket ?? '', code });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    loginCode.mutate(checked.data, {
      onError: (error) => {
        const fields = serverErrorToFields(error, ['code']);
        // Not about the code (the ticket expired, too many tries; toasted): back to the password.
        if (fields.code) setErrors(fields);
        else back();
      },
    });
  };
  function back() {
    setTicket(null);
    setCode('');
    setPassword('');
    setErrors({});
  }
  if (ticket)
    return (
      <Paper
        withBorder
        radius="lg"
        p="xl"
        maw={420}
        mx="auto"
        mt="10vh"
        component="form"
        onSubmit={submitCode}
        data-testid="console-login-code"
      >
        <Stack>
          <Title order={2}>{t('console.login')}</Title>
          <TextInput
            label={t('staff.twoFactor.signInCode')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={errors.code}
            autoComplete="one-time-code"
            autoFocus
            data-testid="console-code"
          />
          <Button type="submit" loading={loginCode.isPending} data-testid="console-verify">
            {t('staff.twoFactor.verify')}
          </Button>
          <Button variant="subtle" onClick={back}>
            {t('staff.twoFactor.back')}
          </Button>
        </Stack>
      </Paper>
    );
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
