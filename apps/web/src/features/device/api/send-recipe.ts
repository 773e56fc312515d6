import { useMutation } from '@tanstack/react-query';
import type { SendRecipeBody, SendRecipeResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { updateCachedDevice } from './qry-my-device';

/** POST /api/device/sendRecipe: the recipe as a program for one of the caller's devices. */
export function useSendRecipe() {
  return useMutation({
    mutationFn: (body: SendRecipeBody) => apiPost<SendRecipeResult>('/api/device/sendRecipe', body),
    // The page follows this program at once; the device's own reports fill in the rest.
    onSuccess: ({ programId }, body) => updateCachedDevice(body.deviceId, { programId, recipeId: body.recipeId }),
  });
}
