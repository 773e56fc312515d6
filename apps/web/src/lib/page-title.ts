import { useEffect, useSyncExternalStore } from 'react';
import { currentRoute } from './navigation';
import { requestScope } from './request-scope';

/**
 * Pages about one thing (a recipe, an article) are titled by it rather than by their route: the
 * root shell shows this title, when a page has set one, in place of the route's title, and the
 * breadcrumb names the page's crumb after it. Each title remembers the address it was set on: right
 * after a navigation the previous page's title can still be here, and must not name the new page.
 */
export interface PageTitle {
  title: string;
  /** pathname + search when the title was set. */
  path: string;
}

let pageTitle: PageTitle | null = null;
const listeners = new Set<() => void>();

function setPageTitle(title: string | null): void {
  if (title === (pageTitle?.title ?? null) && (title === null || pageTitle?.path === currentRoute())) return;
  pageTitle = title === null ? null : { title, path: currentRoute() };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A server render reads the title its route named (entry-server.tsx): the layout, drawn before the page,
// names the item in the HTML, and hydrating reads the same from the store seeded below.
const get = () => (import.meta.env.SSR ? (requestScope()?.pageTitle ?? null) : pageTitle);

/**
 * The title the server's HTML was drawn with, set before hydrating (nothing listens yet): the page's
 * own title then equals it, so taking the page over changes no crumb and draws nothing again.
 */
export function seedPageTitle(seed: PageTitle | null): void {
  pageTitle = seed;
}

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, get, get)?.title ?? null;
}

/** The title a page set on this address (pathname + search), or null. */
export function usePageTitleOf(path: string): string | null {
  const current = useSyncExternalStore(subscribe, get, get);
  return current?.path === path ? current.title : null;
}

/** The document title while this page is shown; undefined keeps the route's title. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}
