import { DIFFICULTY_LABEL_KEYS, imageVariant, type RecipeListItem } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCookingTime } from '../lib/cooking-time';
import { ChefHatIcon, ClockIcon } from './icons';
import { RatingStars } from './RatingStars';
import './content.css';

/** Thumbnails are 320 px wide (imageVariant 'sm'): recipe covers square, article covers 4:3. */
export function CardImage({ src, height = 320, eager = false }: { src: string | null; height?: number; eager?: boolean }) {
  return (
    <div className="chef-card__media">
      {src ? (
        <img
          src={src}
          // The card's title says what the picture shows: the image itself is decoration.
          alt=""
          width={320}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
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

/** A recipe in a list or a home row: thumbnail, name, rating, cooking time, difficulty. */
export function RecipeCard({ recipe, eager = false }: { recipe: RecipeListItem; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={`/home/recipeDetail/${recipe.id}`} className="chef-card" data-testid="recipe-card" lang={recipe.lang}>
      <CardImage src={imageVariant(recipe.cover, 'sm')} eager={eager} />
      <div className="chef-card__body">
        <h3 className="chef-card__title">{recipe.name}</h3>
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
