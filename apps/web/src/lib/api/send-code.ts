import { useMutation } from '@tanstack/react-query';
import type { SendCodeBody, SendCodeResult } from '@chef/shared';
import { apiPost } from '../api-client';

/** POST /api/user/sendCode: a verification code by SMS or e-mail, for one scene. */
export function sendCode(body: SendCodeBody): Promise<SendCodeResult> {
  return apiPost<SendCodeResult>('/api/user/sendCode', body);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
