import { CommentSection } from './CommentSection';
import { RatingPanel, type RatingPanelProps } from './RatingPanel';
import './reviews.css';

export type ReviewsProps = RatingPanelProps;

/** The rating control and the comments of a recipe or an article (loaded through LazyReviews). */
export default function Reviews({ targetType, targetId, onRated, ...rating }: ReviewsProps) {
  return (
    <div className="chef-reviews">
      <RatingPanel targetType={targetType} targetId={targetId} onRated={onRated} {...rating} />
      <CommentSection targetType={targetType} targetId={targetId} />
    </div>
  );
}
