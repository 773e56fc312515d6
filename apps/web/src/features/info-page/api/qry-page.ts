import { useQuery } from '@tanstack/react-query';
import type { InfoPage, InfoPageCode } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export const infoPageQueryKey = ['infoPage'] as const;

/** GET /api/base/qryPage: a content page in the UI's language (the server falls back to en-US). */
export function useInfoPage(code: InfoPageCode) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...infoPageQueryKey, code, i18n.language],
    queryFn: ({ signal }) => apiGet<InfoPage>('/api/base/qryPage', { code, lang: currentLanguage() }, signal),
    staleTime: 10 * 60_000,
  });
}
