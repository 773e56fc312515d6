import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import {
  isTopLevelPath,
  labelCrumb,
  nextTrail,
  parseTrail,
  takeInLoads,
  visitPage,
  type Crumb,
  type TrailUpdate,
} from '../../lib/breadcrumb';
import { drawsServerHtml } from '../../lib/hydration';
import { cameBack, openedFrom, takePageLoads } from '../../lib/page-loads';
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
 * own, the key 'default': typed, bookmarked, opened from elsewhere, or a link followed before the app
 * took its page over; the back and forward buttons bring such an entry back with that key too. Only the
 * document's first location can be such a load.
 */
const ENTRY_KEY = 'default';
let firstLocationOfDocument = true;

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
    const page = { path, titleKey, search: navigation.search === true, replace: navigation.replaceCrumb === true };
    let update: TrailUpdate;
    if (firstLocationOfDocument) {
      firstLocationOfDocument = false;
      const loads = takeInLoads(stored, takePageLoads(), titleKeyOf);
      const taken = loads?.update.trail ?? stored;
      if (location.key === ENTRY_KEY) {
        // A full load's history entry brought back by the browser's buttons is a step along the trail,
        // not a page opened afresh: going forward again to a page a link had opened pushes it back on.
        const visit = cameBack() ? page : { ...page, load: { from: openedFrom() } };
        update = loads?.path === path ? loads.update : visitPage(taken, visit, titleKeyOf);
      } else {
        // The document's page was left (a link answered while the app took it over) before this ran.
        update = visitPage(taken, page, titleKeyOf);
      }
    } else update = visitPage(stored, page, titleKeyOf);
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
