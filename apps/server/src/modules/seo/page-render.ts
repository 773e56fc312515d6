import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREFETCH_HEADERS, SIGNED_IN_COOKIE, isLanguage, storedFromCookies } from '@chef/shared';
import type { ContentCache } from '../../lib/content-cache.js';
import { escapeHtml, scriptJson } from './seo.render.js';

/** apps/web/src/entry-server.tsx as built into dist-server: the parts called here. */
interface WebRenderer {
  render(request: {
    url: string;
    stored: Record<string, string>;
    fetch: typeof fetch;
  }): Promise<
    | { kind: 'page'; status: number; html: string; title: string; language: string; state: unknown }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'none' }
  >;
  knownPath(pathname: string): boolean;
}

/**
 * The web app's server build (`dist-server` beside its `dist`), or null when it was not built: pages
 * are then client-rendered as before.
 */
async function loadWebRenderer(webDist: string): Promise<WebRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as WebRenderer;
}

/**
 * The CSP sources of the web app's inline scripts (index.html's rem base, apps/web/vite.config.ts):
 * their hashes, so they run while every other inline script stays refused.
 */
export function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** Shared caches may keep a visitor's page as long as the node does, and serve it stale while revalidating. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
/** A signed-in user's page: personal, never kept by a shared cache. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The page render calls the API in-process (no socket), as the visitor: their address counts against
 * the API's per-address limits like their browser's calls would.
 */
function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    // The render itself is not a view: the route counts one per page served, cached or not.
    const headers = new Headers({ ...Object.fromEntries(new Headers(init?.headers)), ...PREFETCH_HEADERS });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url,
      headers: Object.fromEntries(headers),
      remoteAddress: visitor.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const type = response.headers['content-type'];
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/**
 * The visitor's stored values as a public page is rendered with them: their cookies, and the language a
 * `?lang=` in the URL names (how crawlers, who keep no cookie, reach each language: the sitemap's and the
 * pages' alternate links; the browser then keeps that choice, lib/i18n.ts).
 */
export function visitorStored(request: FastifyRequest): Record<string, string> {
  const stored = storedFromCookies(parseCookie(request.headers.cookie ?? ''));
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(asked) ? { ...stored, language: asked } : stored;
}

export interface PageRender {
  /**
   * Whether the web app has a page at this path (false: its Not Found page answers it, with status 404);
   * true when the server build is missing (the browser then decides, as before).
   */
  knowsPath(pathname: string): Promise<boolean>;
  /**
   * A visitor's page this node rendered lately (the content cache's window), sent as it is: true. False
   * when there is none, or the browser is signed in: the caller looks up what the page needs and calls
   * `send`. `build` names the web build (its index.html): a new build is another page.
   */
  sendCached(request: FastifyRequest, reply: FastifyReply, build: string): Promise<boolean>;
  /**
   * Sends the visitor's page rendered (and keeps it), or returns false when it is not to be rendered here
   * (a signed-in user, no server build, a failed render): the caller sends the client-rendered shell.
   * `shell` is the page's HTML without a body (head, its route's code, styles and pictures to preload in place).
   */
  send(request: FastifyRequest, reply: FastifyReply, shell: string, options: { build: string; keepTitle?: boolean }): Promise<boolean>;
}

type Page = NonNullable<ReturnType<ContentCache['pages']['get']>>;
/** What a render gives: the page, where the router sends the visitor instead, or null (not rendered here). */
type Rendered = Page | { status: number; location: string } | null;

