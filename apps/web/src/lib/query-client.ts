import { QueryClient, onlineManager, type QueryClientConfig } from '@tanstack/react-query';
import { requestScope } from './request-scope';

export const QUERY_CLIENT_CONFIG: QueryClientConfig = {
  defaultOptions: {
    queries: {
      // Reads fail silently (spec section 8): no retry storm against a failing server either.
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
};

/**
 * A personal read kept for offline use (lib/offline-read): it runs even while the browser is offline
 * (its last copy on this device then answers) rather than waiting, paused, for the network; and it is
 * not tried again while offline. A page opened by a link while offline shows what was last seen, or
 * says it is offline: never a loader waiting for a network that is not there.
 */
export const LAST_SEEN_READ = {
  networkMode: 'offlineFirst',
  retry: (failures: number) => failures < 1 && onlineManager.isOnline(),
} as const;

const browserClient = new QueryClient(QUERY_CLIENT_CONFIG);

/**
 * One client for the app; a module so that logout (a plain function) can drop every cached answer
 * of the previous user. In a server render each request has its own cache (lib/request-scope), and
 * this name stands for it, so the routes' loaders and the pages' helpers need no second version.
 */
export const queryClient: QueryClient = import.meta.env.SSR
  ? new Proxy(browserClient, {
      get(_target, key) {
        const client = requestScope()?.queryClient;
        if (!client) throw new Error('queryClient used outside a request in a server render');
        const value: unknown = Reflect.get(client, key, client);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
      },
    })
  : browserClient;
