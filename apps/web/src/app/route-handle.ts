/** What every route declares besides its page: the catalogue key of its title. */
export interface RouteHandle {
  titleKey: string;
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
