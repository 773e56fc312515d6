import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BANNER_SIZES, bannerSrcSet, isLanguage, languageOrDefault, translate } from '@chef/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { visitorStored, type PageRender } from './page-render.js';
import type { ArticleService } from '../article/article.service.js';
import type { HomeService } from '../home/home.service.js';
import type { RecipeService } from '../recipe/recipe.service.js';
import { rowId } from '../../lib/ids.js';
import {
  addToHead,
  articleHead,
  homeHead,
  listLinks,
  imagePreload,
  recipeHead,
  renderHead,
  routeCode,
  routePreloads,
  type PageHead,
  type RouteCode,
  type ViteManifest,
} from './seo.render.js';

const ID = /^[1-9]\d{0,15}$/;

/** The language the visitor reads the page in: `?lang=`, else their choice (its cookie, as the render and the browser read it), else the default. */
const visitorLanguage = (request: FastifyRequest) => languageOrDefault(visitorStored(request).language);
/** The language a `?lang=` in the URL names (a crawler's way to each language), else null. */
const askedLanguage = (request: FastifyRequest) => {
  const asked = (request.query as { lang?: unknown }).lang;
  return isLanguage(asked) ? asked : null;
};
/** The product's name in that language: every title ends with it, and it is og:site_name. */
const siteName = (request: FastifyRequest) => translate(visitorLanguage(request), 'product.title');

/**
 * The route modules whose code these pages preload with their HTML: what the router's `lazy` imports (their paths in Vite's manifest;
 * page-render.test.ts checks them on the real build).
 */
const PAGES = {
  home: 'src/features/home/pages/HomePage.tsx',
  recipe: 'src/app/routes/home/RecipeDetailRoute.tsx',
  article: 'src/app/routes/home/ArticleDetailRoute.tsx',
  recipes: 'src/features/recipe/pages/RecipeListPage.tsx',
  articles: 'src/features/article/pages/ArticleListPage.tsx',
  week: 'src/features/home/pages/WeekPage.tsx',
} as const;
type Page = keyof typeof PAGES;

interface Template {
  html: string;
  code: Record<Page, RouteCode>;
  /** Names this build's index.html: the node's cached pages are per build. */
  build: string;
}

function readTemplate(webDist: string): Template {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  let manifest: ViteManifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    // A build without a manifest: pages still work, their code is just found later.
  }
  return {
    html,
    build: createHash('sha1').update(html).digest('base64url'),
    code: Object.fromEntries(Object.entries(PAGES).map(([page, entry]) => [page, routeCode(manifest, entry, html)])) as Record<
      Page,
      RouteCode
    >,
  };
}

/**
 * The web app's index.html (and what each page preloads), read once and kept in memory; read
 * again when the file changes (a new build), checked at most every two seconds.
 */
function templateOf(webDist: string) {
  const file = path.join(webDist, 'index.html');
  let template = readTemplate(webDist);
  let mtime = fs.statSync(file).mtimeMs;
  let checked = Date.now();
  return (): Template => {
    if (Date.now() - checked > 2000) {
      checked = Date.now();
      try {
        const now = fs.statSync(file).mtimeMs;
        if (now !== mtime) {
          template = readTemplate(webDist);
          mtime = now;
        }
      } catch {
        // Mid-rebuild: keep the copy we have.
      }
    }
    return template;
  };
}

/**
 * The public pages (home, the lists, the week, recipe and article details): rendered on the server for
 * visitors (page-render.ts, with the web app's server build) and hydrated in the browser; detail URLs
 * with their head filled in (seo.render.ts); each with its route's code, styles and first picture
 * preloaded, so the browser fetches them with the HTML. An unknown id still gets the web app (its
 * router shows "not found") with status 404. Registered only when the web app is served.
 */
