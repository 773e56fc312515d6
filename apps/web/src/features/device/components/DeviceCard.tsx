import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DEVICE_NAME_MAX, type MyDevice } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { toastError, toastSuccess } from '../../../lib/notify';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useUnbindDevice } from '../api/unbind-device';
import { useRenameDevice } from '../api/upd-device';
import { LiveCooking } from './LiveCooking';

/** Online or offline, and what the appliance is doing, as badges. */
export function DeviceStateBadges({ device }: { device: Pick<MyDevice, 'online' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge color={device.online ? 'teal' : 'gray'} variant="light" data-testid="device-online" data-online={device.online}>
        {device.online ? t('device.online') : t('device.offlineState')}
      </Badge>
      {device.online && (
        <Badge color={device.status === 'error' ? 'red' : 'blue'} variant="outline" data-testid="device-status">
          {t(`device.status.${device.status}`)}
        </Badge>
      )}
    </Group>
  );
}

/**
 * When a device was last seen, said only while it is offline: beside ONLINE it is noise (issue 28).
 * The owner's card and the staff console's list both show it.
 */
export function DeviceLastSeen({ device }: { device: Pick<MyDevice, 'online' | 'lastSeen'> }) {
  const { t } = useTranslation();
  if (!device.lastSeen || device.online) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('device.lastSeen', { time: formatRelativeTime(device.lastSeen) })}
    </Text>
  );
}

/** One of my devices: name (renamable), model, serial number, firmware, state, last seen; live cooking; unbind. */
export function DeviceCard({ device }: { device: MyDevice }) {
  const { t } = useTranslation();
  const rename = useRenameDevice();
  const unbind = useUnbindDevice();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const saveName = () => {
    if (editing === null) return;
    rename.mutate(
      { id: device.id, name: editing },
      { onSuccess: () => (setEditing(null), toastSuccess(t('device.renamed'))), onError: (error) => toastError(error.message) },
    );
  };
  const doUnbind = () =>
    unbind.mutate(
      { id: device.id },
      {
        onSuccess: () => toastSuccess(t('device.unbound')),
        onError: (error) => toastError(error.message),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="device-card" data-sn={device.sn}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            {editing === null ? (
              <Group gap={6}>
                <Text fw={700} size="lg" data-testid="device-name">
                  {device.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('device.rename')}
                  onClick={() => setEditing(device.name)}
                  data-testid="device-rename"
                >
                  ✎
                </ActionIcon>
              </Group>
            ) : (
              <Group gap={6}>
                <TextInput
                  size="xs"
                  aria-label={t('device.name')}
                  value={editing}
                  maxLength={DEVICE_NAME_MAX}
                  onChange={(e) => setEditing(e.currentTarget.value)}
                  data-testid="device-name-input"
                />
                <Button size="xs" onClick={saveName} loading={rename.isPending} disabled={!editing.trim()} data-testid="device-name-save">
                  {t('device.save')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                  {t('common.cancel')}
                </Button>
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {t('device.model')} {device.model} · {t('device.sn')} {device.sn}
              {device.firmware ? ` · ${t('device.firmware')} ${device.firmware}` : ''}
            </Text>
            <DeviceLastSeen device={device} />
          </Stack>
          <Stack gap="xs" align="flex-end">
            <DeviceStateBadges device={device} />
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="device-unbind">
              {t('device.unbind')}
            </Button>
          </Stack>
        </Group>
        <LiveCooking device={device} />
      </Stack>
      <ConfirmPopup
        opened={confirming}
        message={t('device.unbindConfirm', { name: device.name })}
        loading={unbind.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={doUnbind}
      />
    </Paper>
  );
}
