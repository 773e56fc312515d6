import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../../components/PasswordChangeForm';
import { toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useUpdStaffPwd } from '../api/staff';
import { TwoFactorSetup } from '../components/TwoFactorSetup';

addOnDemandWords();

/** My account: two-factor sign-in, and a staff member's own password (their other staff sessions end). */
export default function StaffAccountPage() {
  const { t } = useTranslation();
  const mutation = useUpdStaffPwd();
  const [generation, setGeneration] = useState(0);
  return (
    <Stack gap="xl" data-testid="console-account">
      <TwoFactorSetup />
      <Title order={2}>{t('staff.passwordTitle')}</Title>
      <PasswordChangeForm
        key={generation}
        testId="staff-pwd-form"
        mutation={mutation}
        onChanged={() => {
          toastSuccess(t('staff.passwordChanged'));
          setGeneration((n) => n + 1);
        }}
      />
    </Stack>
  );
}
