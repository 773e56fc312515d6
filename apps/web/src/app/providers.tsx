import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useAfterLoad } from '../lib/after-load';
import { lazyPart } from '../lib/lazy-part';
import { startPrefetching } from '../lib/prefetch';
import { notificationsContainerMounted, notificationsWanted, onNotificationsWanted } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast container arrives after the first paint (see lib/notify): no toast is due before it. It
 * tells lib/notify once it is mounted, and toasts asked for meanwhile are shown then. At the bottom
 * (issue 28): at the top they covered the sticky header's search box and, on a phone, the logo. On a
 * phone the container is the screen's width, so they sit centred.
 */
const NotificationsContainer = lazyPart(() =>
  import('@mantine/notifications').then(
    ({ Notifications }) =>
      function Container() {
        useEffect(() => notificationsContainerMounted(), []);
        return <Notifications position="bottom-right" limit={4} zIndex={1000} />;
      },
    // Above every route's error screen: without its code (offline) the page goes on without toasts.
    (error: unknown) => {
      console.error('the toasts could not load', error);
      return () => null;
    },
  ),
);

/** Mounted once the page has settled (lib/after-load), or as soon as a toast is asked for. */
function LazyNotifications() {
  const ready = useAfterLoad();
  const wanted = useSyncExternalStore(onNotificationsWanted, notificationsWanted, notificationsWanted);
  return ready || wanted ? <NotificationsContainer /> : null;
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
