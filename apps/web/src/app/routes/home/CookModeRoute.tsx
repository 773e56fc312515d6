import { Button, Stack, Text } from '@mantine/core';
import { PRIVATE_RECIPE, TARGET_TYPE, type RecipeDetail } from '@chef/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMarkCooked } from '../../../features/cook-record/api/add-cook-record';
import { useMyRecipeDetail } from '../../../features/my-recipe/api/qry-my-recipe-detail';
import { updateCachedRecipe, useRecipeDetail } from '../../../features/recipe/api/qry-recipe-detail';
import { CookModePage } from '../../../features/recipe/pages/CookModePage';
import { RatingPanel } from '../../../features/review/components/RatingPanel';
import { goToLogin } from '../../../lib/login-required';
import { useSession } from '../../../lib/session';

/**
 * Cook mode's last screen: the cooking record ("cooked in cook mode", written once, as soon as it
 * shows for a user; a visitor is asked to log in and comes back to this screen, which then writes it)
 * and the rating. `done` forgets the saved session once the record is written.
 */
function CookModeFinish({ recipe, done }: { recipe: RecipeDetail; done: () => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const record = useMarkCooked('cookMode');
  const asked = useRef(false);
  const { mutate } = record;

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    mutate(recipe.id, { onSuccess: done });
  }, [token, mutate, recipe.id, done]);

  return (
    <Stack align="center" gap="md" w="100%" maw={520}>
      <div aria-live="polite" data-testid="cook-record-state">
        {!token ? (
          <Stack align="center" gap={6}>
            <Text>{t('cookMode.loginToRecord')}</Text>
            <Button onClick={goToLogin} data-testid="cook-login">
              {t('cookMode.login')}
            </Button>
          </Stack>
        ) : record.isSuccess ? (
          <Text c="green.8" fw={600} data-testid="cook-recorded">
            {t('cookMode.recorded')}
          </Text>
        ) : record.isError ? (
          <Stack align="center" gap={6}>
            <Text c="red.8">{record.error.message}</Text>
            <Button variant="light" onClick={() => mutate(recipe.id, { onSuccess: done })}>
              {t('cookMode.retry')}
            </Button>
          </Stack>
        ) : (
          <Text c="dimmed">{t('cookMode.recording')}</Text>
        )}
      </div>
      {/* A private recipe (issue 26) has no public page to rate. */}
      {!isPrivate(recipe) && (
        <>
          <Text fw={600}>{t('cookMode.rateInvite')}</Text>
          <div style={{ width: '100%' }}>
            <RatingPanel targetType={TARGET_TYPE.recipe} subject={recipe} onRated={(result) => updateCachedRecipe(recipe.id, result)} />
          </div>
        </>
      )}
    </Stack>
  );
}

const isPrivate = (recipe: RecipeDetail) => 'auditStatus' in recipe && recipe.auditStatus === PRIVATE_RECIPE;

/**
 * /cook/:id?mine=1 is the owner's own recipe (their private box, issue 26), read through the my-recipe
 * call: the public read never serves a private recipe. Without a session it is the public read (not found).
 */
function useCookRecipe(id: string | null) {
  const [params] = useSearchParams();
  const { token } = useSession();
  const mine = params.has('mine') && token !== null;
  const published = useRecipeDetail(mine ? null : id);
  const own = useMyRecipeDetail(mine ? id : null);
  return mine ? own : published;
}

/** /cook/:id: the recipe feature's cook mode, finished with the cooking history's record and the review feature's rating. */
export default function CookModeRoute() {
  return <CookModePage Finish={CookModeFinish} useRecipe={useCookRecipe} />;
}
