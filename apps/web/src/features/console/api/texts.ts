import { useMutation, useQuery } from '@tanstack/react-query';
import type { InfoPage, InfoPageCode, Language, UpdPageBody } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

const textKey = ['console', 'text'] as const;

/** GET /api/admin/qryPage: a content page in exactly one language (null when it has none yet). */
export function useConsoleText(code: InfoPageCode, lang: Language) {
  return useQuery({
    queryKey: [...textKey, code, lang],
    queryFn: ({ signal }) => staffGet<InfoPage | null>('/api/admin/qryPage', { code, lang }, signal),
  });
}

/** POST /api/admin/updPage. */
export function useSaveText() {
  return useMutation({
    mutationFn: (body: UpdPageBody) => staffPost<InfoPage>('/api/admin/updPage', body),
    onSuccess: (page) => {
      queryClient.setQueryData([...textKey, page.code, page.lang], page);
      // The portal's own copy of the page (features/info-page) in this tab.
      void queryClient.invalidateQueries({ queryKey: ['infoPage'] });
    },
  });
}
