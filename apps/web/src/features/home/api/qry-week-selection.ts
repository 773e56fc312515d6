import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekSelection } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';

export const weekSelectionQueryKey = ['weekSelection'] as const;

/** GET /api/cook/qryWeekSelection: the recipes picked for this week, with the Monday they start. */
const weekSelectionOptions = () =>
  queryOptions({
    queryKey: [...weekSelectionQueryKey, currentLanguage()],
    queryFn: ({ signal }) => apiGet<WeekSelection>('/api/cook/qryWeekSelection', undefined, signal),
  });

export function useWeekSelection() {
  return useQuery(weekSelectionOptions());
}

/** Started by the route's loader, alongside the page's code. */
export function prefetchWeekSelection(): Promise<void> {
  return queryClient.prefetchQuery(weekSelectionOptions());
}
