import { useMutation } from '@tanstack/react-query';
import type { BindDeviceBody, MyDevice } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { refetchMyDevices } from './qry-my-device';

/** POST /api/device/bindDevice: the serial number and the pairing code the appliance shows. */
export function useBindDevice() {
  return useMutation({
    mutationFn: (body: BindDeviceBody) => apiPost<MyDevice>('/api/device/bindDevice', body),
    onSuccess: refetchMyDevices,
  });
}
