import { Button, PasswordInput, Stack } from '@mantine/core';
import { updPwdBodySchema, type UpdPwdBody } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../lib/use-api-form';
import { NewPasswordInput } from './NewPasswordInput';

/** What the form needs of a TanStack mutation of an updPwd call. */
interface PasswordMutation {
  mutate: (input: UpdPwdBody, callbacks: { onSuccess: (result: null) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * Old and new password (6-12 letters plus digits), the new one typed twice: the portal's personal centre and the console's
 * own account page send it to their own call. Its words are on-demand (profile.*): the pages that show
 * it have added them.
 */
export function PasswordChangeForm({ mutation, onChanged, testId }: { mutation: PasswordMutation; onChanged: () => void; testId: string }) {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    schema: updPwdBodySchema,
    mutation,
    onSuccess: onChanged,
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid={testId}>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t('profile.oldPassword')}
          placeholder={t('profile.oldPassword')}
          autoComplete="current-password"
          {...form.text('oldPassword')}
        />
        <NewPasswordInput label={t('profile.newPassword')} {...form.text('newPassword')} />
        <PasswordInput
          label={t('profile.confirmPassword')}
          placeholder={t('profile.confirmPassword')}
          autoComplete="new-password"
          {...form.text('confirmPassword')}
        />
        <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.submitPassword')}
        </Button>
      </Stack>
    </form>
  );
}
