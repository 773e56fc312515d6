import { Button, Group, Paper } from '@mantine/core';
import { hasMachineStep, type RecipeDetail } from '@chef/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  BookmarkIcon,
  CalendarIcon,
  CartIcon,
  CheckCircleIcon,
  PrintIcon,
  RobotIcon,
  ShareIcon,
  TimerIcon,
} from '../../../components/content-icons';
import { PlainButton, PlainButtonLink } from '../../../components/PlainButton';
import { useMarkCooked } from '../../../features/cook-record/api/add-cook-record';
import { useCopyRecipe } from '../../../features/my-recipe/api/copy-recipe';
import { lazyPart } from '../../../lib/lazy-part';
import { askToLogIn } from '../../../lib/login-required';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { updateCachedRecipe } from '../../../features/recipe/api/qry-recipe-detail';
import { clearSession, useSavedSession } from '../../../features/recipe/lib/cook-session';
import { addCookModeEntryWords } from '../../../lib/cook-mode-words';
import { AppStoreButtons } from '../../layout/download';
import { LOGIN_INVITES, RECIPE_ACTIONS, type RecipeAction } from './recipe-actions';

// The dialogs (modal, calendar, forms) load on first use: they would otherwise weigh on every detail's first view.
const AddToAnthology = lazyPart(() => import('../../../features/anthology/components/AddToAnthology').then((m) => m.AddToAnthology));
const AddToBasket = lazyPart(() => import('../../../features/basket/components/AddToBasket').then((m) => m.AddToBasket));
const ShareDialog = lazyPart(() => import('../../../features/share/components/ShareDialog').then((m) => m.ShareDialog));
const AddToWeek = lazyPart(() => import('../../../features/week/components/AddToWeek').then((m) => m.AddToWeek));
// The appliance's dialog and live panel: loaded for signed-in users once the detail is shown (it
// follows any of their devices cooking this recipe), never for visitors.
const CookOnRobot = lazyPart(() => import('../../../features/device/components/CookOnRobot').then((m) => m.CookOnRobot));

addCookModeEntryWords();

/** Where "rate it" after cooking on the robot leads: the recipe's rating panel below. */
const scrollToRating = () => document.querySelector('.chef-reviews-slot')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

const ICONS: Record<RecipeAction, ReactNode> = {
  addToCart: <CartIcon size={16} />,
  addToAnthology: <BookmarkIcon size={16} />,
  addToWeek: <CalendarIcon size={16} />,
  cookOnRobot: <RobotIcon size={16} />,
  cooked: <CheckCircleIcon size={16} />,
  share: <ShareIcon size={16} />,
};

/** Cook mode's address for the recipe: the page's portions go along only when they were changed there (they then win over the saved ones). */
const cookModePath = (recipe: RecipeDetail, portions: number, privateRecipe = false) => {
  const query = new URLSearchParams();
  if (portions !== recipe.portions) query.set('portions', String(portions));
  // The owner's private recipe is read through their own call (CookModeRoute).
  if (privateRecipe) query.set('mine', '1');
  const search = query.toString();
  return `/cook/${recipe.id}${search ? `?${search}` : ''}`;
};

/**
 * When this browser has a cook mode session of the recipe saved (issue 23): the offer to go on at its
 * step with its timers, or to start over.
 */
