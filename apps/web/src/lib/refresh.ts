import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The breadcrumb's refresh flag (spec "Breadcrumb trail"): when the user goes back to a page that
 * is on the trail, that page should show fresh data. The layout publishes the location key of the
 * visit that deserves a refresh; pages subscribe with the hooks below.
 */
export const RefreshContext = createContext<string | null>(null);

/** Runs `onRefresh` when the current visit came back to this page through the trail. */
export function useRefreshFlag(onRefresh: () => void): void {
  const refreshKey = useContext(RefreshContext);
  const { key } = useLocation();
  const callback = useRef(onRefresh);
  useEffect(() => {
    callback.current = onRefresh;
  });
  useEffect(() => {
    if (refreshKey !== null && refreshKey === key) callback.current();
  }, [refreshKey, key]);
}

/** The common case: refetch the page's queries. */
export function useRefreshQueries(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  useRefreshFlag(() => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  });
}
