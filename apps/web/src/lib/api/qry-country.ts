import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@chef/shared';
import { apiGet } from '../api-client';
import { currentLanguage } from '../i18n';
import { queryClient } from '../query-client';

/** GET /api/cook/qryCountry: the countries recipes come from, named in the caller's language. */
const countriesOptions = () =>
  queryOptions({
    queryKey: ['recipes', 'countries', currentLanguage()],
    queryFn: ({ signal }) => apiGet<Country[]>('/api/cook/qryCountry', undefined, signal),
    staleTime: 10 * 60_000,
  });

export function useCountries() {
  return useQuery(countriesOptions());
}

/** Started by the recipe list's loader: its filters are drawn with their choices. */
export function prefetchCountries(): Promise<void> {
  return queryClient.prefetchQuery(countriesOptions());
}
