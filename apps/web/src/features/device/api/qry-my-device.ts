import { useQuery } from '@tanstack/react-query';
import type { MyDevice } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';

/** Every query of the caller's devices starts with this key. */
export const myDeviceQueryKey = ['myDevice'] as const;

/** GET /api/device/qryMyDevice: the caller's devices with what they last reported. */
export function useMyDevices(enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...myDeviceQueryKey, token],
    queryFn: ({ signal }) => apiGet<MyDevice[]>('/api/device/qryMyDevice', undefined, signal),
    enabled: enabled && token !== null,
  });
}

/** Changes one device in every cached list (a hub event said so), without a round trip. */
export function updateCachedDevice(deviceId: string, change: Partial<MyDevice>): void {
  queryClient.setQueriesData<MyDevice[]>({ queryKey: myDeviceQueryKey }, (list) =>
    list?.map((device) => (device.id === deviceId ? { ...device, ...change } : device)),
  );
}

export const refetchMyDevices = () => void queryClient.invalidateQueries({ queryKey: myDeviceQueryKey });
