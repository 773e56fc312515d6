import { Stack, Title } from '@mantine/core';
import { CARD_GRID_SIZES, SEARCH_TYPE } from '@chef/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContentLangSwitch, SearchSummary, useListParams } from '../../../components/ListControls';
import { PagedGrid } from '../../../components/PagedGrid';
import { RecipeCard } from '../../../components/RecipeCard';
import { searchQueryKey, useSearch } from '../../../lib/api/qry-search';
import { useKeptBeforeHydration } from '../../../lib/hydration';
import { useRefreshQueries } from '../../../lib/refresh';
import { recipeListPageOf, recipeListQueryKey, useRecipeList } from '../api/qry-recipe-list';
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
  const { params, replaceParams, setAllLanguages, keepPicked } = useListParams();
  // What the route's loader started for this URL (prefetchRecipeListPage).
  const { filters, keyword, search: searched } = useMemo(() => recipeListPageOf(params), [params]);
  const searching = keyword !== undefined;
  const list = useRecipeList(filters, !searching);
  const search = useSearch(SEARCH_TYPE.recipe, searched);
  const active = searching ? search : list;
  useRefreshQueries([recipeListQueryKey, searchQueryKey]);

  const applyFilters = (next: RecipeFilters) => replaceParams(recipeFiltersToParams(next));
  const controls = useKeptBeforeHydration((picked) =>
    keepPicked(picked, searching ? undefined : (next) => recipeFiltersToParams(parseRecipeFilters(next))),
  );

  return (
    <Stack gap="lg" ref={controls}>
      <Title order={1} size="h2">
        {t('route.recipe')}
      </Title>
      {searching ? (
        <>
          <SearchSummary keyword={keyword} total={active.data?.pages[0]?.total} onClear={() => void navigate('/home/recipe')} />
          <ContentLangSwitch all={filters.lang === 'all'} onChange={setAllLanguages} />
        </>
      ) : (
        <RecipeFilterBar filters={filters} onChange={applyFilters} />
      )}
      <PagedGrid
        query={active}
        className="chef-grid"
        testId="recipe-list"
        skeletons={8}
        renderItem={(recipe, index) => (
          <RecipeCard key={recipe.id} recipe={recipe} sizes={CARD_GRID_SIZES} heading="h2" eager={index < 4} lcp={index === 0} />
        )}
      />
    </Stack>
  );
}
