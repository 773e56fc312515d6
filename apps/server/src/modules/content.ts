import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { createContentCache } from '../lib/content-cache.js';
import { articleRoutes } from './article/article.routes.js';
import { createArticleService } from './article/article.service.js';
import type { AdvRepository } from './base/adv.repository.js';
import { commentRoutes } from './comment/comment.routes.js';
import { createCommentService } from './comment/comment.service.js';
import type { MessageService } from './message/message.service.js';
import { coverRoutes } from './cover/cover.routes.js';
import { createCoverService } from './cover/cover.service.js';
import { homeRoutes } from './home/home.routes.js';
import { createHomeService, type WeekPlanProvider } from './home/home.service.js';
import { ratingRoutes } from './rating/rating.routes.js';
import { createRatingService } from './rating/rating.service.js';
import { recipeRoutes } from './recipe/recipe.routes.js';
import { createRecipeService, type PersonalFlags } from './recipe/recipe.service.js';
import { createViewBuffer } from './recipe/views.js';
import { createViewsRepository } from './recipe/views.repository.js';
import { searchRoutes } from './search/search.routes.js';
import { createSearchService } from './search/search.service.js';
import { createPageRender, type PageRender } from './seo/page-render.js';
import { seoRoutes } from './seo/seo.routes.js';
import { sitemapRoutes } from './seo/sitemap.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Content housekeeping, for tests and maintenance: write buffered views and add them to view counts now; drop cached public answers. */
    content: { flushViews: () => Promise<void>; clearCaches: () => void };
  }
}

/**
 * Recipes, articles, search, ratings, comments, home, generated covers and the SEO heads of detail
 * pages (issue 3), wired in one place so app.ts stays a list. The seams of issue 4 come in as
 * options: `weekPlan` (home's "This Week's Meal Plan") and `personalFlags` (a recipe detail's
 * isCollected and inMyWeek).
 */
export function registerContent(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    adv: AdvRepository;
    clock?: (() => Date) | undefined;
    weekPlan?: WeekPlanProvider;
    personalFlags?: PersonalFlags;
    /** Moderated comments' authors are told (issue 29). */
    messages?: Pick<MessageService, 'send'>;
  },
) {
  const { db, config } = deps;
  const clock = deps.clock ? { clock: deps.clock } : {};
  const cache = createContentCache();
  const views = createViewBuffer({ repo: createViewsRepository(db), log: app.log, ...clock });
  const ratings = createRatingService({ db, cache, ...clock });
  const comments = createCommentService({ db, cache, ...clock, ...(deps.messages ? { messages: deps.messages } : {}) });
  const recipes = createRecipeService({
    db,
    cache,
    views,
    scoreOf: ratings.scoreOf,
    ...(deps.personalFlags ? { personalFlags: deps.personalFlags } : {}),
  });
  const articles = createArticleService({ db, cache, views, scoreOf: ratings.scoreOf });
  const search = createSearchService({ db, items: { recipes: recipes.itemsByIds, articles: articles.itemsByIds } });
  const home = createHomeService({
    recipes,
    articles,
    adv: deps.adv,
    views,
    cache,
    ...clock,
    ...(deps.weekPlan ? { weekPlan: deps.weekPlan } : {}),
  });

  app.decorate('content', { flushViews: () => views.flushAndFold(), clearCaches: () => cache.catalogueChanged() });
  // onClose hooks run last-registered first: this one writes the buffered views before app.ts closes the database.
  app.addHook('onClose', async () => {
    await views.close();
  });

  recipeRoutes(app, { recipes, cache });
  articleRoutes(app, { articles, cache });
  searchRoutes(app, search);
  ratingRoutes(app, ratings);
  commentRoutes(app, comments);
  homeRoutes(app, { home, cache });
  coverRoutes(app, createCoverService({ db, dataDir: config.dataDir }));
  // The page renderer also says which paths the web app has no page for (the not-found handler's 404).
  let pages: PageRender | undefined;
  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    pages = createPageRender(app, config.webDist, cache, { threads: config.renderThreads });
    seoRoutes(app, { webDist: config.webDist, publicUrl: config.publicUrl, recipes, articles, home, pages });
    sitemapRoutes(app, { db, cache, publicUrl: config.publicUrl, perFile: config.sitemapUrlsPerFile });
  }
  return { recipes, articles, home, cache, pages };
}
