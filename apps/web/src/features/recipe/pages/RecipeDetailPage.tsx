import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DIFFICULTY_LABEL_KEYS,
  RECIPE_COVER_SIZES,
  SERVINGS_LABEL_KEYS,
  imageSrcSet,
  imageVariant,
  servingsOf,
  temperaturesInText,
  type RecipeDetail,
  type UnitSetting,
} from '@chef/shared';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { drawsServerHtml, HydrationRegion } from '../../../lib/hydration';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FlagIcon, FlameIcon, TagIcon, UsersIcon } from '../../../components/content-icons';
import { ClockIcon, ChefHatIcon, UserIcon } from '../../../components/icons';
import { LoadError } from '../../../components/LoadError';
import { RatingStars } from '../../../components/RatingStars';
import { ApiError } from '../../../lib/api-client';
import { formatCookingTime } from '../../../lib/cooking-time';
import { usePageTitle } from '../../../lib/page-title';
import { recordRecentlyViewed } from '../../../lib/recently-viewed';
import { useRefreshQueries } from '../../../lib/refresh';
import { useSession } from '../../../lib/session';
import { unitSetting } from '../../../lib/settings';
import { recipeDetailQueryKey, useRecipeDetail } from '../api/qry-recipe-detail';
import { IngredientList, NutritionList, PortionsStepper } from '../components/IngredientsPanel';
import { RecipeBadge } from '../components/RecipeBadge';
import { StepList } from '../components/StepList';
import '../recipe.css';

/** The id from /home/recipeDetail/:id or /home/recipeDetail?id= (both are the spec's routes). */
export function useRecipeId(): string | null {
  const { id } = useParams();
  const [params] = useSearchParams();
  const value = id ?? params.get('id');
  return value && /^\d{1,19}$/.test(value) ? value : null;
}

