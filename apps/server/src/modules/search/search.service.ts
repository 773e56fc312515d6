import { SEARCH_TYPE, type ArticleListItem, type Language, type PageResult, type RecipeListItem, type SearchType } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { pageOfList, presentPage } from '../../lib/paging.js';
import { createSearchRepository } from './search.repository.js';

/**
 * How many matches a search ranks and pages through: the first SEARCH_RESULTS_MAX (title matches
 * first, then the others, newest first in each group); `total` counts at most that many. Bounding the
 * work is what keeps a search of a common keyword ("chicken", 鸡) as fast as a rare one at 100,000
 * recipes (docs/API.md "Search").
 */
export const SEARCH_RESULTS_MAX = 200;

/** Search answers list items; the recipe and article modules turn ids into them (in the given order). */
export interface SearchItems {
  recipes: (ids: number[], callerLang: Language) => Promise<RecipeListItem[]>;
  articles: (ids: number[]) => Promise<ArticleListItem[]>;
}

export function createSearchService(deps: { db: Db; items: SearchItems }) {
  const repo = createSearchRepository(deps.db);

  return {
    async search(
      input: { keyword: string; type: SearchType; current: number; size: number },
      lang: Language | null,
      callerLang: Language,
    ): Promise<PageResult<RecipeListItem> | PageResult<ArticleListItem>> {
      const target = input.type === SEARCH_TYPE.recipe ? 'recipe' : 'article';
      const ranked = pageOfList(await repo.rankedIds(target, input.keyword, lang, SEARCH_RESULTS_MAX), input);
      return presentPage<number, RecipeListItem | ArticleListItem>(ranked, (ids) =>
        ids.length === 0 ? [] : target === 'recipe' ? deps.items.recipes(ids, callerLang) : deps.items.articles(ids),
      ) as Promise<PageResult<RecipeListItem> | PageResult<ArticleListItem>>;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
