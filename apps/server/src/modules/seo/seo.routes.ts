import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ArticleService } from '../article/article.service.js';
import type { RecipeService } from '../recipe/recipe.service.js';
import { articleHead, recipeHead, renderHead, type PageHead } from './seo.render.js';

const ID = /^[1-9]\d{0,15}$/;

/**
 * The web app's index.html, read once and kept in memory; read again when the file changes (a new
 * build), checked at most every two seconds.
 */
function templateOf(webDist: string) {
  const file = path.join(webDist, 'index.html');
  let html = fs.readFileSync(file, 'utf8');
  let mtime = fs.statSync(file).mtimeMs;
  let checked = Date.now();
  return () => {
    if (Date.now() - checked > 2000) {
      checked = Date.now();
      try {
        const now = fs.statSync(file).mtimeMs;
        if (now !== mtime) {
          html = fs.readFileSync(file, 'utf8');
          mtime = now;
        }
      } catch {
        // Mid-rebuild: keep the copy we have.
      }
    }
    return html;
  };
}

/**
 * Recipe and article detail URLs answered with their head filled in (seo.render.ts). An unknown id
 * still gets the web app (its router shows "not found") with status 404. Registered only when the web
 * app is served.
 */
export function seoRoutes(
  app: FastifyInstance,
  deps: { webDist: string; publicUrl: string; recipes: RecipeService; articles: ArticleService },
) {
  const template = templateOf(deps.webDist);

  const send = (reply: FastifyReply, status: number, head: PageHead | null) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(head ? renderHead(template(), head) : template());

  async function recipePage(reply: FastifyReply, id: string | undefined) {
    if (id === undefined) return send(reply, 200, null);
    const recipe = ID.test(id) ? await deps.recipes.peek(Number(id)) : null;
    return recipe ? send(reply, 200, recipeHead(recipe, deps.publicUrl)) : send(reply, 404, null);
  }

  app.get<{ Params: { id: string } }>('/home/recipeDetail/:id', { schema: { hide: true } }, (request, reply) =>
    recipePage(reply, request.params.id),
  );
  app.get<{ Querystring: { id?: string } }>('/home/recipeDetail', { schema: { hide: true } }, (request, reply) =>
    recipePage(reply, typeof request.query.id === 'string' ? request.query.id : undefined),
  );
  app.get<{ Querystring: { id?: string } }>('/home/articleDetail', { schema: { hide: true } }, async (request, reply) => {
    const id = typeof request.query.id === 'string' ? request.query.id : undefined;
    if (id === undefined) return send(reply, 200, null);
    const article = ID.test(id) ? await deps.articles.peek(Number(id)) : null;
    return article ? send(reply, 200, articleHead(article, deps.publicUrl)) : send(reply, 404, null);
  });
}
