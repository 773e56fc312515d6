import { CommentSection } from './CommentSection';
import { RatingPanel, type RatingPanelProps } from './RatingPanel';
import './reviews.css';

export type ReviewsProps = RatingPanelProps;

/** The rating control and the comments of a recipe or an article (loaded through LazyReviews). */
export default function Reviews({ targetType, subject, onRated }: ReviewsProps) {
  return (
    <div className="chef-reviews">
      <RatingPanel targetType={targetType} subject={subject} onRated={onRated} />
      <CommentSection targetType={targetType} targetId={subject.id} />
    </div>
  );
}
