import { useQuery } from '@tanstack/react-query';
import type { Category } from '@chef/shared';
import { apiGet } from '../api-client';
import { currentLanguage } from '../i18n';

/** GET /api/cook/qryCategory: the recipe categories, named in the caller's language (recipe filters, the editor). */
export function useCategories() {
  return useQuery({
    queryKey: ['recipes', 'categories', currentLanguage()],
    queryFn: ({ signal }) => apiGet<Category[]>('/api/cook/qryCategory', undefined, signal),
    staleTime: 10 * 60_000,
  });
}
