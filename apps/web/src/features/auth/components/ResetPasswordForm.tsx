import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { resetPwdBodySchema } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useResetPwd } from '../api/reset-pwd';
import { CodeField } from '../../../components/CodeField';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { AccountInput } from './fields';
import { useApiForm } from '../../../lib/use-api-form';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

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
  const form = useApiForm({
    initial: { account: initialAccount, code: '', newPassword: '' },
    schema: resetPwdBodySchema,
    mutation: useResetPwd(),
    onSuccess: (_result, input) => onReset(input.account),
  });

  return (
    <form onSubmit={form.submit} noValidate data-testid="reset-form">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('login.resetTitle')}
        </Title>
        <AccountInput {...form.text('account')} />
        <CodeField
          account={form.values.account}
          scene="resetPwd"
          value={form.values.code}
          error={form.errors.code}
          onChange={(code) => form.setValue('code', code)}
          onAccountError={(message) => form.setError('account', message)}
        />
        <NewPasswordInput label={t('login.newPassword')} {...form.text('newPassword')} />
        <Button type="submit" size="md" fullWidth loading={form.pending}>
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
