import { Checkbox, Loader, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { SEARCH_TYPE, weekStartOf, type RecipeListItem } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnthologies } from '../../../features/anthology/api/qry-anthology';
import { useAnthologyRecipes } from '../../../features/anthology/api/qry-anthology-recipe';
import { useHome } from '../../../features/home/api/qry-home';
import { useMyWeek } from '../../../features/week/api/qry-my-week';
import { useSearch } from '../../../lib/api/qry-search';

export interface SourceProps {
  isPicked: (id: string) => boolean;
  onToggle: (recipe: Pick<RecipeListItem, 'id' | 'name'>) => void;
}

/** Recipes with a tick box each; the same recipe may appear in several sources and is picked once. */
function Checklist({ recipes, loading, isPicked, onToggle }: SourceProps & { recipes: readonly RecipeListItem[]; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (recipes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('basket.nothingHere')}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="recipe-source-list">
      {recipes.map((recipe) => (
        <Checkbox
          key={recipe.id}
          label={recipe.name}
          checked={isPicked(recipe.id)}
          onChange={() => onToggle(recipe)}
          data-testid="recipe-source-item"
        />
      ))}
    </Stack>
  );
}

function FromAnthology(props: SourceProps) {
  const { t } = useTranslation();
  const anthologies = useAnthologies();
  const [id, setId] = useState<string | null>(null);
  const recipes = useAnthologyRecipes(id);
  return (
    <Stack gap="sm">
      <Select
        placeholder={t('basket.pickAnthology')}
        aria-label={t('basket.pickAnthology')}
        data={(anthologies.data ?? []).map((a) => ({ value: a.id, label: a.anthologyName }))}
        value={id}
        onChange={setId}
        data-testid="source-anthology"
      />
      {id && <Checklist {...props} recipes={recipes.data?.records ?? []} loading={recipes.isLoading} />}
    </Stack>
  );
}

function FromWeek(props: SourceProps) {
  const week = useMyWeek(weekStartOf(new Date().toISOString().slice(0, 10)));
  const recipes = (week.data ?? []).flatMap((day) => day.records.map((record) => record.recipe));
  return <Checklist {...props} recipes={[...new Map(recipes.map((r) => [r.id, r])).values()]} loading={week.isLoading} />;
}

function FromRecent(props: SourceProps) {
  const home = useHome();
  return <Checklist {...props} recipes={home.data?.recentlyViewed ?? []} loading={home.isLoading} />;
}

function FromSearch(props: SourceProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useSearch(SEARCH_TYPE.recipe, keyword.trim() ? { keyword: keyword.trim(), size: 12 } : null);
  return (
    <Stack gap="sm">
      <TextInput
        placeholder={t('basket.searchPlaceholder')}
        aria-label={t('basket.searchPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        data-testid="source-search"
      />
      {keyword.trim() && <Checklist {...props} recipes={search.data?.records ?? []} loading={search.isLoading} />}
    </Stack>
  );
}

/**
 * Where a new list's recipes come from: the caller's collections, this week's plan, recently viewed
 * recipes, or a search. Each tab uses its own feature's call; this route composes them (features
 * never import each other).
 */
export function RecipeSources(props: SourceProps) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="recent" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="recent">{t('basket.source.recent')}</Tabs.Tab>
        <Tabs.Tab value="anthology">{t('basket.source.anthology')}</Tabs.Tab>
        <Tabs.Tab value="week">{t('basket.source.week')}</Tabs.Tab>
        <Tabs.Tab value="search" data-testid="source-search-tab">
          {t('basket.source.search')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="recent" pt="sm">
        <FromRecent {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="anthology" pt="sm">
        <FromAnthology {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="week" pt="sm">
        <FromWeek {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="search" pt="sm">
        <FromSearch {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
