/**
 * How the staff console calls the API with its staff token. The console (issue 10) owns its session
 * and hands its client to this page, so the page works with whatever the console signs in with; the
 * user session's client (lib/api-client) would send a user token, which staff calls refuse.
 */
export interface StaffApi {
  get<T>(path: string, query?: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}
