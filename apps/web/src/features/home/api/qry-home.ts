import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Home } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { readRecentIds } from '../../../lib/recently-viewed';
import { getSession, useSession } from '../../../lib/session';

export const homeQueryKey = ['home'] as const;

/**
 * GET /api/cook/qryHome: every home section in one call. Visitors send the recipes they viewed
 * (kept in this browser); for a user the server knows them.
 */
function homeOptions(token: string | null) {
  const recentIds = token ? [] : readRecentIds();
  return queryOptions({
    queryKey: [...homeQueryKey, currentLanguage(), token, recentIds.join(',')],
    queryFn: ({ signal }) => apiGet<Home>('/api/cook/qryHome', { recentIds: recentIds.join(',') || undefined }, signal),
  });
}

export function useHome() {
  const { token } = useSession();
  return useQuery(homeOptions(token));
}

/** Started by the route's loader, alongside the page's code: the data need not wait for it. */
export function prefetchHome(): Promise<void> {
  return queryClient.prefetchQuery(homeOptions(getSession().token));
}
