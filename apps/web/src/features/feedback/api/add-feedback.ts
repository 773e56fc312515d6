import { useMutation } from '@tanstack/react-query';
import type { AddFeedbackInput } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { feedbackQueryKey } from './qry-feedback';

/** POST /api/feedback/addFeedback: the history is fetched again afterwards. */
export function useAddFeedback() {
  return useMutation({
    mutationFn: (body: AddFeedbackInput) => apiPost<{ id: string }>('/api/feedback/addFeedback', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
  });
}
