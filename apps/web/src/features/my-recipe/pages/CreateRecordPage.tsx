import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AUDIT_STATUS, CARD_GRID_SIZES } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedGrid } from '../../../components/PagedGrid';
import { RecipeCard } from '../../../components/RecipeCard';
import { useMyRecipes } from '../api/qry-my-recipe';
import { loadDraft } from '../lib/draft';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

/**
 * createRecord (self-created recipes): what I created that everyone can see, as cards like the
 * public lists show them, and the draft I have not sent yet. myRelease manages them by audit state.
 */
export default function CreateRecordPage() {
  const { t } = useTranslation();
  const query = useMyRecipes(AUDIT_STATUS.succeeded);
  const draft = loadDraft();
  return (
    <Stack>
      <Text c="dimmed">{t('myRecipe.createdIntro')}</Text>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between">
          <Text size="sm">{draft?.name ? t('myRecipe.draftWaiting', { name: draft.name }) : t('myRecipe.empty')}</Text>
          <Button component={Link} to="/createRecipe" size="xs" data-testid="continue-draft">
            {draft ? t('myRecipe.continueDraft') : t('myRecipe.write')}
          </Button>
        </Group>
      </Paper>
      <PagedGrid
        query={query}
        className="chef-grid"
        testId="created-recipes"
        skeletons={4}
        renderItem={(recipe) => <RecipeCard key={recipe.id} recipe={recipe} sizes={CARD_GRID_SIZES} />}
      />
    </Stack>
  );
}
