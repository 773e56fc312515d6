import { Stack, Title } from '@mantine/core';
import { SEARCH_TYPE } from '@chef/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentLangSwitch, SearchSummary } from '../../../components/ListControls';
import { ListFooter } from '../../../components/ListFooter';
import { LoadError } from '../../../components/LoadError';
import { CardSkeleton, RecipeCard } from '../../../components/RecipeCard';
import { searchQueryKey, useSearch } from '../../../lib/api/qry-search';
import { readKeyword } from '../../../lib/content-lang';
import { useRefreshQueries } from '../../../lib/refresh';
import { RECIPE_PAGE_SIZE, recipeListQueryKey, useRecipeList } from '../api/qry-recipe-list';
import { RecipeFilterBar } from '../components/RecipeFilterBar';
import { parseRecipeFilters, recipeFiltersToParams, type RecipeFilters } from '../lib/recipe-filters';
import '../recipe.css';

/**
 * /home/recipe: the filtered list, or, with ?keyword= (the header's search box), ranked search
 * results. The URL holds the state: a filtered list can be shared, and coming back restores it.
 */
export default function RecipeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = readKeyword(params);
  const filters = useMemo(() => parseRecipeFilters(params), [params]);
  const searching = keyword !== undefined;
  const list = useRecipeList(filters, !searching);
  const search = useSearch(SEARCH_TYPE.recipe, keyword ? { keyword, lang: filters.lang, size: RECIPE_PAGE_SIZE } : null);
  const active = searching ? search : list;
  useRefreshQueries([recipeListQueryKey, searchQueryKey]);

  const recipes = active.data?.pages.flatMap((page) => page.records) ?? [];
  const total = active.data?.pages[0]?.total;

  // Filters change the page's state, not the page: one history entry and one crumb (see lib/breadcrumb).
  const applyFilters = (next: RecipeFilters) => setParams(recipeFiltersToParams(next), { replace: true, state: { replaceCrumb: true } });
  const setSearchLang = (all: boolean) => {
    const next = new URLSearchParams(params);
    if (all) next.set('lang', 'all');
    else next.delete('lang');
    setParams(next, { replace: true, state: { replaceCrumb: true } });
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('route.recipe')}
      </Title>
      {searching ? (
        <>
          <SearchSummary keyword={keyword} total={total} onClear={() => void navigate('/home/recipe')} />
          <ContentLangSwitch all={filters.lang === 'all'} onChange={setSearchLang} />
        </>
      ) : (
        <RecipeFilterBar filters={filters} onChange={applyFilters} />
      )}
      <div className="chef-grid" data-testid="recipe-list" aria-busy={active.isFetching}>
        {recipes.map((recipe, index) => (
          <RecipeCard key={recipe.id} recipe={recipe} eager={index < 4} />
        ))}
        {active.isLoading && Array.from({ length: 8 }, (_, index) => <CardSkeleton key={index} />)}
      </div>
      {active.isError && recipes.length === 0 ? (
        <LoadError onRetry={() => void active.refetch()} />
      ) : (
        !active.isLoading && (
          <ListFooter
            count={recipes.length}
            hasMore={active.hasNextPage}
            loading={active.isFetchingNextPage}
            onLoadMore={() => void active.fetchNextPage()}
          />
        )
      )}
    </Stack>
  );
}
