/**
 * The one error type services throw. It carries the HTTP status (also the envelope code, api.md),
 * a catalogue key translated per request, and optionally the field at fault.
 */
export class AppError extends Error {
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
export const tooMany = (key = 'error.tooManyRequests', params: Record<string, unknown> = {}) => new AppError(429, key, params);
