import { useMutation } from '@tanstack/react-query';
import type { MyDevice, UpdDeviceBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { updateCachedDevice } from './qry-my-device';

/** POST /api/device/updDevice: renames one of the caller's devices. */
export function useRenameDevice() {
  return useMutation({
    mutationFn: (body: UpdDeviceBody) => apiPost<MyDevice>('/api/device/updDevice', body),
    onSuccess: (device) => updateCachedDevice(device.id, { name: device.name }),
  });
}
