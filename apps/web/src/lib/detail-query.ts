import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PREFETCH_HEADERS } from '@chef/shared';
import { apiCall } from './api-client';
import { currentLanguage } from './i18n';
import { queryClient } from './query-client';
import { getSession, useSession } from './session';

const ID = /^\d{1,19}$/;

/**
 * The detail of one item (a recipe, an article): GET `path`?id=, which the server counts as a view (and,
 * for a user, a recently viewed recipe). Fetched ahead by a list card (lib/prefetch) it says
 * `Purpose: prefetch` and is not counted; the page then counts it when it is actually opened, by
 * asking once more in the background (what is on screen does not wait for that answer).
 */
export function detailQuery<T>(baseKey: readonly string[], path: string) {
  /** Ids in the cache from a fetch ahead only: opening one of them counts its view. */
  const fetchedAhead = new Set<string>();

  const options = (id: string, token: string | null, ahead = false) =>
    queryOptions({
      // The caller's own fields (myRating, isCollected...) depend on who asks.
      queryKey: [...baseKey, id, token, currentLanguage()],
      queryFn: ({ signal }) => apiCall<T>('GET', path, { query: { id }, signal, ...(ahead ? { headers: PREFETCH_HEADERS } : {}) }),
      // An unknown id stays unknown: no retry.
      retry: false,
    });

  return {
    useDetail(id: string | null) {
      const { token } = useSession();
      const query = useQuery({ ...options(id ?? '', token), enabled: id !== null });
      useEffect(() => {
        if (id !== null && fetchedAhead.delete(id)) void queryClient.refetchQueries({ queryKey: [...baseKey, id] });
      }, [id]);
      return query;
    },
    /** The detail as this cache has it for the current visitor and language (nothing is fetched). */
    cached(id: string | null): T | undefined {
      return id && ID.test(id) ? queryClient.getQueryData(options(id, getSession().token).queryKey) : undefined;
    },
    /** Started by the route's loader (the page is being opened), or by a card ahead of time (`ahead`). */
    prefetch(id: string | null, ahead = false): Promise<void> {
      if (!id || !ID.test(id)) return Promise.resolve();
      const wanted = options(id, getSession().token, ahead);
      if (ahead && queryClient.getQueryData(wanted.queryKey) === undefined) fetchedAhead.add(id);
      return queryClient.prefetchQuery(wanted);
    },
  };
}
