import { createHash } from 'node:crypto';
import { LANGUAGES, translate, type Language } from '@chef/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * What the global per-address allowance (RATE_LIMIT_MAX a minute) counts, and what a page navigation
 * gets when something fails: never JSON.
 *
 * One page load is 43-85 requests (scripts, styles, covers, pictures): a family behind one router
 * would spend a minute's allowance in a dozen pages. So only API calls (/api/...) and page navigations
 * count; page assets never do: the built web app's files (/assets/..., any path whose last segment
 * has a dot: /favicon.svg, /robots.txt), generated covers (/covers/...) and uploaded media (/media/...).
 */

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** A static file, a cover or an uploaded picture: never counted, whoever asks. */
export function isPageAsset(path: string): boolean {
  if (path.startsWith('/covers/') || path.startsWith('/media/') || path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** A browser opening a page: a GET (or HEAD) of a non-API path that accepts HTML. */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (path === '/api' || path.startsWith('/api/')) return false;
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

/** Whether a request counts against its address's global allowance: API calls and page navigations. */
export function countsAgainstAllowance(request: FastifyRequest): boolean {
  const path = pathOf(request);
  if (path === '/api' || path.startsWith('/api/')) return true;
  return !isPageAsset(path) && isPageNavigation(request);
}

// The page shows the language of Accept-Language; this script (allowed by its hash in the page's own
// CSP) switches to the language the user chose in the portal, which the portal keeps in localStorage.
const SWITCH_SCRIPT =
  "try{var l=localStorage.getItem('language');var s=document.querySelectorAll('[data-lang]');" +
  "if(l&&document.querySelector('[data-lang=\"'+l+'\"]')){for(var i=0;i<s.length;i++)s[i].hidden=s[i].getAttribute('data-lang')!==l;document.documentElement.lang=l}}catch(e){}";
const SCRIPT_HASH = createHash('sha256').update(SWITCH_SCRIPT).digest('base64');
const PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The words of the page in one language: a title and a sentence for the status. */
function words(lang: Language, status: number, key: string, params: Record<string, unknown>) {
  if (status === 429) return { title: translate(lang, 'pageError.tooManyTitle'), text: translate(lang, 'pageError.tooManyText') };
  if (status === 404) return { title: translate(lang, 'pageError.notFoundTitle'), text: translate(lang, key, params) };
  return { title: translate(lang, 'pageError.title'), text: translate(lang, key, params) };
}

/** The error page: the portal's colours and type, both languages in it (the user's shown), reload and home. */
export function errorPageHtml(lang: Language, status: number, key: string, params: Record<string, unknown> = {}): string {
  const blocks = LANGUAGES.map((l) => {
    const w = words(l, status, key, params);
    return `<main data-lang="${l}"${l === lang ? '' : ' hidden'}>
<p class="brand">${escapeHtml(translate(l, 'product.title'))}</p>
<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(w.text)}</p>
<p class="code">${status}</p>
<p class="actions"><a class="primary" href="">${escapeHtml(translate(l, 'pageError.reload'))}</a><a href="/home">${escapeHtml(translate(l, 'pageError.home'))}</a></p>
</main>`;
  }).join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words(lang, status, key, params).title)} · ${escapeHtml(translate(lang, 'product.title'))}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fff2ec;color:#212529;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:34rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08),0 10px 24px rgba(0,0,0,.06)}
main[hidden]{display:none}
.brand{margin:0 0 1rem;color:#d9501c;font-weight:700}
h1{margin:0 0 .75rem;font-size:1.5rem}
.code{color:#868e96;font-size:.875rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
.actions a{padding:.5rem 1.1rem;border-radius:.5rem;border:1px solid #d9501c;color:#d9501c;text-decoration:none;font-weight:600}
.actions a.primary{background:#d9501c;color:#fff}
</style>
</head>
<body>
${blocks}
<script>${SWITCH_SCRIPT}</script>
</body>
</html>
`;
}

/** Answers a page navigation with the error page (status kept; Retry-After and rate-limit headers stay). */
export function sendErrorPage(reply: FastifyReply, lang: Language, status: number, key: string, params: Record<string, unknown> = {}) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(errorPageHtml(lang, status, key, params));
}

const BY_STATUS: Record<number, string> = {
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  429: 'error.tooManyRequests',
};

/** Status and catalogue key of any error, for the page (5xx hide their details, as envelopes do). */
export function describeError(error: FastifyError | AppError): { status: number; key: string; params: Record<string, unknown> } {
  const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
  // Internals stay hidden; a full disk is the one server-side cause a visitor is told (nothing was saved).
  if (status >= 500 && status !== 507) return { status, key: 'error.internal', params: {} };
  if (error instanceof AppError) return { status, key: error.key, params: error.params };
  return { status, key: BY_STATUS[status] ?? 'error.badRequest', params: {} };
}
