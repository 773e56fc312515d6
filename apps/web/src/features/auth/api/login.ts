import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/login: by password or by code. */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiPost<LoginResult>('/api/user/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
