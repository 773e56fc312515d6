import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeviceActionBody, DeviceSecretResult } from '@chef/shared';
import { adminDeviceQueryKey } from './qry-device';
import type { StaffApi } from './staff-api';

export type FleetAction = 'unbind' | 'revoke' | 'secret';
const CALLS: Record<FleetAction, string> = {
  unbind: '/api/admin/unbindDevice',
  revoke: '/api/admin/revokeDevice',
  secret: '/api/admin/renewDeviceSecret',
};

/**
 * POST unbindDevice / revokeDevice (with the reason the owner is told) or renewDeviceSecret (its answer
 * carries the new secret, this once); the list is read again after each.
 */
export function useFleetAction(api: StaffApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: { action: FleetAction } & AdminDeviceActionBody) =>
      api.post<DeviceSecretResult | null>(CALLS[action], action === 'secret' ? { id: body.id } : body),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminDeviceQueryKey }),
  });
}
