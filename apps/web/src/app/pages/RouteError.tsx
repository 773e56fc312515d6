import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewRelease } from '../../lib/stale-release';
import { RouteFallback } from '../RootShell';

/**
 * The error element of every route (router.tsx), in place of React Router's developer screen. It
 * stays in the entry chunk: the error it most often shows is a chunk that could not be downloaded.
 * A new release reloads the tab once (lib/stale-release); anything else says what happened, in the
 * user's language, with reload and home. Home is a full page load: a tab whose code is stale or
 * half-loaded is best started afresh.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  // While the server is asked whether a new release explains the failure, a spinner rather than an error.
  const [checkedError, setCheckedError] = useState<unknown>(null);
  const checking = chunk && checkedError !== error;
  const handled = useRef<unknown>(null);

  useEffect(() => {
    // Once per error, even when effects run twice (React's strict mode in development).
    if (handled.current === error) return;
    handled.current = error;
    // Still worth a line in the console for whoever investigates.
    console.error(error);
    if (!chunk) return;
    void reloadForNewRelease().then((reloading) => {
      if (!reloading) setCheckedError(error);
    });
  }, [error, chunk]);

  if (checking) return <RouteFallback />;
  // Offline (issue 31), a page never opened (the service worker's app shell drew it): say so, and
  // offer the shopping lists, which work offline, rather than home.
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const kind = offline ? 'offline' : chunk ? 'chunk' : '';
  // Built from parts the entry already has (Mantine's EmptyState would add to every first view).
  return (
    <Stack data-testid={offline ? 'offline-page' : 'route-error'} role="alert" align="center" ta="center" gap="sm" py="xl">
      <Text component="h2" fz="h3" fw={700} m={0}>
        {t(kind ? `routeError.${kind}Title` : 'routeError.title')}
      </Text>
      <Text c="dimmed" maw={460}>
        {t(offline ? 'recipe.offline' : chunk ? 'routeError.chunkText' : 'routeError.text')}
      </Text>
      <Group justify="center" mt="sm">
        {/* The page loaded afresh: the server draws it and the browser fetches its code again (a module
            that failed to load is not retried by a second import in every browser). */}
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
        <Button component="a" href={offline ? '/shopBasket' : '/home'} variant="default">
          {t(offline ? 'route.shopBasket' : 'common.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
