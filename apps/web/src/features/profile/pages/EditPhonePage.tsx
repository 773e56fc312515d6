import { Button, Stack, Text, TextInput } from '@mantine/core';
import { updPhoneBodySchema } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/CodeField';
import { useCurrentUserInfo } from '../../../lib/api/qry-user-info';
import { toastSuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdPhone } from '../api/upd-phone';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

function EditPhoneForm() {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { mobile: '', code: '' },
    schema: updPhoneBodySchema,
    mutation: useUpdPhone(),
    onSuccess: () => toastSuccess(t('profile.phoneChanged')),
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid="edit-phone-form">
      <Stack gap="md" maw={420}>
        <TextInput
          label={t('profile.newMobile')}
          placeholder={t('profile.newMobile')}
          inputMode="tel"
          autoComplete="tel"
          {...form.text('mobile')}
        />
        <CodeField
          account={form.values.mobile}
          scene="changePhone"
          value={form.values.code}
          error={form.errors.code}
          onChange={(code) => form.setValue('code', code)}
          onAccountError={(message) => form.setError('mobile', message)}
        />
        <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.submitPhone')}
        </Button>
      </Stack>
    </form>
  );
}

/** Modify mobile phone number: the current one masked (3 + **** + 4), a new one proven by a code sent to it. */
export default function EditPhonePage() {
  const { t } = useTranslation();
  const userInfo = useCurrentUserInfo();
  return (
    <>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('profile.currentMobile')}
        </Text>
        <Text data-testid="current-mobile">{userInfo?.mobile ?? t('profile.noMobile')}</Text>
      </Stack>
      {/* A new form (empty fields, timer reset) once the number changed. */}
      <EditPhoneForm key={userInfo?.mobile ?? ''} />
    </>
  );
}
