import { Button, PasswordInput, Stack } from '@mantine/core';
import { updPwdBodySchema } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { toastSuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdPwd } from '../api/upd-pwd';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

function EditPwdForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { oldPassword: '', newPassword: '' },
    schema: updPwdBodySchema,
    mutation: useUpdPwd(),
    onSuccess: () => {
      toastSuccess(t('profile.passwordChanged'));
      onChanged();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid="edit-pwd-form">
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t('profile.oldPassword')}
          placeholder={t('profile.oldPassword')}
          autoComplete="current-password"
          {...form.text('oldPassword')}
        />
        <NewPasswordInput label={t('profile.newPassword')} {...form.text('newPassword')} />
        <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.submitPassword')}
        </Button>
      </Stack>
    </form>
  );
}

/** Modify password: old and new (6-12 letters plus digits); the user's other sessions are signed out. */
export default function EditPwdPage() {
  // A fresh, empty form after each change.
  const [generation, setGeneration] = useState(0);
  return <EditPwdForm key={generation} onChanged={() => setGeneration((n) => n + 1)} />;
}
