import { Alert, Badge, Button, Code, CopyButton, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  adminDeviceActionBodySchema,
  DEVICE_FLEET_STATES,
  DEVICE_MODELS,
  DEVICE_REASON_MAX,
  type AddDeviceResult,
  type AdminDevice,
  type DeviceFleetState,
  type DeviceModel,
  type DeviceSecretResult,
} from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { QueryState } from '../../../components/QueryState';
import { PageNumbers } from '../../../components/PageNumbers';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { toastSuccess } from '../../../lib/notify';
import { DeviceLastSeen, DeviceStateBadges } from '../components/DeviceCard';
import { useAddDevice } from './add-device';
import { useFleetAction, type FleetAction } from './fleet-actions';
import { useAdminDevices } from './qry-device';
import type { StaffApi } from './staff-api';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

const PAGE_SIZE = 20;

/** Factory provisioning: serial number and model; the secret is shown once, to be loaded onto the appliance. */
function AddDeviceForm({ api }: { api: StaffApi }) {
  const { t } = useTranslation();
  const add = useAddDevice(api);
  const [sn, setSn] = useState('');
  const [model, setModel] = useState<DeviceModel>('CR-2');
  const [added, setAdded] = useState<AddDeviceResult | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    add.mutate({ sn: sn.trim(), model }, { onSuccess: (result) => (setAdded(result), setSn('')) });
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} data-testid="admin-add-device">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput label={t('device.sn')} value={sn} onChange={(e) => setSn(e.currentTarget.value)} maxLength={32} required />
          <Select
            label={t('device.model')}
            data={[...DEVICE_MODELS]}
            value={model}
            onChange={(value) => value && setModel(value as DeviceModel)}
            allowDeselect={false}
            w={120}
          />
          <Button type="submit" loading={add.isPending}>
            {t('device.admin.add')}
          </Button>
        </Group>
        {add.error && (
          <Alert color="red" variant="light">
            {add.error.message}
          </Alert>
        )}
        {added && <SecretOnce result={added} title={t('device.admin.added', { sn: added.sn })} />}
      </Stack>
    </Paper>
  );
}

