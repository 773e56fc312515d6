import {
  COOK_ON,
  COOKING_TIME_MAX_MINUTES,
  DIFFICULTY,
  FLAVORS,
  RECIPE_SORTS,
  type Difficulty,
  type Flavor,
  type RecipeListQuery,
  type RecipeSort,
} from '@chef/shared';

/**
 * The recipe list's filters live in the URL (shareable, and the back button undoes a change). These
 * pure functions turn search params into filters and back; anything invalid in a hand-edited URL is
 * ignored rather than sent to the server.
 */
export interface RecipeFilters {
  categoryId?: string;
  country?: string;
  difficulty?: Difficulty;
  /** At most this many minutes. */
  maxTime?: number;
  flavor?: Flavor;
  /** robot: only recipes with a machine step; absent: all. */
  cookOn?: 'robot';
  sort: RecipeSort;
  /** 'all': every content language; absent: the visitor's language. */
  lang?: 'all';
}

export const DEFAULT_SORT: RecipeSort = 'new';
/** The cooking-time choices offered (a URL may carry another value; it is kept and shown). */
export const MAX_TIME_CHOICES = [15, 30, 45, 60, 90, 120] as const;

const DIFFICULTIES: readonly number[] = Object.values(DIFFICULTY);
const ID = /^\d{1,19}$/;
const COUNTRY = /^[A-Z]{2}$/;
const INTEGER = /^\d{1,4}$/;

/** The filter keys, in the order they are written to the URL. */
export const FILTER_KEYS = ['categoryId', 'country', 'difficulty', 'maxTime', 'flavor', 'cookOn', 'sort', 'lang'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export function parseRecipeFilters(params: URLSearchParams): RecipeFilters {
  const filters: RecipeFilters = { sort: DEFAULT_SORT };
  const categoryId = params.get('categoryId');
  if (categoryId && ID.test(categoryId)) filters.categoryId = categoryId;
  const country = params.get('country')?.toUpperCase();
  if (country && COUNTRY.test(country)) filters.country = country;
  const difficulty = Number(params.get('difficulty'));
  if (DIFFICULTIES.includes(difficulty)) filters.difficulty = difficulty as Difficulty;
  const maxTime = params.get('maxTime');
  if (maxTime && INTEGER.test(maxTime) && Number(maxTime) >= 1 && Number(maxTime) <= COOKING_TIME_MAX_MINUTES) {
    filters.maxTime = Number(maxTime);
  }
  const flavor = params.get('flavor');
  if (flavor && (FLAVORS as readonly string[]).includes(flavor)) filters.flavor = flavor as Flavor;
  // 'all' is the default, so only 'robot' is kept (COOK_ON: the server's values).
  if (params.get('cookOn') === COOK_ON[0]) filters.cookOn = 'robot';
  const sort = params.get('sort');
  if (sort && (RECIPE_SORTS as readonly string[]).includes(sort)) filters.sort = sort as RecipeSort;
  if (params.get('lang') === 'all') filters.lang = 'all';
  return filters;
}

/** Search params of the filters: defaults left out, so the plain list is just /home/recipe. */
export function recipeFiltersToParams(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'sort' && value === DEFAULT_SORT)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** One filter changed (undefined or '' clears it); the others are kept. */
export function withFilter<K extends FilterKey>(filters: RecipeFilters, key: K, value: RecipeFilters[K] | '' | undefined): RecipeFilters {
  const next: RecipeFilters = { ...filters };
  if (value === undefined || value === '') {
    if (key === 'sort') next.sort = DEFAULT_SORT;
    else delete next[key];
  } else {
    next[key] = value as RecipeFilters[K];
  }
  return next;
}

/** True when anything narrows the list (sort and language only reorder or widen it). */
export function hasNarrowingFilter(filters: RecipeFilters): boolean {
  return (
    filters.categoryId !== undefined ||
    filters.country !== undefined ||
    filters.difficulty !== undefined ||
    filters.maxTime !== undefined ||
    filters.flavor !== undefined ||
    filters.cookOn !== undefined
  );
}

/** The list query for qryRecipeList (paging added by the caller). */
export function recipeListQuery(filters: RecipeFilters): Pick<RecipeListQuery, FilterKey> & RecipeFilters {
  return { ...filters };
}
