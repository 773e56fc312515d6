import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { usePageTitleOverride } from '../lib/page-title';
import { showFlashToast } from '../lib/settings';
import { currentTitleKey } from './route-handle';

/** Above every route, login included: the document title and the toast a reload left behind. */
export function RootShell() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const titleKey = currentTitleKey(matches);
  // A page about one thing (a recipe, an article) is titled by it (lib/page-title).
  const pageTitle = usePageTitleOverride();

  useEffect(() => {
    const product = t('product.title');
    const title = pageTitle ?? (titleKey ? t(titleKey) : null);
    document.title = title ? `${title} - ${product}` : product;
  }, [t, titleKey, pageTitle, i18n.language]);

  useEffect(() => {
    // The mark says the app has taken the page over: what is typed or clicked from now on reaches it
    // (a region not hydrated yet is hydrated at once for it: lib/hydration's HydrationRegion).
    document.documentElement.dataset.appReady = 'true';
    showFlashToast();
  }, []);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RouteFallback() {
  return (
    <Center mih="60vh">
      <Loader />
    </Center>
  );
}