/** A secret shown this once, to be loaded onto the appliance (provisioning and a new secret alike). */
function SecretOnce({ result, title }: { result: { sn: string; secret: string }; title: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" title={title} data-testid="admin-device-secret">
      <Text size="sm">{t('device.admin.secretOnce', { sn: result.sn })}</Text>
      <Group gap="xs" mt={6}>
        <Code>{result.secret}</Code>
        <CopyButton value={result.secret}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy}>
              {copied ? t('device.admin.copied') : t('device.admin.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}

const CONFIRM_KEYS: Record<FleetAction, string> = {
  unbind: 'device.admin.unbindConfirm',
  revoke: 'device.admin.revokeConfirm',
  secret: 'device.admin.newSecretConfirm',
};

/**
 * One device's actions (issue 29): unbind from its owner and revoke take the reason the owner is told;
 * each asks first; a new secret is shown this once.
 */
function FleetActions({ api, device, onSecret }: { api: StaffApi; device: AdminDevice; onSecret: (result: DeviceSecretResult) => void }) {
  const { t } = useTranslation();
  const act = useFleetAction(api);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<FleetAction | null>(null);
  const ask = (action: FleetAction) => {
    if (action !== 'secret') {
      const checked = validate(adminDeviceActionBodySchema, { id: device.id, reason });
      if (!checked.ok) return setErrors(checked.errors);
    }
    setErrors({});
    setConfirming(action);
  };
  const run = (action: FleetAction) =>
    act.mutate(
      { action, id: device.id, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setConfirming(null);
          setReason('');
          if (result) onSecret(result);
          else toastSuccess(t('device.admin.done'));
        },
        // A refusal naming the reason shows on its field; any other is a toast.
        onError: (error) => (setConfirming(null), setErrors(serverErrorToFields(error, ['reason']))),
      },
    );
  return (
    <Stack gap={6}>
      {(device.owner || !device.revokedAt) && (
        <TextInput
          size="xs"
          aria-label={t('device.admin.reason')}
          placeholder={t('device.admin.reason')}
          value={reason}
          maxLength={DEVICE_REASON_MAX}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
        />
      )}
      <Group gap={6}>
        {device.owner && (
          <Button size="compact-xs" variant="light" onClick={() => ask('unbind')}>
            {t('device.admin.unbind')}
          </Button>
        )}
        {!device.revokedAt && (
          <Button size="compact-xs" color="red" variant="light" onClick={() => ask('revoke')}>
            {t('device.admin.revoke')}
          </Button>
        )}
        <Button size="compact-xs" variant="default" onClick={() => ask('secret')}>
          {t('device.admin.newSecret')}
        </Button>
      </Group>
      <ConfirmPopup
        opened={confirming !== null}
        loading={act.isPending}
        message={confirming ? t(CONFIRM_KEYS[confirming], { sn: device.sn, owner: device.owner?.nickname ?? '' }) : ''}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
      />
    </Stack>
  );
}

/**
 * The staff console's device page: every provisioned device with its owner, model, firmware, online
 * state and last report, searchable by serial number, paged; and the provisioning form. Self-contained:
 * the console passes its staff API client (see docs/ARCHITECTURE.md for where it plugs in).
 */
export function DevicesAdminPage({ api }: { api: StaffApi }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [sn, setSn] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [state, setState] = useState<DeviceFleetState | ''>('');
  const [renewed, setRenewed] = useState<DeviceSecretResult | null>(null);
  const query = useAdminDevices(api, { current, size: PAGE_SIZE, sn, ownerId: /^\d+$/.test(ownerId) ? ownerId : '', state });
  const page = query.data;
  return (
    <Stack gap="md" data-testid="admin-devices">
      <Title order={2}>{t('device.admin.title')}</Title>
      <AddDeviceForm api={api} />
      {renewed && <SecretOnce result={renewed} title={t('device.admin.newSecret')} />}
      <Group align="flex-end">
        <TextInput
          placeholder={t('device.admin.search')}
          value={sn}
          onChange={(e) => (setSn(e.currentTarget.value), setCurrent(1))}
          maw={220}
          aria-label={t('device.admin.search')}
        />
        <TextInput
          placeholder={t('device.admin.ownerFilter')}
          value={ownerId}
          inputMode="numeric"
          onChange={(e) => (setOwnerId(e.currentTarget.value.trim()), setCurrent(1))}
          maw={180}
          aria-label={t('device.admin.ownerFilter')}
        />
        <Select
          aria-label={t('device.admin.stateFilter')}
          data={[
            { value: 'any', label: t('device.admin.any') },
            ...DEVICE_FLEET_STATES.map((s) => ({ value: s, label: t(`device.admin.${s}`) })),
          ]}
          value={state || 'any'}
          onChange={(value) => (setState(value === 'any' || !value ? '' : (value as DeviceFleetState)), setCurrent(1))}
          allowDeselect={false}
          w={160}
        />
      </Group>
      <QueryState query={query}>
        {(page) => (
          <Table striped highlightOnHover data-testid="admin-device-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('device.sn')}</Table.Th>
                <Table.Th>{t('device.model')}</Table.Th>
                <Table.Th>{t('device.firmware')}</Table.Th>
                <Table.Th>{t('device.admin.state')}</Table.Th>
                <Table.Th>{t('device.admin.owner')}</Table.Th>
                <Table.Th>{t('device.admin.created')}</Table.Th>
                <Table.Th>{t('device.admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((device) => (
                <Table.Tr key={device.id} data-testid="admin-device-row">
                  <Table.Td>{device.sn}</Table.Td>
                  <Table.Td>{device.model}</Table.Td>
                  <Table.Td>{device.firmware || '–'}</Table.Td>
                  <Table.Td>
                    {device.revokedAt ? (
                      <Badge color="red" variant="light" data-testid="admin-device-revoked">
                        {t('device.admin.revokedAt', { date: device.revokedAt.slice(0, 10) })}
                      </Badge>
                    ) : (
                      <DeviceStateBadges device={device} />
                    )}
                    <DeviceLastSeen device={device} />
                  </Table.Td>
                  <Table.Td>{device.owner ? `${device.owner.nickname} (#${device.owner.id})` : t('device.admin.noOwner')}</Table.Td>
                  <Table.Td>{device.createdAt.slice(0, 10)}</Table.Td>
                  <Table.Td miw={220}>
                    <FleetActions api={api} device={device} onSecret={setRenewed} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <PageNumbers total={page?.total} size={PAGE_SIZE} current={current} onChange={setCurrent} />
    </Stack>
  );
}
