import { Alert, Button, Code, CopyButton, Group, Pagination, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DEVICE_MODELS, type AddDeviceResult, type DeviceModel } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { formatRelativeTime } from '../../../lib/relative-time';
import { DeviceStateBadges } from '../components/DeviceCard';
import { useAddDevice } from './add-device';
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
        {added && (
          <Alert color="teal" variant="light" title={t('device.admin.added', { sn: added.sn })} data-testid="admin-device-secret">
            <Text size="sm">{t('device.admin.secretOnce', { sn: added.sn })}</Text>
            <Group gap="xs" mt={6}>
              <Code>{added.secret}</Code>
              <CopyButton value={added.secret}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="light" onClick={copy}>
                    {copied ? t('device.admin.copied') : t('device.admin.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
      </Stack>
    </Paper>
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
  const query = useAdminDevices(api, { current, size: PAGE_SIZE, sn });
  const page = query.data;
  return (
    <Stack gap="md" data-testid="admin-devices">
      <Title order={2}>{t('device.admin.title')}</Title>
      <AddDeviceForm api={api} />
      <TextInput
        placeholder={t('device.admin.search')}
        value={sn}
        onChange={(e) => (setSn(e.currentTarget.value), setCurrent(1))}
        maw={280}
        aria-label={t('device.admin.search')}
      />
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Table striped highlightOnHover data-testid="admin-device-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('device.sn')}</Table.Th>
              <Table.Th>{t('device.model')}</Table.Th>
              <Table.Th>{t('device.firmware')}</Table.Th>
              <Table.Th>{t('device.admin.state')}</Table.Th>
              <Table.Th>{t('device.admin.owner')}</Table.Th>
              <Table.Th>{t('device.admin.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.records.map((device) => (
              <Table.Tr key={device.id} data-testid="admin-device-row">
                <Table.Td>{device.sn}</Table.Td>
                <Table.Td>{device.model}</Table.Td>
                <Table.Td>{device.firmware || '–'}</Table.Td>
                <Table.Td>
                  <DeviceStateBadges device={device} />
                  {device.lastSeen && (
                    <Text size="xs" c="dimmed">
                      {t('device.lastSeen', { time: formatRelativeTime(device.lastSeen) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{device.owner ? `${device.owner.nickname} (#${device.owner.id})` : t('device.admin.noOwner')}</Table.Td>
                <Table.Td>{device.createdAt.slice(0, 10)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {page && page.total > PAGE_SIZE && <Pagination total={Math.ceil(page.total / PAGE_SIZE)} value={current} onChange={setCurrent} />}
    </Stack>
  );
}
