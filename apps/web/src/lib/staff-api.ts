/**
 * How a console page calls the API with the staff token. The console (features/console) owns its
 * session and hands its client to the pages of other features through app/routes/admin, so they work
 * with whatever the console signs in with; the user session's client (lib/api-client) would send a
 * user token, which staff calls refuse.
 */
export interface StaffApi {
  get<T>(path: string, query?: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}
