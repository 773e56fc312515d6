import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';

/**
 * What a server render of one request sees in place of the browser's singletons: the visitor's stored
 * values (language, units, recently viewed, read from their cookies), a translation instance in their
 * language, a query cache of the request's own, and the API reached in-process. The server entry
 * (entry-server.tsx) provides it per request through AsyncLocalStorage, so renders of different
 * visitors can interleave; in the browser there is no scope and the singletons are used.
 */
export interface RequestScope {
  stored: Readonly<Record<string, string>>;
  i18n: i18n;
  queryClient: QueryClient;
  fetch: typeof fetch;
  /** When the render started: relative times are measured from it (lib/hydration). */
  now: Date;
  /** The title of the page about one item being rendered (lib/page-title), from its route (route-handle). */
  pageTitle?: { title: string; path: string } | null;
  /** A QR code's SVG markup (the footer's download code), drawn with the server build's encoder. */
  drawQr?: (value: string, size: number) => string;
}

let source: (() => RequestScope | undefined) | null = null;

/** Called once by the server entry. */
export function setRequestScopeSource(read: () => RequestScope | undefined): void {
  source = read;
}

export function requestScope(): RequestScope | undefined {
  return source?.();
}
