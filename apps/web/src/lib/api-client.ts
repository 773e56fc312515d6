import { REQUEST_TIMEOUT_MS, type Envelope } from '@chef/shared';
import { currentLanguage, t } from './i18n';
import { requestScope } from './request-scope';
import { getSession } from './session';
import { handleLoginFailure } from './login-failure';

/**
 * The one door to the API (spec section 8). Code 0 resolves with `data`; any other code rejects with
 * an ApiError carrying the server's (already translated) msg and, when given, the field it is about.
 * Callers decide what to show: forms display it, generic reads stay silent. Network failures and the
 * 20 s timeout reject with a translated message of our own.
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly code: number;
  readonly field: string | undefined;
  readonly kind: ApiErrorKind;

  constructor(code: number, message: string, field?: string, kind: ApiErrorKind = 'server') {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
    this.kind = kind;
  }
}

export const HTTP_UNAUTHORIZED = 401;

/**
 * A 401 from these calls means "wrong credentials for the form you just filled in", not "your session
 * expired", so they must not clear the session or show the re-login notification.
 */
const CREDENTIAL_CALLS = new Set(['/api/user/login', '/api/user/register', '/api/user/resetPwd', '/api/user/logout']);

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Another credential than the portal session (the staff console's token): sent instead, and a 401
   * then leaves the portal session alone (the console handles its own).
   */
  token?: string | null;
  /** Headers of this call's own (a fetch ahead's `Purpose: prefetch`). */
  headers?: Readonly<Record<string, string>>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

function fieldOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string') {
    return data.field;
  }
  return undefined;
}

async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  // A caller's signal (TanStack Query cancelling a stale read) aborts the request as well.
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  const headers: Record<string, string> = { ...options.headers, 'accept-language': currentLanguage() };
  const token = options.token !== undefined ? options.token : getSession().token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';

  let response: Response;
  try {
    // In a server render, the request's own in-process door to the API (lib/request-scope).
    const send = requestScope()?.fetch ?? fetch;
    response = await send(buildUrl(path, options.query), {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError(0, t('toast.timeout'), undefined, 'timeout');
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, t('toast.networkError'), undefined, 'network');
  } finally {
    clearTimeout(timer);
  }

  // Octet-stream answers are files: hand the raw body back (spec section 8).
  if (response.headers.get('content-type')?.includes('application/octet-stream')) {
    return (await response.blob()) as T;
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status || 0, t('toast.networkError'), undefined, 'network');
  }
  if (!isEnvelope(payload)) throw new ApiError(response.status, t('toast.networkError'), undefined, 'network');
  if (payload.code === 0) return payload.data as T;

  if (payload.code === HTTP_UNAUTHORIZED && !CREDENTIAL_CALLS.has(path) && token && options.token === undefined) handleLoginFailure();
  throw new ApiError(payload.code, payload.msg, fieldOf(payload.data));
}

/** A call with its own credential (see RequestOptions.token). */
export function apiCall<T>(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<T> {
  return request<T>(method, path, options);
}

export function apiGet<T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal): Promise<T> {
  return request<T>('GET', path, { query, signal });
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return request<T>('POST', path, { body });
}
