import { useMutation } from '@tanstack/react-query';
import type { DeviceCommandBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/device/command: pause, resume or stop the running program (the device's reports show the effect). */
export function useDeviceCommand() {
  return useMutation({ mutationFn: (body: DeviceCommandBody) => apiPost<null>('/api/device/command', body) });
}
