import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterBody } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/register: registration logs the new user in (same answer as login). */
export function register(body: RegisterBody): Promise<LoginResult> {
  return apiPost<LoginResult>('/api/user/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
