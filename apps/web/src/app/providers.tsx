import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/** The toast container arrives after the first paint (see lib/notify): no toast is due before it. */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications position="top-center" limit={4} zIndex={1000} />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
