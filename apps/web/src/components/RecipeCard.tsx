import { DIFFICULTY_LABEL_KEYS, imageSrcSet, imageVariant, type RecipeListItem } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCookingTime } from '../lib/cooking-time';
import type { PrefetchKey } from '../lib/prefetch';
import { ChefHatIcon, ClockIcon } from './icons';
import { RatingStars } from './RatingStars';
import './content.css';

/**
 * A card's picture: the thumbnail as src (what a browser without srcset shows), and both copies in
 * srcset, so a wide or dense screen takes the large one (`sizes`: how wide the card is, format.ts).
 * Recipe covers are square, article covers 4:3; the width and height keep the box while it loads.
 */
export function CardImage({
  cover,
  sizes,
  height = 320,
  eager = false,
  lcp = false,
}: {
  cover: string | null;
  sizes: string;
  height?: number;
  /** In the first view: loaded at once. */
  eager?: boolean;
  /** The first view's largest picture (its LCP), fetched before the others; eager too. */
  lcp?: boolean;
}) {
  const src = imageVariant(cover, 'sm');
  return (
    <div className="chef-card__media">
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(cover)}
          sizes={sizes}
          // The card's title says what the picture shows: the image itself is decoration.
          alt=""
          width={320}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={lcp ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <span className="chef-card__placeholder" aria-hidden="true">
          <ChefHatIcon size={36} />
        </span>
      )}
    </div>
  );
}

/** A card's title is a heading one level below the heading the cards sit under (axe: heading-order). */
export type CardHeading = 'h2' | 'h3';

/**
 * A recipe in a list or a home row: thumbnail, name, rating, cooking time, difficulty. In view or
 * under the pointer, it fetches the recipe's page ahead (data-prefetch, lib/prefetch).
 */
export function RecipeCard({
  recipe,
  sizes,
  heading: Heading = 'h3',
  ...load
}: {
  recipe: RecipeListItem;
  sizes: string;
  /** h3 under a section's h2 (home); h2 where the cards sit right under the page's h1 (lists). */
  heading?: CardHeading;
  eager?: boolean;
  lcp?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      data-prefetch={`recipeDetail:${recipe.id}` satisfies PrefetchKey}
      to={`/home/recipeDetail/${recipe.id}`}
      className="chef-card"
      data-testid="recipe-card"
      lang={recipe.lang}
    >
      <CardImage cover={recipe.cover} sizes={sizes} {...load} />
      <div className="chef-card__body">
        <Heading className="chef-card__title">{recipe.name}</Heading>
        <RatingStars rating={recipe.rating} count={recipe.ratingCount} />
        <div className="chef-card__meta">
          <span className="chef-card__time">
            <ClockIcon size={13} />
            {formatCookingTime(recipe.cookingTime)}
          </span>
          <span className="chef-card__difficulty" data-difficulty={recipe.difficulty}>
            {t(DIFFICULTY_LABEL_KEYS[recipe.difficulty])}
          </span>
        </div>
      </div>
    </Link>
  );
}

/** The same box as a card, while its data is on its way: nothing moves when it arrives. */
export function CardSkeleton() {
  return (
    <div className="chef-card chef-card--skeleton" aria-hidden="true">
      <div className="chef-card__media chef-skeleton" />
      <div className="chef-card__body">
        <div className="chef-skeleton chef-skeleton--line" />
        <div className="chef-skeleton chef-skeleton--line chef-skeleton--short" />
      </div>
    </div>
  );
}
