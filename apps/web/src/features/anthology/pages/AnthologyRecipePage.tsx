import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { CARD_GRID_SIZES } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMoreFooter } from '../../../components/ListFooter';
import { RecipeCard } from '../../../components/RecipeCard';
import { ApiError } from '../../../lib/api-client';
import { anthologyQueryKey, useAnthologies } from '../api/qry-anthology';
import { useRefreshQueries } from '../../../lib/refresh';
import { useDelAnthologyRecipe } from '../api/del-anthology-recipe';
import { useAnthologyRecipes } from '../api/qry-anthology-recipe';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import '../../../components/personal.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

function AnthologyRecipes({ anthologyId }: { anthologyId: string | null }) {
  const { t } = useTranslation();
  const anthology = useAnthologies().data?.find((a) => a.id === anthologyId);
  const query = useAnthologyRecipes(anthologyId);
  const delRecipes = useDelAnthologyRecipe();
  const recipes = query.data?.records ?? [];
  const bulk = useSelectionDelete(
    recipes.map((recipe) => recipe.id),
    delRecipes,
    // Only called with an id: without one the bar is never shown (the early return below).
    (recipeIds) => ({ anthologyId: anthologyId!, recipeIds }),
    'anthology.removed',
  );
  const { selection } = bulk;
  useRefreshQueries([anthologyQueryKey]);

  if (anthologyId === null || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <Text c="dimmed" data-testid="anthology-missing">
        {t('anthology.notFound')}
      </Text>
    );
  }

  return (
    <Stack gap="md">
      {anthology && (
        <Title order={3} size="h4" data-testid="anthology-title">
          {anthology.anthologyName}
        </Title>
      )}
      <SelectionBar bulk={bulk} label={t('anthology.remove')} testId="remove-recipes" />
      {recipes.length > 0 && (
        <div className="chef-grid" data-testid="anthology-recipes">
          {recipes.map((recipe) => (
            <div key={recipe.id} className="chef-select-card" data-selected={selection.has(recipe.id)}>
              <RecipeCard recipe={recipe} sizes={CARD_GRID_SIZES} />
              <Checkbox
                className="chef-select-card__check"
                aria-label={recipe.name}
                checked={selection.has(recipe.id)}
                onChange={() => selection.toggle(recipe.id)}
              />
            </div>
          ))}
        </div>
      )}
      <LoadMoreFooter query={query} />
    </Stack>
  );
}

/** The recipes of one anthology (?id=): newest added first, load more, select and remove. */
export default function AnthologyRecipePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const anthologyId = id && /^[1-9]\d{0,18}$/.test(id) ? id : null;
  return <AnthologyRecipes key={anthologyId} anthologyId={anthologyId} />;
}
