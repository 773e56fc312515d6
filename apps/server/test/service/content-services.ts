import type { FastifyBaseLogger } from 'fastify';
import { afterAll } from 'vitest';
import type { Db } from '../../src/db/index.js';
import { createContentCache } from '../../src/lib/content-cache.js';
import { createArticleService } from '../../src/modules/article/article.service.js';
import { createAdvRepository } from '../../src/modules/base/adv.repository.js';
import { createCommentService } from '../../src/modules/comment/comment.service.js';
import { createHomeService } from '../../src/modules/home/home.service.js';
import { createRatingService } from '../../src/modules/rating/rating.service.js';
import { createRecipeService } from '../../src/modules/recipe/recipe.service.js';
import { createViewBuffer } from '../../src/modules/recipe/views.js';
import { createViewsRepository } from '../../src/modules/recipe/views.repository.js';
import { createSearchService } from '../../src/modules/search/search.service.js';

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

/** The content services wired as modules/content.ts wires them, without HTTP; the view buffer closes after the file. */
export function contentServices(db: Db) {
  const cache = createContentCache();
  const views = createViewBuffer({ repo: createViewsRepository(db), log: quiet });
  afterAll(() => views.close());
  const ratings = createRatingService({ db, cache });
  const comments = createCommentService({ db, cache });
  const recipes = createRecipeService({ db, cache, views, scoreOf: ratings.scoreOf });
  const articles = createArticleService({ db, cache, views, scoreOf: ratings.scoreOf });
  const search = createSearchService({ db, items: { recipes: recipes.itemsByIds, articles: articles.itemsByIds } });
  const home = createHomeService({ recipes, articles, adv: createAdvRepository(db), views, cache });
  return { cache, ratings, comments, recipes, articles, search, home };
}
