import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import {
  isTopLevelPath,
  labelCrumb,
  nextTrail,
  NOT_FOUND_TITLE_KEY,
  parseTrail,
  pathOnly,
  type Crumb,
  type TrailUpdate,
} from '../../lib/breadcrumb';
import { drawsServerHtml } from '../../lib/hydration';
import { openedFrom, takePageLoads } from '../../lib/page-loads';
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
 * The stored trail, with the page a load came from pushed on it when the app never ran there to push it
 * (a card tapped while that page was still loading its code) and the entry could not note it either:
 * the trail still reads Home › Articles › the article.
 */
function withReferrer(stored: Crumb[], from: string | null, path: string): Crumb[] {
  if (!from || from === path || stored[stored.length - 1]?.path === from) return stored;
  const titleKey = titleKeyOf(pathOnly(from));
  if (!titleKey || titleKey === NOT_FOUND_TITLE_KEY) return stored;
  return nextTrail(stored, { path: from, titleKey, topLevel: isTopLevelPath(pathOnly(from)), search: false }).trail;
}

/** The trail after a visit: a full page load's (`load`, with the page whose link opened it) or the app's own. */
function visit(stored: Crumb[], path: string, titleKey: string, navigation: NavigationState, load?: { from: string | null }): TrailUpdate {
  return nextTrail(withReferrer(stored, load?.from ?? null, path), {
    path,
    titleKey,
    topLevel: isTopLevelPath(pathOnly(path)),
    search: navigation.search === true,
    replace: navigation.replaceCrumb === true,
    direct: load !== undefined && load.from === null,
  });
}

/**
 * The trail once the pages this tab loaded since the trail last ran are taken in (lib/page-loads: the
 * visitor may have gone through some before the app took them over), oldest first, with the last one's
 * update and page (usually this document's); null when none was noted (a reload, the back button,
 * storage refused).
 */
function takeInPageLoads(stored: Crumb[]): { update: TrailUpdate; path: string } | null {
  let trail = stored;
  let last: { update: TrailUpdate; path: string } | null = null;
  for (const load of takePageLoads()) {
    const titleKey = titleKeyOf(pathOnly(load.path));
    if (!titleKey) continue;
    last = { update: visit(trail, load.path, titleKey, {}, load), path: load.path };
    trail = last.update.trail;
  }
  return last;
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
    const stored = parseTrail(session.get(SESSION_KEYS.breadcrumb));
    const navigation = (location.state ?? {}) as NavigationState;
    let update: TrailUpdate;
    if (firstLocationOfDocument) {
      firstLocationOfDocument = false;
      const loads = takeInPageLoads(stored);
      const taken = loads?.update.trail ?? stored;
      if (location.key === ENTRY_KEY) {
        update = loads?.path === path ? loads.update : visit(taken, path, titleKey, navigation, { from: openedFrom() });
      } else {
        // The document's page was left (a link answered while the app took it over) before this ran.
        update = visit(taken, path, titleKey, navigation);
      }
    } else update = visit(stored, path, titleKey, navigation);
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