export function seoRoutes(
  app: FastifyInstance,
  deps: { webDist: string; publicUrl: string; recipes: RecipeService; articles: ArticleService; home: HomeService; pages: PageRender },
) {
  const template = templateOf(deps.webDist);

  /**
   * The page: rendered for a visitor, else the web app's shell with a detail page's head, and the code,
   * styles and first picture of the page preloaded. A 404 is never rendered.
   */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page?: { kind: Page; head?: PageHead; picture?: string; viewed?: () => void; links?: string[]; renderedTitle?: boolean },
  ) => {
    const { html, code, build } = template();
    let body = html;
    if (page) {
      const tags = [...(page.links ?? []), ...(page.picture ? [page.picture] : []), ...routePreloads(code[page.kind])];
      const shell = page.head ? renderHead(html, page.head, tags) : addToHead(html, tags);
      if (
        status === 200 &&
        (await deps.pages.send(request, reply, shell, { build, keepTitle: page.head !== undefined && !page.renderedTitle }))
      ) {
        // A rendered detail is a view (its data reached the page inside the HTML, counted nowhere else).
        page.viewed?.();
        return reply;
      }
      body = shell;
    }
    // The renderer may have said how a shell must be cached (a signed-in user's: private).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(body);
  };

  /**
   * A visitor's page this node rendered lately goes out before anything is looked up for it (a detail's
   * head, home's banner): the warm path of a shared link. A detail sent is a view, as below.
   */
  const sentFromCache = async (request: FastifyRequest, reply: FastifyReply, viewed?: () => void) => {
    if (!(await deps.pages.sendCached(request, reply, template().build))) return false;
    viewed?.();
    return true;
  };

  // The site's address is home's (spec 2): said by the server, so a crawler follows it (the app's own
  // redirect would answer a crawler with an empty 200). Permanent: home does not move. The query stays.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/home${query === -1 ? '' : request.url.slice(query)}`, 301);
  });

  // Home's first picture is its first banner, in the page's language: the visitor's choice (its cookie,
  // as the render and the browser read it), else the default.
  app.get('/home', { schema: { hide: true } }, async (request, reply) => {
    if (await sentFromCache(request, reply)) return reply;
    const lang = visitorLanguage(request);
    const banner = (await deps.home.banners(lang)).find((b) => b.advPic)?.advPic;
    return send(request, reply, 200, {
      kind: 'home',
      head: homeHead(deps.publicUrl, lang, askedLanguage(request), {
        siteName: siteName(request),
        description: translate(lang, 'product.description'),
      }),
      // The render's title ("First Page - Chef Robot", in the visitor's language).
      renderedTitle: true,
      ...(banner ? { picture: imagePreload(banner, bannerSrcSet(banner), BANNER_SIZES) } : {}),
    });
  });
  const listPage = (kind: Page, pathname: string) => async (request: FastifyRequest, reply: FastifyReply) =>
    (await sentFromCache(request, reply))
      ? reply
      : send(request, reply, 200, { kind, links: listLinks(deps.publicUrl, pathname, askedLanguage(request)) });
  app.get('/home/recipe', { schema: { hide: true } }, listPage('recipes', '/home/recipe'));
  app.get('/home/article', { schema: { hide: true } }, listPage('articles', '/home/article'));
  app.get('/home/week', { schema: { hide: true } }, listPage('week', '/home/week'));

  async function recipePage(request: FastifyRequest, reply: FastifyReply, id: string | undefined) {
    if (id === undefined) return send(request, reply, 200);
    const row = ID.test(id) ? rowId(id) : null;
    if (row !== null && (await sentFromCache(request, reply, () => deps.recipes.countView(row)))) return reply;
    const recipe = row !== null ? await deps.recipes.peek(row) : null;
    if (!recipe || row === null) return send(request, reply, 404);
    return send(request, reply, 200, {
      kind: 'recipe',
      head: recipeHead(recipe, deps.publicUrl, siteName(request)),
      viewed: () => deps.recipes.countView(row),
    });
  }

  app.get<{ Params: { id: string } }>('/home/recipeDetail/:id', { schema: { hide: true } }, (request, reply) =>
    recipePage(request, reply, request.params.id),
  );
  app.get<{ Querystring: { id?: string } }>('/home/recipeDetail', { schema: { hide: true } }, (request, reply) =>
    recipePage(request, reply, typeof request.query.id === 'string' ? request.query.id : undefined),
  );
  app.get<{ Querystring: { id?: string } }>('/home/articleDetail', { schema: { hide: true } }, async (request, reply) => {
    const id = typeof request.query.id === 'string' ? request.query.id : undefined;
    if (id === undefined) return send(request, reply, 200);
    const row = ID.test(id) ? rowId(id) : null;
    if (row !== null && (await sentFromCache(request, reply, () => deps.articles.countView(row)))) return reply;
    const article = row !== null ? await deps.articles.peek(row) : null;
    if (!article || row === null) return send(request, reply, 404);
    return send(request, reply, 200, {
      kind: 'article',
      head: articleHead(article, deps.publicUrl, siteName(request)),
      viewed: () => deps.articles.countView(row),
    });
  });
}
