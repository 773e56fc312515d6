import { useQuery } from '@tanstack/react-query';
import type { WeekSelection } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export const weekSelectionQueryKey = ['weekSelection'] as const;

/** GET /api/cook/qryWeekSelection: the recipes picked for this week, with the Monday they start. */
export function useWeekSelection() {
  return useQuery({
    queryKey: [...weekSelectionQueryKey, currentLanguage()],
    queryFn: ({ signal }) => apiGet<WeekSelection>('/api/cook/qryWeekSelection', undefined, signal),
  });
}
