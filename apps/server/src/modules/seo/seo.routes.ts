import fs from 'node:fs';
import path from 'node:path';
import { BANNER_SIZES, bannerSrcSet } from '@chef/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ArticleService } from '../article/article.service.js';
import type { HomeService } from '../home/home.service.js';
import type { RecipeService } from '../recipe/recipe.service.js';
import { rowId } from '../../lib/ids.js';
import {
  addToHead,
  articleHead,
  imagePreload,
  recipeHead,
  renderHead,
  routePreloads,
  type PageHead,
  type ViteManifest,
} from './seo.render.js';

const ID = /^[1-9]\d{0,15}$/;

/** The route components whose code these pages preload with their HTML (their paths in Vite's manifest). */
const PAGES = {
  home: 'src/features/home/pages/HomePage.tsx',
  recipe: 'src/features/recipe/pages/RecipeDetailPage.tsx',
  article: 'src/features/article/pages/ArticleDetailPage.tsx',
} as const;
type Page = keyof typeof PAGES;

interface Template {
  html: string;
  preloads: Record<Page, string[]>;
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
    preloads: {
      home: routePreloads(manifest, PAGES.home, html),
      recipe: routePreloads(manifest, PAGES.recipe, html),
      article: routePreloads(manifest, PAGES.article, html),
    },
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
 * Recipe and article detail URLs answered with their head filled in (seo.render.ts), and these and
 * /home with their route's code, styles and first picture preloaded, so the browser fetches them with
 * the HTML instead of after the app has started. An unknown id still gets the web app (its router
 * shows "not found") with status 404. Registered only when the web app is served.
 */
export function seoRoutes(
  app: FastifyInstance,
  deps: { webDist: string; publicUrl: string; recipes: RecipeService; articles: ArticleService; home: HomeService },
) {
  const template = templateOf(deps.webDist);

  /** The web app, with a detail page's head, and the code, styles and first picture of the page preloaded. */
  const send = (reply: FastifyReply, status: number, page?: { kind: Page; head?: PageHead; picture?: string }) => {
    const { html, preloads } = template();
    let body = html;
    if (page) {
      const tags = page.picture ? [page.picture, ...preloads[page.kind]] : preloads[page.kind];
      body = page.head ? renderHead(html, page.head, tags) : addToHead(html, tags);
    }
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  };

  // Home's first picture is its first banner, in the language the request asks for.
  app.get('/home', { schema: { hide: true } }, async (request, reply) => {
    const banner = (await deps.home.banners(request.lang)).find((b) => b.advPic)?.advPic;
    return send(reply, 200, { kind: 'home', ...(banner ? { picture: imagePreload(banner, bannerSrcSet(banner), BANNER_SIZES) } : {}) });
  });

  async function recipePage(reply: FastifyReply, id: string | undefined) {
    if (id === undefined) return send(reply, 200);
    const row = ID.test(id) ? rowId(id) : null;
    const recipe = row !== null ? await deps.recipes.peek(row) : null;
    return recipe ? send(reply, 200, { kind: 'recipe', head: recipeHead(recipe, deps.publicUrl) }) : send(reply, 404);
  }

  app.get<{ Params: { id: string } }>('/home/recipeDetail/:id', { schema: { hide: true } }, (request, reply) =>
    recipePage(reply, request.params.id),
  );
  app.get<{ Querystring: { id?: string } }>('/home/recipeDetail', { schema: { hide: true } }, (request, reply) =>
    recipePage(reply, typeof request.query.id === 'string' ? request.query.id : undefined),
  );
  app.get<{ Querystring: { id?: string } }>('/home/articleDetail', { schema: { hide: true } }, async (request, reply) => {
    const id = typeof request.query.id === 'string' ? request.query.id : undefined;
    if (id === undefined) return send(reply, 200);
    const row = ID.test(id) ? rowId(id) : null;
    const article = row !== null ? await deps.articles.peek(row) : null;
    return article ? send(reply, 200, { kind: 'article', head: articleHead(article, deps.publicUrl) }) : send(reply, 404);
  });
}
