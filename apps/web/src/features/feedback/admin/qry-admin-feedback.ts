import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminFeedback, FeedbackStatus, PageResult } from '@chef/shared';
import type { StaffApi } from '../../../lib/staff-api';

/** Every query of the console's feedback inbox starts with this key. */
export const adminFeedbackQueryKey = ['console', 'feedback'] as const;

export interface InboxRequest {
  current: number;
  size: number;
  type: number | null;
  status: FeedbackStatus | null;
}

/** GET /api/admin/qryFeedback: a page of everyone's feedback, waiting first, filtered by type and status. */
export function useAdminFeedback(api: StaffApi, request: InboxRequest) {
  return useQuery({
    queryKey: [...adminFeedbackQueryKey, request],
    queryFn: ({ signal }) =>
      api.get<PageResult<AdminFeedback>>(
        '/api/admin/qryFeedback',
        { current: request.current, size: request.size, type: request.type ?? undefined, status: request.status ?? undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
