import type { ContentLang } from '@chef/shared';

/**
 * Lists show content in the visitor's language unless they switch to all languages: `lang=all` in the
 * URL (shareable), absent otherwise, so the server answers in the caller's language.
 */
export const ALL_LANGUAGES = 'all';

export function readContentLang(params: URLSearchParams): Extract<ContentLang, 'all'> | undefined {
  return params.get('lang') === ALL_LANGUAGES ? ALL_LANGUAGES : undefined;
}

/** Search mode of a list page: the header's search box sends ?keyword=..&type=.. (type is the page's own). */
export function readKeyword(params: URLSearchParams): string | undefined {
  const keyword = params.get('keyword')?.trim();
  return keyword ? keyword : undefined;
}
