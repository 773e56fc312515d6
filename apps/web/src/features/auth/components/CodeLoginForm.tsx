import { Button, Stack } from '@mantine/core';
import { loginByCodeSchema, type LoginResult } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/login';
import { CodeField } from '../../../components/CodeField';
import { AccountInput } from './fields';
import { useApiForm } from '../../../lib/use-api-form';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

export function CodeLoginForm({ initialAccount, onLoggedIn }: { initialAccount: string; onLoggedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { account: initialAccount, code: '' },
    schema: loginByCodeSchema,
    mutation: useLogin(),
    onSuccess: onLoggedIn,
  });

  return (
    <form onSubmit={form.submit} noValidate data-testid="code-login-form">
      <Stack gap="md">
        <AccountInput {...form.text('account')} />
        <CodeField
          account={form.values.account}
          scene="login"
          value={form.values.code}
          error={form.errors.code}
          onChange={(code) => form.setValue('code', code)}
          onAccountError={(message) => form.setError('account', message)}
        />
        <Button type="submit" size="md" fullWidth loading={form.pending}>
          {t('login.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
