import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isTopLevelPath, labelCrumb, nextTrail, NOT_FOUND_TITLE_KEY, parseTrail, type Crumb } from '../../lib/breadcrumb';
import { drawsServerHtml } from '../../lib/hydration';
import { usePageTitleOf } from '../../lib/page-title';
import { SESSION_KEYS, session } from '../../lib/storage';
import { currentTitleKey, titleKeyOf } from '../route-handle';

interface TrailState {
  trail: Crumb[];
  /** Location key of the visit that returned to a page on the trail (see lib/refresh). */
  refreshKey: string | null;
}

interface NavigationState {
  search?: unknown;
  refresh?: unknown;
  replaceCrumb?: unknown;
}

/**
 * React Router gives the location a page load starts on, when its history entry has no key of its
 * own, the key 'default': typed, bookmarked or opened from elsewhere. A reload or the back button
 * brings a keyed entry back. Only the document's first location can be such a load.
 */
const ENTRY_KEY = 'default';
let firstLocationOfDocument = true;

/**
 * The page of this site whose link opened this full page load (clicked before the app had taken that
 * page over: the browser followed it), as pathname and search; null for a page opened directly.
 */
function openedFrom(): { pathname: string; path: string } | null {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (entry?.type !== 'navigate' || document.referrer === '') return null;
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? { pathname: from.pathname, path: `${from.pathname}${from.search}` } : null;
  } catch {
    return null;
  }
}

/**
 * The stored trail, with the page this load came from pushed on it when the app never ran there to push
 * it (a card tapped while that page was still loading its code): the trail still reads Home › Articles
 * › the article.
 */
function withReferrer(stored: Crumb[], from: { pathname: string; path: string } | null, path: string): Crumb[] {
  if (!from || from.path === path || stored[stored.length - 1]?.path === from.path) return stored;
  const titleKey = titleKeyOf(from.pathname);
  if (!titleKey || titleKey === NOT_FOUND_TITLE_KEY) return stored;
  return nextTrail(stored, { path: from.path, titleKey, topLevel: isTopLevelPath(from.pathname), search: false }).trail;
}

const sameTrail = (a: readonly Crumb[], b: readonly Crumb[]) =>
  a.length === b.length &&
  a.every((crumb, index) => crumb.path === b[index]?.path && crumb.titleKey === b[index]?.titleKey && crumb.label === b[index]?.label);

function storeTrail(trail: Crumb[]): void {
  session.set(SESSION_KEYS.breadcrumb, JSON.stringify(trail));
}

/**
 * Feeds every navigation to the pure trail logic (lib/breadcrumb) and keeps the trail in
 * sessionStorage, so it survives reloads but not the tab. A page about one item (lib/page-title)
 * names its crumb after it.
 */
export function useBreadcrumbTrail(): TrailState {
  const location = useLocation();
  const titleKey = currentTitleKey(useMatches()) ?? 'route.notFound';
  const path = `${location.pathname}${location.search}`;
  const [state, setState] = useState<TrailState>(() => ({
    // The server knows no tab's trail: it draws the trail of a page opened directly (home, then this
    // page), and hydrating starts from the same, so the trail is in the page from its first paint (no
    // shift when the app takes over). The effect below then sets the tab's own trail.
    trail: drawsServerHtml()
      ? nextTrail([], { path, titleKey, topLevel: isTopLevelPath(location.pathname), search: false, direct: true }).trail
      : parseTrail(session.get(SESSION_KEYS.breadcrumb)),
    refreshKey: null,
  }));
  const handledKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    // One update per navigation, even when effects run twice (React's strict mode in development).
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const load = firstLocationOfDocument && location.key === ENTRY_KEY;
    firstLocationOfDocument = false;
    const from = load ? openedFrom() : null;
    const direct = load && !from;
    const navigation = (location.state ?? {}) as NavigationState;
    const update = nextTrail(withReferrer(parseTrail(session.get(SESSION_KEYS.breadcrumb)), from, path), {
      path,
      titleKey,
      topLevel: isTopLevelPath(location.pathname),
      search: navigation.search === true,
      replace: navigation.replaceCrumb === true,
      direct,
    });
    storeTrail(update.trail);
    const refreshKey = update.refresh || navigation.refresh === true ? location.key : null;
    // An update here re-renders the layout at once, inside the commit (a layout effect's update is
    // synchronous): after hydrating, that was one long task on every page load. The trail the server
    // drew is usually the tab's own (a page opened directly): then nothing changes and nothing is drawn.
    setState((current) =>
      current.refreshKey === refreshKey && sameTrail(current.trail, update.trail) ? current : { trail: update.trail, refreshKey },
    );
  }, [location.key, location.pathname, location.state, path, titleKey]);

  // The item's name, once its page has it, names the current crumb; stored for the trail to keep.
  const itemName = usePageTitleOf(path);
  const trail = useMemo(() => (itemName ? labelCrumb(state.trail, path, itemName) : state.trail), [itemName, path, state.trail]);
  useEffect(() => {
    if (trail !== state.trail) storeTrail(trail);
  }, [trail, state.trail]);

  return { trail, refreshKey: state.refreshKey };
}
