import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeviceBody, AddDeviceResult } from '@chef/shared';
import { adminDeviceQueryKey } from './qry-device';
import type { StaffApi } from './staff-api';

/** POST /api/admin/addDevice: provisions a device; the answer carries its secret, this once. */
export function useAddDevice(api: StaffApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDeviceBody) => api.post<AddDeviceResult>('/api/admin/addDevice', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminDeviceQueryKey }),
  });
}
