import {
  HOME_SECTION_SIZE,
  RECENTLY_VIEWED_MAX,
  addDays,
  weekStartOf,
  type AdvRecord,
  type ArticleListItem,
  type Home,
  type Language,
  type RecipeListItem,
  type WeekSelection,
} from '@chef/shared';
import type { ContentCache } from '../../lib/content-cache.js';
import type { ArticleService } from '../article/article.service.js';
import { toAdvRecord } from '../base/adv.presenter.js';
import type { AdvRepository } from '../base/adv.repository.js';
import type { RecipeService } from '../recipe/recipe.service.js';
import { rowIds } from '../../lib/ids.js';
import type { ViewBuffer } from '../recipe/views.js';

/**
 * The seam of "This Week's Meal Plan": the weekly-plan module (issue 4) provides the recipes a user
 * planned for the current week; null or empty means nothing planned, and home shows the weekly
 * selection instead. Until it is wired (app.ts), every caller gets the selection.
 */
export type WeekPlanProvider = (userId: number, callerLang: Language) => Promise<RecipeListItem[] | null>;

interface SharedSections {
  selection: WeekSelection;
  trending: RecipeListItem[];
  mostPopular: RecipeListItem[];
  featuredArticles: ArticleListItem[];
  banners: AdvRecord[];
}

/**
 * The home page in one call. The sections every caller of a language shares are computed together
 * and kept in the content cache; the personal ones (the user's plan, recently viewed) are added per
 * call.
 */
export function createHomeService(deps: {
  recipes: RecipeService;
  articles: ArticleService;
  adv: AdvRepository;
  views: ViewBuffer;
  cache: ContentCache;
  clock?: () => Date;
  weekPlan?: WeekPlanProvider;
}) {
  const { recipes, articles, cache } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function selection(lang: Language | null, callerLang: Language): Promise<WeekSelection> {
    const today = clock().toISOString().slice(0, 10);
    const { weekStart, rows } = await recipes.weekSelection(weekStartOf(today), lang);
    return { weekStart, records: await recipes.toItems(rows, callerLang) };
  }

  async function shared(lang: Language | null, callerLang: Language): Promise<SharedSections> {
    const key = `home|${lang ?? 'all'}|${callerLang}`;
    const hit = cache.values.get(key) as SharedSections | undefined;
    if (hit) return hit;
    const today = clock().toISOString().slice(0, 10);
    const [week, trending, popular, featuredArticles, banners] = await Promise.all([
      selection(lang, callerLang),
      // The last seven UTC days, today included.
      recipes.trending(addDays(today, -6), lang, HOME_SECTION_SIZE),
      recipes.popular(lang, HOME_SECTION_SIZE),
      articles.featured(lang, HOME_SECTION_SIZE),
      deps.adv.page({ advType: 'banner', lang: callerLang }, { current: 1, size: HOME_SECTION_SIZE }),
    ]);
    const sections: SharedSections = {
      selection: week,
      trending: await recipes.toItems(trending, callerLang),
      mostPopular: await recipes.toItems(popular, callerLang),
      featuredArticles,
      banners: banners.records.map(toAdvRecord),
    };
    cache.values.set(key, sections);
    return sections;
  }

  return {
    /**
     * userId: the signed-in caller or null. recentIds: a visitor's recently viewed recipes, newest
     * first, as the browser keeps them (unknown or unpublished ids are dropped, the order is kept).
     */
    async home(userId: number | null, recentIds: readonly string[], lang: Language | null, callerLang: Language): Promise<Home> {
      const sections = await shared(lang, callerLang);
      let recentlyViewed: RecipeListItem[];
      let plan: RecipeListItem[] | null = null;
      if (userId !== null) {
        // A view a moment ago may still be in the buffer: write it first so it shows.
        if (deps.views.hasPendingRecents(userId)) await deps.views.flush();
        const [rows, planned] = await Promise.all([
          recipes.recentlyViewed(userId, HOME_SECTION_SIZE),
          deps.weekPlan ? deps.weekPlan(userId, callerLang) : Promise.resolve(null),
        ]);
        recentlyViewed = await recipes.toItems(rows, callerLang);
        plan = planned;
      } else {
        // Ids no row can have (past 32 bits: PostgreSQL would fail the statement) are dropped.
        const ids = rowIds(recentIds.slice(0, RECENTLY_VIEWED_MAX));
        recentlyViewed = (await recipes.itemsByIds(ids, callerLang)).slice(0, HOME_SECTION_SIZE);
      }
      return {
        weekPlan:
          plan && plan.length > 0 ? { source: 'plan', records: plan } : { source: 'selection', records: sections.selection.records },
        trending: sections.trending,
        recentlyViewed,
        mostPopular: sections.mostPopular,
        featuredArticles: sections.featuredArticles,
        banners: sections.banners,
      };
    },

    weekSelection: selection,

    /** The banners home shows in this language (cached with home's shared sections). */
    banners: async (callerLang: Language): Promise<AdvRecord[]> => (await shared(callerLang, callerLang)).banners,
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