export function createPageRender(app: FastifyInstance, webDist: string, cache: ContentCache): PageRender {
  // Loaded with the first page asked for (the import takes a moment; the server starts without waiting).
  let loading: Promise<WebRenderer | null> | null = null;
  const renderer = () =>
    (loading ??= loadWebRenderer(webDist).catch((error: unknown) => {
      app.log.error({ err: error }, 'the web server build could not be loaded; pages are rendered in the browser');
      return null;
    }));

  /** The page's key in the node's cache: URL, the visitor's stored values and the build; null for a signed-in browser. */
  const visitorPage = (request: FastifyRequest, build: string) => {
    const cookies = parseCookie(request.headers.cookie ?? '');
    if (cookies[SIGNED_IN_COOKIE]) return null;
    const stored = visitorStored(request);
    return { stored, key: JSON.stringify([request.url, stored.language, stored.unitType, stored.recentlyViewed, build]) };
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    reply.header('vary', 'Cookie, Accept-Encoding').header('cache-control', PUBLIC_PAGE_CACHE_CONTROL).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) {
      await reply.status(304).send();
      return;
    }
    reply.status(page.status).header('content-type', 'text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    // Compressed once per render and encoding, when a browser first asks for it (a page is ~80 KB of HTML,
    // ~10 KB compressed): most pages are only ever asked for in one encoding before they expire.
    if (/\bbr\b/.test(accepted)) {
      page.br ??= brotliCompressSync(page.html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length },
      });
      await reply.header('content-encoding', 'br').send(page.br);
    } else if (/\bgzip\b/.test(accepted)) {
      page.gzip ??= gzipSync(page.html, { level: 6 });
      await reply.header('content-encoding', 'gzip').send(page.gzip);
    } else await reply.send(page.html);
  };

  /** The visitor's page rendered and kept, where the router sends them instead, or null: not rendered here. */
  const render = async (
    web: WebRenderer,
    request: FastifyRequest,
    visitor: { key: string; stored: Record<string, string> },
    { shell, keepTitle }: { shell: string; keepTitle?: boolean },
  ): Promise<Rendered> => {
    const started = performance.now();
    const result = await web
      .render({ url: `http://portal${request.url}`, stored: visitor.stored, fetch: inProcessFetch(app, request) })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'server render failed; the page is rendered in the browser');
        return { kind: 'none' } as const;
      });
    app.metrics.observeRender(
      (performance.now() - started) / 1000,
      result.kind === 'redirect' ? 'redirect' : result.kind === 'none' ? 'none' : 'page',
    );
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    if (result.kind === 'none') return null;
    let html = shell
      .replace('<div id="root"></div>', () => `<div id="root">${result.html}</div>`)
      .replace(/<html([^>]*)\slang="[^"]*"/i, (_, attrs: string) => `<html${attrs} lang="${escapeHtml(result.language)}"`)
      .replace(/<\/body>/i, () => `<script type="application/json" id="ssr-state">${scriptJson(result.state)}</script>\n  </body>`);
    if (!keepTitle) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(result.title)}</title>`);
    const page = { html, status: result.status, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
    cache.pages.set(visitor.key, page);
    return page;
  };
  const rendering = new Map<string, Promise<Rendered>>();

  return {
    async knowsPath(pathname) {
      const web = await renderer();
      return web ? web.knownPath(pathname) : true;
    },

    async sendCached(request, reply, build) {
      const page = visitorPage(request, build);
      const cached = page && cache.pages.get(page.key);
      if (!cached) return false;
      await sendPage(request, reply, cached);
      return true;
    },

    async send(request, reply, shell, options) {
      const web = await renderer();
      const visitor = visitorPage(request, options.build);
      if (!web || !visitor) {
        reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
        return false;
      }
      let outcome: Rendered | undefined = cache.pages.get(visitor.key);
      if (!outcome) {
        // Visitors who ask for the same page while it is being rendered (a link just shared) wait for
        // that render rather than each starting their own.
        let pending = rendering.get(visitor.key);
        if (!pending) {
          pending = render(web, request, visitor, { shell, keepTitle: options.keepTitle }).finally(() => rendering.delete(visitor.key));
          rendering.set(visitor.key, pending);
        }
        outcome = await pending;
      }
      if (outcome === null) {
        reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
        return false;
      }
      if ('location' in outcome) await reply.redirect(outcome.location, outcome.status);
      else await sendPage(request, reply, outcome);
      return true;
    },
  };
}
