import type { RouteObject } from 'react-router';

export type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * A route whose page downloads its code when first visited (its module's default export), which
 * keeps the first view of /home small (quality.md).
 */
export const lazyPage =
  (load: () => Promise<{ default: React.ComponentType }>): LazyPage =>
  async () => ({ Component: (await load()).default });

export type LazyPage = () => Promise<{ Component: React.ComponentType }>;
