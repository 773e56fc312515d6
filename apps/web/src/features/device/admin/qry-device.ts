import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDevice, DeviceFleetState, PageResult } from '@chef/shared';
import type { StaffApi } from './staff-api';

/** Every query of the console's device list starts with this key. */
export const adminDeviceQueryKey = ['adminDevices'] as const;

/** GET /api/admin/qryDevice: a page of every device with its owner, state and last report; by sn, owner and state. */
export function useAdminDevices(
  api: StaffApi,
  request: { current: number; size: number; sn: string; ownerId: string; state: DeviceFleetState | '' },
) {
  return useQuery({
    queryKey: [...adminDeviceQueryKey, request],
    queryFn: ({ signal }) =>
      api.get<PageResult<AdminDevice>>(
        '/api/admin/qryDevice',
        { ...request, sn: request.sn || undefined, ownerId: request.ownerId || undefined, state: request.state || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
