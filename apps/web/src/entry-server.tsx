import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { QueryClient, dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type HydrationState } from 'react-router';
import { languageOrDefault, type Language } from '@chef/shared';
import { Providers } from './app/providers';
import { currentTitleKey, itemTitleOf } from './app/route-handle';
import QrCode from './app/layout/QrCode';
import { routes } from './app/router';
import { I18N_OPTIONS, ensureCatalogue, keepPlainWords } from './lib/i18n';
import type { PageTitle } from './lib/page-title';
import { QUERY_CLIENT_CONFIG } from './lib/query-client';
import { setRequestScopeSource, type RequestScope } from './lib/request-scope';

/**
 * The public pages rendered on the server (built by `vite build --ssr` into dist-server, called by the
 * server's modules/seo): the same routes, loaders and components as the browser, with the request's
 * own stored values, language and query cache (lib/request-scope) so visitors' renders interleave
 * safely. The browser hydrates the HTML with the state returned here (app/start.tsx), refetching nothing.
 */
const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScopeSource(() => scopes.getStore());

/**
 * The languages i18next looks a word up in, for a language: the same answer every time (the settings do
 * not change after init), yet worked out again at every t() call (Intl.getCanonicalLocales among it), a
 * few thousand calls per page. Kept per language and fallback; each caller gets its own copy.
 */
function memoizeHierarchy(instance: i18n): void {
  const utils = instance.services.languageUtils as { toResolveHierarchy(code: string, fallback?: unknown): string[] };
  const resolve = utils.toResolveHierarchy.bind(utils);
  const known = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallback) => {
    // A fallback given per call (an object or a function) is worked out as before.
    if (typeof code !== 'string' || (fallback !== undefined && typeof fallback !== 'string')) return resolve(code, fallback);
    const key = `${code}|${fallback ?? ''}`;
    let codes = known.get(key);
    if (!codes) known.set(key, (codes = resolve(code, fallback)));
    return [...codes];
  };
}

/**
 * A language's instance as the render sees it: an object inheriting everything from the clone, with no
 * properties of its own. react-i18next's useTranslation copies every own property of the instance it is
 * given, for each component that mounts (a server render mounts them all); a copy of this is empty.
 */
const lean = (instance: i18n): i18n => Object.create(instance) as i18n;

/** One translation instance per language, sharing the catalogues (pages add theirs as their code loads). */
let languages: Promise<Record<Language, i18n>> | null = null;
function translations(): Promise<Record<Language, i18n>> {
  languages ??= (async () => {
    await i18next.init(I18N_OPTIONS);
    await ensureCatalogue('zh-CN');
    // The clones share the instance's services (languageUtils among them).
    memoizeHierarchy(i18next);
    const instance = (lng: Language) => {
      const clone = i18next.cloneInstance({ lng });
      keepPlainWords(clone);
      return lean(clone);
    };
    return { 'en-US': instance('en-US'), 'zh-CN': instance('zh-CN') };
  })();
  return languages;
}

const handler = createStaticHandler(routes);

/** What the browser needs to hydrate the page (serialised into #ssr-state by the server). */
export interface SsrState {
  renderedAt: string;
  language: Language;
  stored: Record<string, string>;
  queries: DehydratedState;
  router: HydrationState;
  /** The item title the HTML was drawn with (lib/page-title), seeded before hydrating. */
  pageTitle: PageTitle | null;
}

export type RenderResult =
  /** `passes`: React renders it took (more than one: the page asked for data its route's loader did not start). */
  | { kind: 'page'; status: number; html: string; title: string; language: Language; state: SsrState; passes: number }
  | { kind: 'redirect'; status: number; location: string }
  /** Not rendered (an error in a loader or the render): the server sends the client-rendered shell. */
  | { kind: 'none' };

export interface RenderRequest {
  url: string;
  /** The visitor's stored values from their cookies (@chef/shared stored-cookies). */
  stored: Record<string, string>;
  /** The API, in-process. */
  fetch: typeof fetch;
}

const RENDER_TIMEOUT_MS = 10_000;

function toHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The page is sent whole (onAllReady): every Suspense boundary in place, never outlined to be
      // moved in by an inline script, which the page's CSP would refuse (the boundary would then be drawn afresh).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/** Queries a render asked for that no loader started (header, lists): fetched before the next pass. */
const unstarted = (query: Query) => {
  // The observer's options (enabled among them) are the query's once a render has asked for it.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  if ((typeof enabled === 'function' ? enabled(query) : enabled) === false) return false;
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn !== undefined;
};

/**
 * Whether the app has a page at this path, rather than answering it with its Not Found page (the
 * catch-all route): the server then says 404 for it, whoever asks (api/page-render.ts).
 */
export function knownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

/**
 * The footer's QR code in the HTML (app/layout/download.tsx): the browser's first view needs no encoder.
 * One link (the configured app download) drawn on every page: encoded once per link and size.
 */
const drawnQr = new Map<string, string>();
const QR_KEPT = 16;
function drawQr(value: string, size: number): string {
  const key = `${size} ${value}`;
  let svg = drawnQr.get(key);
  if (svg === undefined) {
    // A handful of links at most; a link changed in the console leaves the old one behind, dropped here.
    if (drawnQr.size >= QR_KEPT) drawnQr.clear();
    drawnQr.set(key, (svg = renderToStaticMarkup(<QrCode value={value} size={size} />)));
  }
  return svg;
}

/** At most this many renders: the second has everything the first asked for. */
const PASSES = 2;

export async function render(request: RenderRequest): Promise<RenderResult> {
  const all = await translations();
  const language = languageOrDefault(request.stored.language);
  const scope: RequestScope = {
    stored: request.stored,
    i18n: all[language],
    // No retry on the server: a failing read is left to the browser, which shows its own state.
    queryClient: new QueryClient({ defaultOptions: { queries: { ...QUERY_CLIENT_CONFIG.defaultOptions?.queries, retry: false } } }),
    fetch: request.fetch,
    now: new Date(),
    drawQr,
  };
  return scopes.run(scope, async () => {
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    if (context.errors) return { kind: 'none' };
    // A page about one item is named before drawing: the layout's breadcrumb, above the page, carries its name.
    const url = new URL(request.url);
    const itemTitle = itemTitleOf(
      context.matches.map((match) => ({ handle: match.route.handle, params: match.params })),
      url,
    );
    scope.pageTitle = itemTitle ? { title: itemTitle, path: `${url.pathname}${url.search}` } : null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <I18nextProvider i18n={scope.i18n}>
        <Providers client={scope.queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    );
    let html = '';
    let passes = 0;
    while (passes < PASSES) {
      html = await toHtml(app);
      passes += 1;
      const missing = scope.queryClient.getQueryCache().findAll({ predicate: unstarted });
      if (missing.length === 0 || passes === PASSES) break;
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    }
    const titleKey = currentTitleKey(context.matches.map((match) => ({ handle: match.route.handle })));
    const product = scope.i18n.t('product.title');
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      title: titleKey ? `${scope.i18n.t(titleKey)} - ${product}` : product,
      language,
      passes,
      state: {
        renderedAt: scope.now.toISOString(),
        language,
        stored: request.stored,
        queries: dehydrate(scope.queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData },
        pageTitle: scope.pageTitle,
      },
    };
  });
}
