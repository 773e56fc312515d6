import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useBindDevice } from '../api/bind-device';

/** Bind with the serial number and the 6-digit code the appliance shows after "pair". */
export function BindDeviceForm() {
  const { t } = useTranslation();
  const bind = useBindDevice();
  const [sn, setSn] = useState('');
  const [pairCode, setPairCode] = useState('');
  const fieldError = (field: string) => (bind.error instanceof ApiError && bind.error.field === field ? bind.error.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    bind.mutate(
      { sn: sn.trim(), pairCode: pairCode.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('device.bound'));
          setSn('');
          setPairCode('');
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.field)) toastError(error.message);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} data-testid="bind-device">
      <Stack gap="xs">
        <Text fw={700}>{t('device.bind')}</Text>
        <Text size="sm" c="dimmed">
          {t('device.bindHint')}
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('device.sn')}
            value={sn}
            onChange={(e) => setSn(e.currentTarget.value)}
            error={fieldError('sn')}
            maxLength={32}
            required
            data-testid="bind-sn"
          />
          <TextInput
            label={t('device.pairCode')}
            value={pairCode}
            onChange={(e) => setPairCode(e.currentTarget.value.replace(/\D/g, ''))}
            error={fieldError('pairCode')}
            inputMode="numeric"
            maxLength={6}
            required
            data-testid="bind-code"
          />
          <Button type="submit" mt={24} loading={bind.isPending} data-testid="bind-submit">
            {t('device.bind')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
