import { apiCall, ApiError, HTTP_UNAUTHORIZED, type RequestOptions } from '../../../lib/api-client';
import { getStaffSession, setStaffSession } from '../lib/staff-session';

/** Console calls: the staff token, never the portal's; an expired staff session shows the staff login again. */
async function withStaff<T>(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<T> {
  try {
    return await apiCall<T>(method, path, { ...options, token: getStaffSession()?.token ?? null });
  } catch (error) {
    if (error instanceof ApiError && error.code === HTTP_UNAUTHORIZED) setStaffSession(null);
    throw error;
  }
}

export const staffGet = <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
  withStaff<T>('GET', path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) });
export const staffPost = <T>(path: string, body: unknown) => withStaff<T>('POST', path, { body });

/** The console's client as other features' console pages take it (lib/staff-api.ts), handed over in app/routes/admin. */
export const staffApi = { get: staffGet, post: staffPost };
