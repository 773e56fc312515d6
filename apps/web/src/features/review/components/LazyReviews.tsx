import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../../lib/after-load';
import { useSession } from '../../../lib/session';
import { prefetchComments } from '../api/qry-comment';
import type { ReviewsProps } from './Reviews';

const Reviews = lazy(() => import('./Reviews'));

/**
 * Rating and comments sit below the first view, and their code (the rating control, the comment
 * form, the confirm dialog) is not small: it is fetched once the page has settled. The slot keeps
 * its room meanwhile, so the footer does not jump.
 */
export function LazyReviews(props: ReviewsProps) {
  const { token } = useSession();
  const ready = useAfterLoad(() => void prefetchComments(props.targetType, props.subject.id, token));
  return (
    <div className="chef-reviews-slot chef-no-print">
      {ready && (
        <Suspense fallback={null}>
          <Reviews {...props} />
        </Suspense>
      )}
    </div>
  );
}
