import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { startPrefetching } from '../lib/prefetch';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Mantine with the app's theme: the app's root, and the toasts' own (lib/toast-root, handed over by app/start). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    // The theme's variables are a sheet of the entry (theme-variables.css), not a <style> worked out at every render.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}

/** `client`: a server render's own cache (entry-server.tsx); the app's one client otherwise. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // List cards fetch the pages they link to ahead, once the page has settled (lib/prefetch).
  useEffect(startPrefetching, []);
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
