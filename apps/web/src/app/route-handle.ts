import { matchRoutes, type Params, type RouteObject } from 'react-router';

/** What every route declares besides its page: the catalogue key of its title. */
export interface RouteHandle {
  titleKey: string;
  /**
   * A page about one item: its name as the query cache has it (nothing fetched). A server render names
   * the page with it before drawing (the breadcrumb, drawn above the page, then carries the name).
   */
  itemTitle?: (url: URL, params: Params) => string | undefined;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}

/** The deepest route that names a title: the page actually shown. */
export function currentTitleKey(matches: ReadonlyArray<{ handle?: unknown }>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}

/**
 * The route table, given by app/router (which imports the layout: the layout cannot import it back).
 * Read only to name a page the app did not see: the one a full page load came from (the trail).
 */
let routeTable: RouteObject[] = [];
export function registerRouteTable(routes: RouteObject[]): void {
  routeTable = routes;
}

/** The title key of the page at this pathname, as its route declares it. */
export function titleKeyOf(pathname: string): string | undefined {
  const matches = matchRoutes(routeTable, pathname);
  return matches ? currentTitleKey(matches.map((match) => match.route)) : undefined;
}

/** The item title the deepest route naming one gives for this address (see RouteHandle.itemTitle). */
export function itemTitleOf(matches: ReadonlyArray<{ handle?: unknown; params: Params }>, url: URL): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (isRouteHandle(match?.handle) && match.handle.itemTitle) return match.handle.itemTitle(url, match.params);
  }
  return undefined;
}
