import { Alert, Button, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { staffTotpCodeBodySchema } from '@chef/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { useAddStaffTotp, useUpdStaffTotp } from '../api/staff';
import { useStaffSession } from '../lib/staff-session';

/**
 * My account's two-factor sign-in: off, a button starts the setup (a QR code and the key as text for
 * an authenticator app), a first code turns it on and the ten recovery codes are shown this once.
 */
export function TwoFactorSetup() {
  const { t } = useTranslation();
  const staffInfo = useStaffSession()?.staffInfo;
  const start = useAddStaffTotp();
  const confirm = useUpdStaffTotp();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(staffTotpCodeBodySchema, { code });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    confirm.mutate(checked.data, {
      onSuccess: (result) => setRecoveryCodes(result.recoveryCodes),
      onError: (error) => setErrors(serverErrorToFields(error, ['code'])),
    });
  };

  let body: React.ReactNode;
  if (recoveryCodes)
    body = (
      <Stack gap="sm" data-testid="staff-recovery-codes">
        <Title order={4}>{t('staff.twoFactor.recoveryTitle')}</Title>
        <Text size="sm">{t('staff.twoFactor.recoveryHelp')}</Text>
        <List spacing={2} ff="monospace">
          {recoveryCodes.map((recovery) => (
            <List.Item key={recovery}>{recovery}</List.Item>
          ))}
        </List>
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => setRecoveryCodes(null)}>
          {t('staff.twoFactor.recoveryDone')}
        </Button>
      </Stack>
    );
  else if (staffInfo?.twoFactor) body = <Text data-testid="staff-2fa-on">{t('staff.twoFactor.on')}</Text>;
  else if (start.data)
    body = (
      <Stack gap="sm" component="form" onSubmit={submit} maw={420} data-testid="staff-2fa-setup">
        <Text size="sm">{t('staff.twoFactor.scan')}</Text>
        <div role="img" aria-label={t('staff.twoFactor.title')} style={{ alignSelf: 'flex-start' }}>
          <QRCodeSVG value={start.data.uri} size={180} marginSize={2} level="M" aria-hidden="true" focusable="false" />
        </div>
        <Group gap="xs">
          <Text size="sm">{t('staff.twoFactor.key')}:</Text>
          <Code data-testid="staff-2fa-secret">{start.data.secret}</Code>
        </Group>
        <TextInput
          label={t('staff.twoFactor.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('staff.twoFactor.confirm')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('staff.twoFactor.off')}</Text>
        <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onError: (error) => serverErrorToFields(error, []) })}>
          {t('staff.twoFactor.start')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="sm" data-testid="staff-2fa">
      <Title order={3}>{t('staff.twoFactor.title')}</Title>
      {staffInfo?.twoFactorNeeded && !recoveryCodes && <Alert color="orange">{t('staff.twoFactor.required')}</Alert>}
      {body}
    </Stack>
  );
}