function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`recipe-${id}`} className={`chef-recipe__section ${className ?? ''}`} data-testid={`recipe-${id}`}>
      <h2 className="chef-recipe__heading" id={`recipe-${id}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Meta({ icon, label, value, testId }: { icon: ReactNode; label: string; value: ReactNode; testId: string }) {
  return (
    <div className="chef-recipe__meta-item" data-testid={testId}>
      <dt>
        {icon}
        {label}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The cover is the page's largest picture (its LCP): at once, at high priority, the copy the screen
 * needs (srcset). Its URLs and sizes are those the server announces in the HTML head (the recipe's
 * `cover` as the API gives it, imageSrcSet, RECIPE_COVER_SIZES), so the preload is the copy used.
 */
function Cover({ recipe }: { recipe: RecipeDetail }) {
  return (
    <div className="chef-recipe__cover">
      {recipe.cover ? (
        <img
          src={recipe.cover}
          srcSet={imageSrcSet(recipe.cover)}
          sizes={RECIPE_COVER_SIZES}
          alt={recipe.name}
          width={750}
          height={750}
          fetchPriority="high"
          decoding="sync"
        />
      ) : (
        <span className="chef-card__placeholder" aria-hidden="true">
          <ChefHatIcon size={64} />
        </span>
      )}
    </div>
  );
}

/** Who wrote it (issue 28): a user's nickname and avatar (the header's round picture, app.css), else the kitchen's name. */
function Author({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const avatar = imageVariant(recipe.authorAvatar, 'sm');
  return (
    <p className="chef-recipe__author">
      <span className="chef-avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" width={26} height={26} data-testid="recipe-author-avatar" /> : <UserIcon size={15} />}
      </span>
      <span data-testid="recipe-author">{t('recipe.by', { author: recipe.authorName })}</span>
    </p>
  );
}

/**
 * What other features add to a recipe's page, given by the route that composes them (app/routes):
 * the action buttons under the description, and the rating and comments at the bottom.
 */
export interface RecipeDetailSlots {
  /** portions: as chosen on the page (cook mode opens with them). */
  actions: (recipe: RecipeDetail, portions: number) => ReactNode;
  reviews: (recipe: RecipeDetail) => ReactNode;
}

function RecipeView({ recipe, units, slots }: { recipe: RecipeDetail; units: UnitSetting; slots: RecipeDetailSlots }) {
  const { t } = useTranslation();
  // The top of the page (cover, name, meta, actions) renders at once; the long body follows in a
  // deferred, interruptible render, so no single long task holds the first view back.
  // A server-rendered page carries it whole (lib/hydration).
  const body = useDeferredValue<RecipeDetail | null>(recipe, drawsServerHtml() ? recipe : null);
  // Chosen beside the ingredients, read by the actions too (cook mode opens with them).
  const [portions, setPortions] = useState(recipe.portions);

  return (
    <article className="chef-recipe" data-testid="recipe-detail" lang={recipe.lang}>
      <header className="chef-recipe__top">
        <Cover recipe={recipe} />
        <div className="chef-recipe__intro">
          <Title order={1} className="chef-recipe__name" data-testid="recipe-name">
            {recipe.name}
          </Title>
          <Author recipe={recipe} />
          <div className="chef-recipe__rating">
            <RatingStars rating={recipe.rating} count={recipe.ratingCount} size={18} />
            {recipe.ratingCount === 0 && <p className="chef-recipe__no-ratings">{t('review.noRatings')}</p>}
          </div>
          <dl className="chef-recipe__meta">
            <Meta
              icon={<ClockIcon size={15} />}
              label={t('recipe.meta.cookingTime')}
              value={formatCookingTime(recipe.cookingTime)}
              testId="meta-time"
            />
            <Meta
              icon={<FlameIcon size={15} />}
              label={t('recipe.meta.difficulty')}
              value={t(DIFFICULTY_LABEL_KEYS[recipe.difficulty])}
              testId="meta-difficulty"
            />
            <Meta
              icon={<UsersIcon size={15} />}
              label={t('recipe.meta.portions')}
              // The number, and the spec's servings band beside it ("4 · 3-6 people").
              value={
                <>
                  {recipe.portions}
                  <span className="chef-recipe__servings" data-testid="meta-servings">
                    {t(SERVINGS_LABEL_KEYS[servingsOf(recipe.portions)])}
                  </span>
                </>
              }
              testId="meta-portions"
            />
            {recipe.country && (
              <Meta icon={<FlagIcon size={15} />} label={t('recipe.meta.country')} value={recipe.country} testId="meta-country" />
            )}
            <Meta icon={<TagIcon size={15} />} label={t('recipe.meta.category')} value={recipe.category} testId="meta-category" />
            {recipe.flavor && (
              <Meta
                icon={<TagIcon size={15} />}
                label={t('recipe.meta.flavor')}
                value={t(`enum.flavor.${recipe.flavor}`)}
                testId="meta-flavor"
              />
            )}
          </dl>
          {recipe.description && <p className="chef-recipe__description">{recipe.description}</p>}
          {slots.actions(recipe, portions)}
        </div>
      </header>

      {/* Hydrated after the top, where the page's buttons are (lib/hydration). */}
      <HydrationRegion>
        {body ? (
          <RecipeBody recipe={body} units={units} reviews={slots.reviews} portions={portions} setPortions={setPortions} />
        ) : (
          <div className="chef-recipe__body-loading" aria-busy="true" />
        )}
      </HydrationRegion>
    </article>
  );
}

function RecipeBody({
  recipe,
  units,
  reviews,
  portions,
  setPortions,
}: {
  recipe: RecipeDetail;
  units: UnitSetting;
  reviews: RecipeDetailSlots['reviews'];
  portions: number;
  setPortions: (portions: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="chef-recipe__columns">
        <div className="chef-recipe__aside">
          <Section id="ingredients" title={t('recipe.ingredients')}>
            <PortionsStepper value={portions} onChange={setPortions} />
            {recipe.ingredients.length > 0 ? (
              <IngredientList ingredients={recipe.ingredients} recipePortions={recipe.portions} portions={portions} units={units} />
            ) : (
              <p className="chef-recipe__none">{t('recipe.noneListed')}</p>
            )}
          </Section>
          {recipe.nutrition.length > 0 && (
            <Section id="nutrition" title={t('recipe.nutrition')}>
              <p className="chef-recipe__per-portion">{t('recipe.perPortion')}</p>
              <NutritionList nutrition={recipe.nutrition} units={units} />
            </Section>
          )}
          {recipe.accessories.length > 0 && (
            <Section id="accessories" title={t('recipe.accessories')}>
              <div className="chef-chips">
                {recipe.accessories.map((accessory) => (
                  <RecipeBadge key={accessory} size="lg">
                    {t(`enum.accessory.${accessory}`)}
                  </RecipeBadge>
                ))}
              </div>
            </Section>
          )}
          {recipe.tips && (
            <Section id="tips" title={t('recipe.tips')} className="chef-recipe__tips">
              <p className="chef-recipe__text">{temperaturesInText(recipe.tips, units.temperature)}</p>
            </Section>
          )}
        </div>

        <div className="chef-recipe__main">
          {recipe.preparations.length > 0 && (
            <Section id="preparations" title={t('recipe.preparations')}>
              <ul className="chef-preparations">
                {recipe.preparations.map((preparation, index) => (
                  <li key={index}>{preparation}</li>
                ))}
              </ul>
            </Section>
          )}
          <Section id="steps" title={t('recipe.steps')}>
            <StepList steps={recipe.steps} temperatureUnit={units.temperature} />
          </Section>
        </div>
      </div>

      {reviews(recipe)}
    </>
  );
}

/**
 * A recipe exactly as its public page shows it, from a recipe already at hand (no request, no view
 * counted): the author's own view (recipeDetailMine) and the staff console's audit preview use it.
 */
export function RecipeDetailView({ recipe, slots }: { recipe: RecipeDetail; slots: RecipeDetailSlots }) {
  const [units] = useState(unitSetting);
  return <RecipeView key={recipe.id} recipe={recipe} units={units} slots={slots} />;
}

function DetailSkeleton() {
  return (
    <div className="chef-recipe chef-recipe--loading" aria-busy="true">
      <div className="chef-recipe__top">
        <div className="chef-recipe__cover chef-skeleton" />
        <div className="chef-recipe__intro">
          <div className="chef-skeleton" style={{ height: 36, width: '70%' }} />
          <div className="chef-skeleton chef-skeleton--line" style={{ width: '40%' }} />
          <div className="chef-skeleton" style={{ height: 88 }} />
        </div>
      </div>
    </div>
  );
}

/** No such recipe (or not published): the way to the list. Cook mode shows it too (`m`: its margin there). */
export function RecipeNotFound({ m }: { m?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" m={m} data-testid="recipe-not-found">
      <Stack align="flex-start" gap="sm">
        <Text fw={600}>{t('recipe.notFound')}</Text>
        <Anchor component={Link} to="/home/recipe">
          {t('recipe.browseAll')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * /home/recipeDetail/:id: everything the spec names (ingredients with a portions control, nutrition,
 * tips, accessories, preparations, steps with the machine settings in the user's units), rating and
 * comments, the action buttons and a print view. The route's loader has already asked for the data.
 */
export function RecipeDetailPage(slots: RecipeDetailSlots) {
  const id = useRecipeId();
  const { token } = useSession();
  const query = useRecipeDetail(id);
  const recipe = query.data;
  // Read once per page load: a change of units reloads the page (spec section 4).
  const [units] = useState(unitSetting);
  usePageTitle(recipe?.name);
  useRefreshQueries([recipeDetailQueryKey]);

  useEffect(() => {
    // Users' views are kept by the server (qryRecipeDetail); visitors' in this browser.
    if (recipe && !token) recordRecentlyViewed(recipe.id);
  }, [recipe, token]);

  if (id === null || (query.error instanceof ApiError && query.error.code === 404)) return <RecipeNotFound />;
  if (recipe) return <RecipeView key={recipe.id} recipe={recipe} units={units} slots={slots} />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return <DetailSkeleton />;
}
