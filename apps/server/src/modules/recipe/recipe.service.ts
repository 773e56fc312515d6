import {
  TARGET_TYPE,
  type Category,
  type CookOn,
  type Country,
  type Language,
  type PageResult,
  type RecipeDetail,
  type RecipeListItem,
  type RecipeSort,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { notFound } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { createSearchRepository } from '../search/search.repository.js';
import { SEARCH_RESULTS_MAX } from '../search/search.service.js';
import { presentPage } from '../../lib/paging.js';
import { nameIn, recipeDetailJson, toCategory, toCountry, toRecipeDetail, toRecipeListItem, VISITOR } from './recipe.presenter.js';
import { createRecipeRepository, type RecipeFilter, type RecipeListRow } from './recipe.repository.js';
import type { ViewBuffer } from './views.js';

/**
 * What only a signed-in caller sees on a recipe: whether it is in one of their collections or in
 * their week. The collections and weekly-plan module (issue 4) provides it; until wired, both false.
 */
export type PersonalFlags = (userId: number, recipeId: number) => Promise<{ isCollected: boolean; inMyWeek: boolean }>;
const noPersonalFlags: PersonalFlags = async () => ({ isCollected: false, inMyWeek: false });

export interface RecipeListInput {
  current: number;
  size: number;
  sort: RecipeSort;
  keyword?: string | undefined;
  categoryId?: string | undefined;
  country?: string | undefined;
  difficulty?: number | undefined;
  maxTime?: number | undefined;
  flavor?: string | undefined;
  cookOn?: CookOn | undefined;
}

/**
 * Category and country names, loaded once (nine and sixteen rows) and named in the caller's language
 * while rows are turned into list items: no join, no query per item. reload() after staff change them;
 * an id not in the map (added on another node) reloads once by itself.
 */
function createReference(repo: ReturnType<typeof createRecipeRepository>) {
  type Ref = {
    categories: Map<number, { id: number; code: string; name_en: string; name_zh: string; sort: number }>;
    countries: Map<string, { code: string; name_en: string; name_zh: string }>;
  };
  let loading: Promise<Ref> | null = null;
  let loaded: Ref | null = null;
  const load = () =>
    (loading ??= Promise.all([repo.categories(), repo.countries()]).then(
      ([categories, countries]) =>
        (loaded = {
          categories: new Map(categories.map((c) => [c.id, c])),
          countries: new Map(countries.map((c) => [c.code, c])),
        }),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  return {
    async get(rows: readonly { category_id: number; country_code: string | null }[] = []): Promise<Ref> {
      let ref = loaded ?? (await load());
      if (rows.some((r) => !ref.categories.has(r.category_id) || (r.country_code !== null && !ref.countries.has(r.country_code)))) {
        loading = null;
        loaded = null;
        ref = await load();
      }
      return ref;
    },
    reload() {
      loading = null;
      loaded = null;
    },
  };
}

/**
 * Recipes: lists (filters, sorts, language, keyword), detail, categories and countries. Public reads
 * are shaped here; the routes cache their serialized answers (lib/content-cache.ts).
 */
export function createRecipeService(deps: {
  db: Db;
  cache: ContentCache;
  views: ViewBuffer;
  scoreOf: (userId: number, targetType: typeof TARGET_TYPE.recipe, targetId: number) => Promise<number | null>;
  personalFlags?: PersonalFlags;
}) {
  const repo = createRecipeRepository(deps.db);
  const search = createSearchRepository(deps.db);
  const reference = createReference(repo);
  const personalFlags = deps.personalFlags ?? noPersonalFlags;

  /** Rows to list items, names in the caller's language. */
  async function toItems(rows: readonly RecipeListRow[], callerLang: Language): Promise<RecipeListItem[]> {
    const ref = await reference.get(rows);
    return rows.map((row) => {
      const category = ref.categories.get(row.category_id);
      const country = row.country_code === null ? undefined : ref.countries.get(row.country_code);
      return toRecipeListItem(row, {
        category: category ? nameIn(callerLang, category) : '',
        country: country ? nameIn(callerLang, country) : null,
      });
    });
  }

  return {
    toItems,

    /** List items of the given ids in that order; unknown or unpublished ids are dropped. */
    async itemsByIds(ids: readonly number[], callerLang: Language): Promise<RecipeListItem[]> {
      const rows = await repo.byIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return toItems(
        ids.flatMap((id) => byId.get(id) ?? []),
        callerLang,
      );
    },

    /**
     * A page of published recipes. lang null lists every language. A keyword narrows the list to the
     * search's best SEARCH_RESULTS_MAX matches; the filters and the order then apply to those.
     */
    async list(input: RecipeListInput, lang: Language | null, callerLang: Language): Promise<PageResult<RecipeListItem>> {
      const filter: RecipeFilter = {
        lang,
        // An id past 32 bits names no category: 0 matches nothing (PostgreSQL would fail the statement).
        categoryId: input.categoryId === undefined ? undefined : (rowId(input.categoryId) ?? 0),
        country: input.country,
        difficulty: input.difficulty,
        maxTime: input.maxTime,
        flavor: input.flavor,
        forRobot: input.cookOn === 'robot' || undefined,
      };
      if (input.keyword) filter.ids = await search.rankedIds('recipe', input.keyword, lang, SEARCH_RESULTS_MAX);
      // Totals depend on the filter only, and change when the catalogue does (not with ratings or views).
      const countKey = JSON.stringify(filter);
      return presentPage(
        await repo.page(
          filter,
          input.sort,
          input,
          deps.cache.total(countKey, () => repo.count(filter)),
        ),
        (rows) => toItems(rows, callerLang),
      );
    },

    /**
     * A published recipe (else 404) as JSON text, with the caller's own score and flags when signed in
     * (visitors' answers are cached as text by the route). Each call counts a view and, for a user, a
     * "recently viewed" entry, in memory (views.ts), unless `speculative` (fetched ahead, not shown).
     */
    async detailJson(id: number, callerLang: Language, userId: number | null, speculative = false): Promise<string> {
      // Not kept as an object: keeping thousands of parsed details alive for seconds cost more in
      // garbage collection than it saved.
      const row = await repo.detail(id);
      if (!row) throw notFound('catalogue.recipeNotFound');
      const [item] = await toItems([row], callerLang);
      if (!speculative) deps.views.recipeViewed(id, userId);
      if (userId === null) return recipeDetailJson(row, item!, VISITOR);
      const [myRating, flags] = await Promise.all([deps.scoreOf(userId, TARGET_TYPE.recipe, id), personalFlags(userId, id)]);
      return recipeDetailJson(row, item!, { ...flags, myRating });
    },

    /**
     * A published recipe as its shared link shows it (SEO): names in the recipe's own language, no view
     * counted. Kept with the content cache: every visitor's page of the recipe asks for it.
     */
    async peek(id: number): Promise<RecipeDetail | null> {
      const key = `recipePeek|${id}`;
      const kept = deps.cache.values.get(key) as RecipeDetail | null | undefined;
      if (kept !== undefined) return kept;
      const row = await repo.detail(id);
      const [item] = row ? await toItems([row], row.lang as Language) : [];
      const detail = row && item ? toRecipeDetail(row, item, VISITOR) : null;
      deps.cache.values.set(key, detail);
      return detail;
    },

    /** A visitor's view of a detail answered from the response cache, or of the page the server rendered. */
    countView(id: number): void {
      deps.views.recipeViewed(id, null);
    },

    async categories(callerLang: Language): Promise<Category[]> {
      const ref = await reference.get();
      return [...ref.categories.values()].sort((a, b) => a.sort - b.sort || a.id - b.id).map((c) => toCategory(c, callerLang));
    },

    async countries(callerLang: Language): Promise<Country[]> {
      const ref = await reference.get();
      return [...ref.countries.values()].map((c) => toCountry(c, callerLang)).sort((a, b) => a.name.localeCompare(b.name, callerLang));
    },

    /** Staff changed categories or countries (the admin issue calls this). */
    reloadReference(): void {
      reference.reload();
      deps.cache.changed();
    },

    trending: (sinceDay: string, lang: Language | null, limit: number) => repo.trending(sinceDay, lang, limit),
    popular: (lang: Language | null, limit: number) => repo.popular(lang, limit),
    recentlyViewed: (userId: number, limit: number) => repo.recentlyViewed(userId, limit),
    weekSelection: (weekStart: string, lang: Language | null) => repo.weekSelection(weekStart, lang),
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
