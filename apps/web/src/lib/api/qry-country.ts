import { useQuery } from '@tanstack/react-query';
import type { Country } from '@chef/shared';
import { apiGet } from '../api-client';
import { currentLanguage } from '../i18n';

/** GET /api/cook/qryCountry: the countries recipes come from, named in the caller's language. */
export function useCountries() {
  return useQuery({
    queryKey: ['recipes', 'countries', currentLanguage()],
    queryFn: ({ signal }) => apiGet<Country[]>('/api/cook/qryCountry', undefined, signal),
    staleTime: 10 * 60_000,
  });
}
