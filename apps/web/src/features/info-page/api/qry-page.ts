import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfoPage, InfoPageCode } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';

export const infoPageQueryKey = ['infoPage'] as const;

/** GET /api/base/qryPage: a content page in the UI's language (the server falls back to en-US). */
const infoPageOptions = (code: InfoPageCode) =>
  queryOptions({
    queryKey: [...infoPageQueryKey, code, currentLanguage()],
    queryFn: ({ signal }) => apiGet<InfoPage>('/api/base/qryPage', { code, lang: currentLanguage() }, signal),
    staleTime: 10 * 60_000,
  });

export function useInfoPage(code: InfoPageCode) {
  // Drawn again, and so asked again, when the language changes.
  useTranslation();
  return useQuery(infoPageOptions(code));
}

/** Started by the route's loader, alongside the page's code. */
export function prefetchInfoPage(code: InfoPageCode): Promise<void> {
  return queryClient.prefetchQuery(infoPageOptions(code));
}
