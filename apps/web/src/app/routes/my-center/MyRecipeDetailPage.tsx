import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useMyRecipeDetail } from '../../../features/my-recipe/api/qry-my-recipe-detail';
import { AuditNotice } from '../../../features/my-recipe/pages/MyReleasePage';
import { RecipeDetailView } from '../../../features/recipe/pages/RecipeDetailPage';
import { PRIVATE_RECIPE } from '@chef/shared';
import { RecipeActions } from '../home/RecipeActions';

const nothing = () => null;

/**
 * recipeDetailMine (/myCenter/recipeDetail?id=): my recipe's latest version as the public page will
 * show it, with its audit state. A private recipe (issue 26) has no public page: this is its page, with
 * the actions that use it (basket, collection, week, the robot, cooked); never rendered on the server.
 */
export default function MyRecipeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useMyRecipeDetail(params.get('id'));
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const recipe = query.data;
  return (
    <Stack>
      <AuditNotice recipe={recipe} />
      <Group>
        <Button component={Link} to={`/myCenter/editRecipe?id=${recipe.id}`} size="xs" variant="light">
          {t('myRecipe.edit')}
        </Button>
      </Group>
      <RecipeDetailView
        recipe={recipe}
        slots={{
          actions: recipe.auditStatus === PRIVATE_RECIPE ? () => <RecipeActions recipe={recipe} privateRecipe /> : nothing,
          reviews: nothing,
        }}
      />
    </Stack>
  );
}
