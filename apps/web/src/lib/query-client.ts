import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app; a module so that logout (a plain function) can drop every cached answer
 * of the previous user.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Reads fail silently (spec section 8): no retry storm against a failing server either.
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
