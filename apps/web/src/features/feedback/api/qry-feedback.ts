import type { Feedback } from '@chef/shared';
import { useMyLoadMore } from '../../../lib/paging';

/** Every query of the user's feedback history starts with this key. */
export const feedbackQueryKey = ['feedback'] as const;

/** GET /api/feedback/qryFeedback: the user's own, newest first, page after page. */
export function useMyFeedback() {
  return useMyLoadMore<Feedback>({ queryKey: feedbackQueryKey, path: '/api/feedback/qryFeedback', size: 10 });
}
