/**
 * The one error type services throw. It carries the HTTP status (also the envelope code, api.md),
 * a catalogue key translated per request, and optionally the field at fault.
 */
export class AppError extends Error {
  /**
   * Seconds until the call may be tried again (429, 503): the error handler sends it as Retry-After
   * and words it into the message as {{wait}}.
   */
  retryAfter?: number;

  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly field?: string,
    cause?: unknown,
  ) {
    super(key, { cause });
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, field?: string, params: Record<string, unknown> = {}) => new AppError(400, key, params, field);
export const unauthorized = () => new AppError(401, 'error.unauthorized');
export const forbidden = () => new AppError(403, 'error.forbidden');
export const notFound = (key = 'error.notFound') => new AppError(404, key);
export const conflict = (key: string, field?: string) => new AppError(409, key, {}, field);
/** A refusal for a while: the wait is required, so no 429 or 503 goes out without its Retry-After. */
function later(status: 429 | 503, retryAfter: number, key: string, params: Record<string, unknown>) {
  const error = new AppError(status, key, params);
  error.retryAfter = Math.max(1, Math.ceil(retryAfter));
  return error;
}
export const tooMany = (retryAfter: number, key = 'error.tooManyRequests', params: Record<string, unknown> = {}) =>
  later(429, retryAfter, key, params);
export const busy = (retryAfter: number) => later(503, retryAfter, 'error.busy', {});
/** A write refused for lack of room (lib/disk.ts isStorageFull): 507 Insufficient Storage, nothing saved. */
export const storageFull = (cause?: unknown) => new AppError(507, 'error.storageFull', {}, undefined, cause);
