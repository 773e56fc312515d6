import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useAfterLoad } from '../lib/after-load';
import { startPrefetching } from '../lib/prefetch';
import { notificationsContainerMounted, notificationsWanted, onNotificationsWanted } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** The toast container arrives after the first paint (see lib/notify): no toast is due before it. */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function MountedSignal() {
  useEffect(() => notificationsContainerMounted(), []);
  return null;
}

/**
 * Mounted once the page has settled (lib/after-load), or as soon as a toast is asked for. At the bottom
 * (issue 28): at the top they covered the sticky header's search box and, on a phone, the logo. On a
 * phone the container is the screen's width, so they sit centred.
 */
function LazyNotifications() {
  const ready = useAfterLoad();
  const wanted = useSyncExternalStore(onNotificationsWanted, notificationsWanted, notificationsWanted);
  if (!ready && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" limit={4} zIndex={1000} />
      <MountedSignal />
    </Suspense>
  );
}

/** `client`: a server render's own cache (entry-server.tsx); the app's one client otherwise. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // List cards fetch the pages they link to ahead, once the page has settled (lib/prefetch).
  useEffect(startPrefetching, []);
  return (
    // The theme's variables are a sheet of the entry (theme-variables.css), not a <style> worked out at every render.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={false}>
      <QueryClientProvider client={client}>
        <LazyNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
