import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvRecord, AdvType, PageResult } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../api-client';
import { currentLanguage } from '../i18n';
import { queryClient } from '../query-client';

/**
 * GET /api/base/qryAdvPic: configuration records (service phone, download links, QR target, banners)
 * per language. Header, footer and home all read it, hence it lives in lib/ rather than a feature.
 */
export function qryAdvPic(advType: AdvType, size: number, signal?: AbortSignal): Promise<PageResult<AdvRecord>> {
  return apiGet<PageResult<AdvRecord>>('/api/base/qryAdvPic', { current: 1, size, advType, lang: currentLanguage() }, signal);
}

/** Configuration changes rarely: one fetch per type and language per visit is plenty. */
const CONFIG_STALE_MS = 10 * 60_000;

function advPicOptions(advType: AdvType, size: number, language: string) {
  return queryOptions({
    queryKey: ['advPic', advType, size, language],
    queryFn: ({ signal }) => qryAdvPic(advType, size, signal),
    staleTime: CONFIG_STALE_MS,
  });
}

/** `enabled` false holds the request back (what is out of sight waits for the page to settle). */
export function useAdvRecords(advType: AdvType, size = 1, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...advPicOptions(advType, size, i18n.language), select: (page) => page.records, enabled });
}

/**
 * What the layout's loader starts: the header's service phone (a server render then draws the header at
 * once). A server render also starts the footer's QR code record here: the footer draws the code in the
 * HTML, and a record first asked for by the render itself costs the page a second render pass
 * (entry-server.tsx). The browser asks for it once the page has settled (download.tsx).
 */
export function prefetchLayoutRecords(): Promise<unknown> {
  const language = currentLanguage();
  const phone = queryClient.prefetchQuery(advPicOptions('phone', 1, language));
  return import.meta.env.SSR ? Promise.all([phone, queryClient.prefetchQuery(advPicOptions('qrcode', 1, language))]) : phone;
}

/** The single record of a type (the spec's clients always ask for size 1), or undefined. */
export function useAdvRecord(advType: AdvType, enabled = true): AdvRecord | undefined {
  return useAdvRecords(advType, 1, enabled).data?.[0];
}
