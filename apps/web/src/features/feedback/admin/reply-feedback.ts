import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyFeedbackBody } from '@chef/shared';
import type { StaffApi } from '../../../lib/staff-api';
import { adminFeedbackQueryKey } from './qry-admin-feedback';

/** POST /api/admin/replyFeedback: stores (or replaces) the reply; the user gets a message. */
export function useReplyFeedback(api: StaffApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyFeedbackBody) => api.post<null>('/api/admin/replyFeedback', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminFeedbackQueryKey }),
  });
}
