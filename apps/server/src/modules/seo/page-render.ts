import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREFETCH_HEADERS, SIGNED_IN_COOKIE, isLanguage, storedFromCookies } from '@chef/shared';
import type { ContentCache } from '../../lib/content-cache.js';
import { AppError } from '../../lib/errors.js';
import { PoolClosedError, createWorkerPool } from '../../lib/worker-pool.js';
import { escapeHtml, scriptJson } from './seo.render.js';

/** What apps/web/src/entry-server.tsx's render answers (the worker passes it on as it is). */
type RenderResult =
  | { kind: 'page'; status: number; html: string; title: string; language: string; state: unknown; passes: number }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'none' };

/** A task of the render threads: a page, or whether the app has a page at a path. */
type RenderTask = { kind: 'render'; url: string; stored: Record<string, string> } | { kind: 'knownPath'; pathname: string };

/** A render's read of the API, asked of the server's thread (which holds the app and its database). */
interface ApiCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}
interface ApiAnswer {
  status: number;
  type: string | undefined;
  body: Uint8Array;
}

/**
 * The render threads' script: the web app's server build (entry-server.js, imported once per thread),
 * whose `fetch` sends each API read to the server's thread (inProcessFetch below) and back. React's
 * render, the bulk of a cold page's CPU, runs here, on every core, instead of on the event loop.
 */
const RENDER_WORKER = `
const { pathToFileURL } = require('node:url');
let loading;
const web = () => (loading ??= import(pathToFileURL(workerData.entry).href));
serve(async (task, call) => {
  const app = await web();
  if (task.kind === 'knownPath') return app.knownPath(task.pathname);
  const fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const answer = await call({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    });
    return new Response(answer.body, { status: answer.status, headers: answer.type ? { 'content-type': answer.type } : {} });
  };
  return app.render({ url: task.url, stored: task.stored, fetch });
});`;

/** How the render threads are sized (RENDER_THREADS; docs/OPERATIONS.md). */
export const RENDER_POOL = {
  /** Renders one thread interleaves: each mostly waits for its data while another renders. */
  tasksPerThread: 4,
  /** Waiting renders per thread before a visitor is sent the client-rendered shell at once. */
  queuePerThread: 64,
  retryAfterSeconds: 5,
  /** entry-server's own render timeout is 10 s; a thread past this is stuck and is replaced. */
  taskTimeoutMs: 30_000,
};

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
 * A render's API read, answered in-process (no socket) as the visitor: their address counts against
 * the API's per-address limits like their browser's calls would.
 */
async function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest, call: ApiCall): Promise<ApiAnswer> {
  // The render itself is not a view: the route counts one per page served, cached or not.
  const response = await app.inject({
    method: call.method as 'GET' | 'POST',
    url: call.url,
    headers: { ...call.headers, ...PREFETCH_HEADERS },
    remoteAddress: visitor.ip,
    ...(call.body !== undefined ? { payload: call.body } : {}),
  });
  const type = response.headers['content-type'];
  return { status: response.statusCode, type: typeof type === 'string' ? type : undefined, body: response.rawPayload };
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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function createPageRender(app: FastifyInstance, webDist: string, cache: ContentCache, { threads }: { threads: number }): PageRender {
  // The web app's server build (`dist-server` beside its `dist`); when it was not built, pages are
  // client-rendered as before. Threads start with the first page asked for, not with the server.
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const pool = fs.existsSync(entry)
    ? createWorkerPool<RenderTask, RenderResult | boolean, ApiCall, ApiAnswer>({
        name: 'render',
        source: RENDER_WORKER,
        workerData: { entry },
        size: threads,
        tasksPerWorker: RENDER_POOL.tasksPerThread,
        queuePerThread: RENDER_POOL.queuePerThread,
        retryAfterSeconds: RENDER_POOL.retryAfterSeconds,
        taskTimeoutMs: RENDER_POOL.taskTimeoutMs,
      })
    : null;
  if (pool) app.addHook('onClose', () => pool.close());

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
    // ~10 KB compressed): most pages are only ever asked for in one encoding before they expire. On libuv's
    // threads, not the event loop (a cold page's brotli is a millisecond or two of CPU); two first asks at
    // once may both compress, which costs a little and answers the same bytes.
    if (/\bbr\b/.test(accepted)) {
      page.br ??= await brotliAsync(page.html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length },
      });
      await reply.header('content-encoding', 'br').send(page.br);
    } else if (/\bgzip\b/.test(accepted)) {
      page.gzip ??= await gzipAsync(page.html, { level: 6 });
      await reply.header('content-encoding', 'gzip').send(page.gzip);
    } else await reply.send(page.html);
  };

  /** The visitor's page rendered and kept, where the router sends them instead, or null: not rendered here. */
  const render = async (
    renderPool: NonNullable<typeof pool>,
    request: FastifyRequest,
    visitor: { key: string; stored: Record<string, string> },
    { shell, keepTitle }: { shell: string; keepTitle?: boolean },
  ): Promise<Rendered> => {
    const started = performance.now();
    const result = await (
      renderPool.run(
        { kind: 'render', url: `http://portal${request.url}`, stored: visitor.stored },
        { onCall: (call) => inProcessFetch(app, request, call) },
      ) as Promise<RenderResult>
    ).catch((error: unknown): RenderResult => {
      // A full queue is load, not a fault: the visitor gets the client-rendered shell at once. So does a
      // render still waiting when the server stops (its close ends the threads).
      if (error instanceof AppError && error.key === 'error.busy')
        request.log.warn('render threads busy; the page is rendered in the browser');
      else if (error instanceof PoolClosedError) request.log.debug('server closing; the page is rendered in the browser');
      else request.log.error({ err: error }, 'server render failed; the page is rendered in the browser');
      return { kind: 'none' };
    });
    app.metrics.observeRender(
      (performance.now() - started) / 1000,
      result.kind === 'redirect' ? 'redirect' : result.kind === 'none' ? 'none' : 'page',
      result.kind === 'page' ? result.passes : 0,
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
      if (!pool) return true;
      // A failed answer leaves the decision to the browser, as without a server build.
      return (pool.run({ kind: 'knownPath', pathname }) as Promise<boolean>).catch((error: unknown) => {
        app.log.warn({ err: error }, 'the render threads could not say whether the app has this page');
        return true;
      });
    },

    async sendCached(request, reply, build) {
      const page = visitorPage(request, build);
      const cached = page && cache.pages.get(page.key);
      if (!cached) return false;
      await sendPage(request, reply, cached);
      return true;
    },

    async send(request, reply, shell, options) {
      const visitor = visitorPage(request, options.build);
      if (!pool || !visitor) {
        reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
        return false;
      }
      let outcome: Rendered | undefined = cache.pages.get(visitor.key);
      if (!outcome) {
        // Visitors who ask for the same page while it is being rendered (a link just shared) wait for
        // that render rather than each starting their own.
        let pending = rendering.get(visitor.key);
        if (!pending) {
          pending = render(pool, request, visitor, { shell, keepTitle: options.keepTitle }).finally(() => rendering.delete(visitor.key));
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
