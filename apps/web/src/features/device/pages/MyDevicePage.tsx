import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useMyDevices } from '../api/qry-my-device';
import { BindDeviceForm } from '../components/BindDeviceForm';
import { DeviceCard } from '../components/DeviceCard';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

/** My Chef Robot: the caller's devices with their live state and cooking; bind another; rename; unbind. */
export default function MyDevicePage() {
  const { t } = useTranslation();
  const query = useMyDevices();
  return (
    <Stack gap="md" data-testid="my-device">
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text c="dimmed" data-testid="device-none">
          {t('device.none')}
        </Text>
      ) : (
        query.data.map((device) => <DeviceCard key={device.id} device={device} />)
      )}
      <BindDeviceForm />
    </Stack>
  );
}
