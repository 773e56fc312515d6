import { useEffect, useSyncExternalStore } from 'react';

/**
 * Pages about one thing (a recipe, an article) are titled by it rather than by their route: the
 * root shell shows this title, when a page has set one, in place of the route's title.
 */
let pageTitle: string | null = null;
const listeners = new Set<() => void>();

function setPageTitle(title: string | null): void {
  if (title === pageTitle) return;
  pageTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const get = () => pageTitle;

/**
 * The title as it is now, not as of the last render: right after a navigation the rendered value can
 * still be the previous page's (the breadcrumb must not name the new page after the old item).
 */
export const currentPageTitle = get;

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, get, get);
}

/** The document title while this page is shown; undefined keeps the route's title. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}
