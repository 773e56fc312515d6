import { describe, expect, it } from 'vitest';
import { hasNarrowingFilter, parseRecipeFilters, recipeFiltersToParams, withFilter, type RecipeFilters } from './recipe-filters';

const parse = (query: string) => parseRecipeFilters(new URLSearchParams(query));

describe('parseRecipeFilters', () => {
  it('reads every filter from the URL', () => {
    expect(parse('categoryId=3&country=IT&difficulty=2&maxTime=45&flavor=spicy&sort=rating&lang=all')).toEqual({
      categoryId: '3',
      country: 'IT',
      difficulty: 2,
      maxTime: 45,
      flavor: 'spicy',
      sort: 'rating',
      lang: 'all',
    });
  });

  it('defaults to the newest first in the visitor language', () => {
    expect(parse('')).toEqual({ sort: 'new' });
  });

  it('accepts a lower-case country code', () => {
    expect(parse('country=jp').country).toBe('JP');
  });

  it('rejects values a hand-edited URL may carry', () => {
    expect(parse('categoryId=abc&country=ITA&difficulty=7&maxTime=0&flavor=umami&sort=random&lang=fr')).toEqual({ sort: 'new' });
    expect(parse('maxTime=99999').maxTime).toBeUndefined();
    expect(parse('maxTime=12.5').maxTime).toBeUndefined();
    expect(parse('difficulty=').difficulty).toBeUndefined();
  });

  it('ignores the search keyword and type (search mode is read separately)', () => {
    expect(parse('keyword=soup&type=1')).toEqual({ sort: 'new' });
  });
});

describe('recipeFiltersToParams', () => {
  it('writes the filters in a stable order, leaving defaults out', () => {
    const filters: RecipeFilters = { sort: 'hot', flavor: 'curry', categoryId: '2', lang: 'all' };
    expect(recipeFiltersToParams(filters).toString()).toBe('categoryId=2&flavor=curry&sort=hot&lang=all');
    expect(recipeFiltersToParams({ sort: 'new' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters: RecipeFilters = { categoryId: '5', country: 'MX', difficulty: 3, maxTime: 30, flavor: 'sourSweet', sort: 'rating' };
    expect(parseRecipeFilters(recipeFiltersToParams(filters))).toEqual(filters);
  });
});

describe('withFilter', () => {
  it('sets one filter and keeps the others', () => {
    expect(withFilter({ sort: 'hot', country: 'FR' }, 'difficulty', 1)).toEqual({ sort: 'hot', country: 'FR', difficulty: 1 });
  });

  it('clears a filter given an empty value, and resets the sort to newest', () => {
    expect(withFilter({ sort: 'hot', country: 'FR' }, 'country', '')).toEqual({ sort: 'hot' });
    expect(withFilter({ sort: 'hot' }, 'sort', undefined)).toEqual({ sort: 'new' });
  });

  it('does not change the filters it was given', () => {
    const filters: RecipeFilters = { sort: 'new' };
    withFilter(filters, 'flavor', 'sweet');
    expect(filters).toEqual({ sort: 'new' });
  });
});

describe('hasNarrowingFilter', () => {
  it('counts filters that narrow the list, not sort or language', () => {
    expect(hasNarrowingFilter({ sort: 'rating', lang: 'all' })).toBe(false);
    expect(hasNarrowingFilter({ sort: 'new', maxTime: 30 })).toBe(true);
  });
});
