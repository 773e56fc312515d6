import type { RatingResult, TargetType } from '@chef/shared';
import { CommentSection } from './CommentSection';
import { RatingPanel } from './RatingPanel';
import './reviews.css';

export interface ReviewsProps {
  targetType: TargetType;
  targetId: string;
  rating: number;
  ratingCount: number;
  myRating: number | null;
  onRated: (result: RatingResult) => void;
}

/** The rating control and the comments of a recipe or an article (loaded through LazyReviews). */
export default function Reviews({ targetType, targetId, onRated, ...rating }: ReviewsProps) {
  return (
    <div className="chef-reviews">
      <RatingPanel targetType={targetType} targetId={targetId} onRated={onRated} {...rating} />
      <CommentSection targetType={targetType} targetId={targetId} />
    </div>
  );
}
