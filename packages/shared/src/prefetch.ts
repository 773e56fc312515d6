/**
 * A detail fetched ahead of being shown (a list card near the screen, a page rendered on the server)
 * carries `Purpose: prefetch`: the server then counts no view and adds nothing to "recently viewed";
 * the page counts it when a person actually opens it. Browsers' own speculative loads say
 * `Sec-Purpose: prefetch` (which scripts may not set), honoured alike.
 */
export const PREFETCH_HEADERS = { purpose: 'prefetch' } as const;

export function isPrefetch(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return [headers.purpose, headers['sec-purpose']].some((value) => typeof value === 'string' && value.startsWith('prefetch'));
}
