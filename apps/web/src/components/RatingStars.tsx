import { RATING_MAX } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import './content.css';

/**
 * An average score as five stars, partly filled (display only; RatingPanel is the control). Plain
 * characters and CSS: cards are in the first view, where every byte counts.
 */
export function RatingStars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(RATING_MAX, rating));
  const label = count === 0 ? t('review.noRatings') : t('review.starsLabel', { rating: value.toFixed(1), max: RATING_MAX });
  return (
    <span className="chef-stars-line">
      <span className="chef-stars" role="img" aria-label={label} style={{ fontSize: size }}>
        <span className="chef-stars__base" aria-hidden="true">
          ★★★★★
        </span>
        <span className="chef-stars__fill" aria-hidden="true" style={{ width: `${(value / RATING_MAX) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      {count !== undefined && count > 0 && (
        <span className="chef-stars-line__text">
          {value.toFixed(1)} <span className="chef-stars-line__count">({count})</span>
        </span>
      )}
    </span>
  );
}
