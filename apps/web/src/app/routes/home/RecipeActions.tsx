import { Button } from '@mantine/core';
import type { RecipeDetail } from '@chef/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon, CalendarIcon, CartIcon, CheckCircleIcon, PrintIcon, RobotIcon, ShareIcon } from '../../../components/content-icons';
import { useMarkCooked } from '../../../features/cook-record/api/add-cook-record';
import { askToLogIn } from '../../../lib/login-required';
import { toastError, toastInfo, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { updateCachedRecipe } from '../../../features/recipe/api/qry-recipe-detail';
import { COMING_SOON, RECIPE_ACTIONS, type RecipeAction } from './recipe-actions';

// The dialogs (modal, calendar, forms) load on first use: they would otherwise weigh on every detail's first view.
const AddToAnthology = lazy(() =>
  import('../../../features/anthology/components/AddToAnthology').then((m) => ({ default: m.AddToAnthology })),
);
const ShareDialog = lazy(() => import('../../../features/share/components/ShareDialog').then((m) => ({ default: m.ShareDialog })));
const AddToWeek = lazy(() => import('../../../features/week/components/AddToWeek').then((m) => ({ default: m.AddToWeek })));

const ICONS: Record<RecipeAction, ReactNode> = {
  addToCart: <CartIcon size={16} />,
  addToAnthology: <BookmarkIcon size={16} />,
  addToWeek: <CalendarIcon size={16} />,
  cookOnRobot: <RobotIcon size={16} />,
  cooked: <CheckCircleIcon size={16} />,
  share: <ShareIcon size={16} />,
};

/** Add to cart, add to collection, add to my week, cook on the robot, I cooked this, share; and print. */
export function RecipeActions({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [dialog, setDialog] = useState<'addToAnthology' | 'addToWeek' | 'share' | null>(null);
  const markCooked = useMarkCooked();

  const run = (action: RecipeAction) => {
    if (!token) return askToLogIn();
    if (COMING_SOON.has(action)) return toastInfo(t('recipe.action.comingSoon'));
    if (action === 'addToAnthology' || action === 'addToWeek' || action === 'share') return setDialog(action);
    markCooked.mutate(recipe.id, {
      onSuccess: () => toastSuccess(t('cookRecord.marked')),
      onError: (error) => toastError(error.message),
    });
  };
  // The button of a recipe already collected or planned is shown filled, so the state reads at a glance.
  const done: Partial<Record<RecipeAction, boolean>> = { addToAnthology: recipe.isCollected, addToWeek: recipe.inMyWeek };

  return (
    <div className="chef-recipe__actions chef-no-print" data-testid="recipe-actions">
      {RECIPE_ACTIONS.map((action) => (
        <Button
          key={action}
          variant={action === 'cookOnRobot' || done[action] ? 'filled' : 'light'}
          leftSection={ICONS[action]}
          loading={action === 'cooked' && markCooked.isPending}
          onClick={() => run(action)}
          aria-pressed={action in done ? Boolean(done[action]) : undefined}
          data-testid={`action-${action}`}
        >
          {t(`recipe.action.${action}`)}
        </Button>
      ))}
      <Button variant="default" leftSection={<PrintIcon size={16} />} onClick={() => window.print()} data-testid="print">
        {t('recipe.action.print')}
      </Button>
      {dialog && (
        <Suspense>
          <AddToAnthology
            recipeId={recipe.id}
            opened={dialog === 'addToAnthology'}
            onClose={() => setDialog(null)}
            onAdded={({ collectCount }) => updateCachedRecipe(recipe.id, { isCollected: true, collectCount })}
          />
          <AddToWeek
            recipeId={recipe.id}
            opened={dialog === 'addToWeek'}
            onClose={() => setDialog(null)}
            onAdded={() => updateCachedRecipe(recipe.id, { inMyWeek: true })}
          />
          <ShareDialog recipe={recipe} opened={dialog === 'share'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
