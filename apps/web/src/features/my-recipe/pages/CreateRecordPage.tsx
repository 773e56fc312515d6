import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRefreshQueries } from '../../../lib/refresh';
import { myRecipeQueryKey } from '../api/add-recipe';
import { loadDraft } from '../lib/draft';
import { RecipeTab } from './MyReleasePage';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

/**
 * createRecord (self-created recipes), the private recipe box of issue 26: every recipe I wrote or
 * imported, private ones (only I see them; "Publish" sends one for audit) and those sent or
 * published (with their audit state), and the draft I have not saved yet. myRelease keeps the spec's tabs.
 */
export default function CreateRecordPage() {
  const { t } = useTranslation();
  const draft = loadDraft();
  useRefreshQueries([myRecipeQueryKey]);
  return (
    <Stack>
      <Text c="dimmed">{t('recipeBox.intro')}</Text>
      {/* The draft waiting, when there is one; "You have not written a recipe yet" only where the list is empty (issue 28). */}
      {draft?.name ? (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between">
            <Text size="sm">{t('myRecipe.draftWaiting', { name: draft.name })}</Text>
            <Button component={Link} to="/createRecipe" size="xs" data-testid="continue-draft">
              {t('myRecipe.continueDraft')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Group justify="flex-end">
          <Button component={Link} to="/createRecipe" size="xs" data-testid="continue-draft">
            {t('myRecipe.write')}
          </Button>
        </Group>
      )}
      <div data-testid="created-recipes">
        <RecipeTab status={0} withPrivate empty={t('myRecipe.empty')} />
      </div>
    </Stack>
  );
}