function CookModeResume({ recipe, portions, privateRecipe }: { recipe: RecipeDetail; portions: number; privateRecipe: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useSavedSession(recipe.id);
  if (!saved || saved.finished) return null;
  const to = cookModePath(recipe, portions, privateRecipe);
  return (
    <Paper withBorder radius="md" p="sm" mt="sm" className="chef-no-print" data-testid="cook-resume-offer">
      <Group justify="space-between" gap="sm">
        <span>
          {t('cookMode.resumeOffer', { step: Math.min(saved.step + 1, recipe.steps.length), total: recipe.steps.length })}
          {saved.timers.length > 0 && ` ${t('cookMode.resumeTimers', { count: saved.timers.length })}`}
        </span>
        <Group gap="xs">
          <Button component={Link} to={to} size="xs" data-testid="cook-resume">
            {t('cookMode.goOn')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              clearSession(recipe.id);
              void navigate(to);
            }}
            data-testid="cook-start-over"
          >
            {t('cookMode.startOver')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Add to cart, add to collection, add to my week, cook on the robot, cook mode, I cooked this, share;
 * copy to adapt and print. `privateRecipe`: the owner's own private recipe (issue 26; its page is their
 * box's /myCenter/recipeDetail): no share and no copy, which are for published recipes; its cook mode
 * reads it through the owner's own call.
 */
export function RecipeActions({
  recipe,
  portions = recipe.portions,
  privateRecipe = false,
}: {
  recipe: RecipeDetail;
  portions?: number;
  privateRecipe?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [dialog, setDialog] = useState<'addToCart' | 'addToAnthology' | 'addToWeek' | 'share' | null>(null);
  const [robotOpen, setRobotOpen] = useState(false);
  const markCooked = useMarkCooked();
  const copy = useCopyRecipe();
  const navigate = useNavigate();
  // "Copy to adapt" (issue 26): a private copy of this recipe, opened in the editor.
  const copyToAdapt = () => {
    if (!token) return askToLogIn('copy');
    copy.mutate(
      { id: recipe.id },
      {
        onSuccess: ({ id }) => {
          toastSuccess(t('recipe.copied'));
          void navigate(`/myCenter/editRecipe?id=${id}`);
        },
        onError: (error) => toastError(error.message),
      },
    );
  };

  const run = (action: RecipeAction) => {
    // A public page is passed on without an account (issue 28); everything else is the user's own.
    if (action === 'share') return setDialog(action);
    if (!token) return askToLogIn(LOGIN_INVITES[action]);
    if (action === 'addToCart' || action === 'addToAnthology' || action === 'addToWeek') return setDialog(action);
    if (action === 'cookOnRobot') return setRobotOpen(true);
    markCooked.mutate(recipe.id, {
      onSuccess: () => toastSuccess(t('cookRecord.marked')),
      onError: (error) => toastError(error.message),
    });
  };
  // The button of a recipe already collected or planned is shown filled, so the state reads at a glance.
  const done: Partial<Record<RecipeAction, boolean>> = { addToAnthology: recipe.isCollected, addToWeek: recipe.inMyWeek };
  // A stove recipe (no step the appliance runs) is not offered to the robot; sendRecipe refuses it too.
  const forRobot = hasMachineStep(recipe.steps);
  const actions = RECIPE_ACTIONS.filter((action) => (action !== 'cookOnRobot' || forRobot) && (action !== 'share' || !privateRecipe));

  return (
    <>
      <div className="chef-recipe__actions chef-no-print" data-testid="recipe-actions">
        {actions.map((action) => [
          // Cook mode sits where a stove recipe's Cook on the robot would be, and beside a robot recipe's.
          action === 'cooked' && (
            <PlainButtonLink
              key="cookMode"
              to={cookModePath(recipe, portions, privateRecipe)}
              leftSection={<TimerIcon size={16} />}
              data-testid="action-cookMode"
            >
              {t('cookMode.open')}
            </PlainButtonLink>
          ),
          <PlainButton
            key={action}
            variant={action === 'cookOnRobot' || done[action] ? 'filled' : 'light'}
            leftSection={ICONS[action]}
            loading={action === 'cooked' && markCooked.isPending}
            onClick={() => run(action)}
            aria-pressed={action in done ? Boolean(done[action]) : undefined}
            data-testid={`action-${action}`}
          >
            {t(`recipe.action.${action}`)}
          </PlainButton>,
        ])}
        {!privateRecipe && (
          <PlainButton variant="default" loading={copy.isPending} onClick={copyToAdapt} data-testid="copy-recipe">
            {t('recipe.action.copy')}
          </PlainButton>
        )}
        <PlainButton variant="default" leftSection={<PrintIcon size={16} />} onClick={() => window.print()} data-testid="print">
          {t('recipe.action.print')}
        </PlainButton>
        {dialog && dialog !== 'share' && (
          <>
            <AddToBasket recipeId={recipe.id} opened={dialog === 'addToCart'} onClose={() => setDialog(null)} />
            <AddToAnthology
              recipeId={recipe.id}
              opened={dialog === 'addToAnthology'}
              onClose={() => setDialog(null)}
              onAdded={({ collectCount }) => updateCachedRecipe(recipe.id, { isCollected: true, collectCount })}
            />
            <AddToWeek
              recipeId={recipe.id}
              portions={recipe.portions}
              opened={dialog === 'addToWeek'}
              onClose={() => setDialog(null)}
              onAdded={() => updateCachedRecipe(recipe.id, { inMyWeek: true })}
            />
          </>
        )}
      </div>
      <CookModeResume recipe={recipe} portions={portions} privateRecipe={privateRecipe} />
      {token && (
        <CookOnRobot
          recipeId={recipe.id}
          steps={recipe.steps}
          ingredients={recipe.ingredients}
          opened={robotOpen}
          onClose={() => setRobotOpen(false)}
          downloadButtons={<AppStoreButtons />}
          onRate={scrollToRating}
        />
      )}
      {dialog === 'share' && <ShareDialog recipe={recipe} opened onClose={() => setDialog(null)} />}
    </>
  );
}
