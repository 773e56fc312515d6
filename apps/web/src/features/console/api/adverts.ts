import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminAdvRecord, AdvInput, Language, PageResult } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

const advKey = ['console', 'adv'] as const;

/** GET /api/admin/qryAdv: every config record of a language (at most 100: a handful of types and banners). */
export function useConsoleAdverts(lang: Language) {
  return useQuery({
    queryKey: [...advKey, lang],
    queryFn: ({ signal }) => staffGet<PageResult<AdminAdvRecord>>('/api/admin/qryAdv', { lang, current: 1, size: 100 }, signal),
    select: (page) => page.records,
  });
}

const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: advKey });
  // The console's own header and home read the public records: show the change here too.
  void queryClient.invalidateQueries({ queryKey: ['advPic'] });
};

/** POST /api/admin/addAdv, or updAdv when the record has an id. */
export function useSaveAdvert() {
  return useMutation({
    mutationFn: ({ id, ...input }: AdvInput & { id: string | null }) =>
      staffPost<AdminAdvRecord>(id ? '/api/admin/updAdv' : '/api/admin/addAdv', id ? { ...input, id } : input),
    onSuccess: refresh,
  });
}

/** POST /api/admin/delAdv. */
export function useDeleteAdvert() {
  return useMutation({
    mutationFn: (id: string) => staffPost<{ deleted: number }>('/api/admin/delAdv', { ids: [id] }),
    onSuccess: refresh,
  });
}
