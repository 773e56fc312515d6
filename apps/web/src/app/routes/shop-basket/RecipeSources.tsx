import { Anchor, Button, Checkbox, Group, Loader, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { SEARCH_TYPE, weekStartOf, type RecipeListItem } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnthologies } from '../../../features/anthology/api/qry-anthology';
import { useAnthologyRecipes } from '../../../features/anthology/api/qry-anthology-recipe';
import { useHome } from '../../../features/home/api/qry-home';
import { useMyRecipes } from '../../../features/my-recipe/api/qry-my-recipe';
import { useMyWeek } from '../../../features/week/api/qry-my-week';
import { useSearch } from '../../../lib/api/qry-search';

export interface SourceProps {
  isPicked: (id: string) => boolean;
  onToggle: (recipe: Pick<RecipeListItem, 'id' | 'name'>) => void;
  /** One button per recipe instead of a tick box (the week's "Plan"): its text and its accessible name. */
  pick?: { text: string; label: (name: string) => string } | undefined;
}

/**
 * Recipes with a tick box each (or a pick button); the same recipe may appear in several sources and is
 * picked once. Empty, it says what fills it (issue 28: "Pick recipes below" above an empty tab told a
 * newcomer nothing), and may offer a way on.
 */
function Checklist({
  recipes,
  loading,
  isPicked,
  onToggle,
  pick,
  empty,
  emptyLink,
}: SourceProps & { recipes: readonly RecipeListItem[]; loading: boolean; empty?: string; emptyLink?: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (recipes.length === 0)
    return (
      <Stack gap={4} align="flex-start" data-testid="recipe-source-empty">
        <Text size="sm" c="dimmed">
          {empty ?? t('basket.nothingHere')}
        </Text>
        {emptyLink && (
          <Anchor component={Link} to="/home/recipe" size="sm">
            {t('basket.browseRecipes')}
          </Anchor>
        )}
      </Stack>
    );
  return (
    <Stack gap={6} data-testid="recipe-source-list">
      {recipes.map((recipe) =>
        pick ? (
          <Group key={recipe.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="recipe-source-item">
            <Text size="sm" lineClamp={1} lang={recipe.lang}>
              {recipe.name}
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => onToggle(recipe)} aria-label={pick.label(recipe.name)}>
              {pick.text}
            </Button>
          </Group>
        ) : (
          <Checkbox
            key={recipe.id}
            label={recipe.name}
            checked={isPicked(recipe.id)}
            onChange={() => onToggle(recipe)}
            data-testid="recipe-source-item"
          />
        ),
      )}
    </Stack>
  );
}

function FromAnthology(props: SourceProps) {
  const { t } = useTranslation();
  const anthologies = useAnthologies();
  const [id, setId] = useState<string | null>(null);
  const recipes = useAnthologyRecipes(id);
  if (anthologies.data?.length === 0) {
    return <Checklist {...props} recipes={[]} loading={false} empty={t('basket.noCollections')} emptyLink />;
  }
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
  const { t } = useTranslation();
  const week = useMyWeek(weekStartOf(new Date().toISOString().slice(0, 10)));
  const recipes = (week.data ?? []).flatMap((day) => day.records.map((record) => record.recipe));
  return (
    <Checklist
      {...props}
      recipes={[...new Map(recipes.map((r) => [r.id, r])).values()]}
      loading={week.isLoading}
      empty={t('basket.noneThisWeek')}
    />
  );
}

/** The caller's own recipes, private ones included (the box): only their owner may plan or buy them. */
function FromMine(props: SourceProps) {
  const mine = useMyRecipes(0, true);
  return <Checklist {...props} recipes={mine.data?.records ?? []} loading={mine.isLoading} />;
}

function FromRecent(props: SourceProps) {
  const { t } = useTranslation();
  const home = useHome();
  return (
    <Checklist {...props} recipes={home.data?.recentlyViewed ?? []} loading={home.isLoading} empty={t('basket.noneRecent')} emptyLink />
  );
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

const SOURCES = ['recent', 'anthology', 'week', 'search'] as const;
type Source = (typeof SOURCES)[number] | 'mine';
const PANELS: Record<Source, (props: SourceProps) => React.JSX.Element> = {
  recent: FromRecent,
  anthology: FromAnthology,
  week: FromWeek,
  search: FromSearch,
  mine: FromMine,
};

/**
 * Where recipes come from: the caller's collections, this week's plan, recently viewed recipes, or a
 * search (a new list's recipes; the week's "Add a recipe" shows some of them with `sources`). Each tab
 * uses its own feature's call; this route composes them (features never import each other).
 */
export function RecipeSources({ sources = SOURCES, ...props }: SourceProps & { sources?: readonly Source[] }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue={sources[0]} keepMounted={false}>
      <Tabs.List>
        {sources.map((source) => (
          <Tabs.Tab key={source} value={source} data-testid={`source-${source}-tab`}>
            {t(`basket.source.${source}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sources.map((source) => {
        const Panel = PANELS[source];
        return (
          <Tabs.Panel key={source} value={source} pt="sm">
            <Panel {...props} />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
