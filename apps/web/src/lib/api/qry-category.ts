import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@chef/shared';
import { apiGet } from '../api-client';
import { currentLanguage } from '../i18n';
import { queryClient } from '../query-client';

/** GET /api/cook/qryCategory: the recipe categories, named in the caller's language (recipe filters, the editor). */
const categoriesOptions = () =>
  queryOptions({
    queryKey: ['recipes', 'categories', currentLanguage()],
    queryFn: ({ signal }) => apiGet<Category[]>('/api/cook/qryCategory', undefined, signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesOptions());
}

/** Started by the recipe list's loader: its filters are drawn with their choices. */
export function prefetchCategories(): Promise<void> {
  return queryClient.prefetchQuery(categoriesOptions());
}
