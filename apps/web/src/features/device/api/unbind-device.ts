import { useMutation } from '@tanstack/react-query';
import type { DeviceIdBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { refetchMyDevices } from './qry-my-device';

/** POST /api/device/unbindDevice: the device is no longer the caller's. */
export function useUnbindDevice() {
  return useMutation({
    mutationFn: (body: DeviceIdBody) => apiPost<null>('/api/device/unbindDevice', body),
    onSuccess: refetchMyDevices,
  });
}
