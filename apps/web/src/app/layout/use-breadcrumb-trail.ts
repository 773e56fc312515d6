import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isTopLevelPath, nextTrail, parseTrail, type Crumb } from '../../lib/breadcrumb';
import { SESSION_KEYS, session } from '../../lib/storage';
import { currentTitleKey } from '../route-handle';

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
 * Feeds every navigation to the pure trail logic (lib/breadcrumb) and keeps the trail in
 * sessionStorage, so it survives reloads but not the tab.
 */
export function useBreadcrumbTrail(): TrailState {
  const location = useLocation();
  const titleKey = currentTitleKey(useMatches()) ?? 'route.notFound';
  const [state, setState] = useState<TrailState>(() => ({
    trail: parseTrail(session.get(SESSION_KEYS.breadcrumb)),
    refreshKey: null,
  }));
  const handledKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    // One update per navigation, even when effects run twice (React's strict mode in development).
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const navigation = (location.state ?? {}) as NavigationState;
    const update = nextTrail(parseTrail(session.get(SESSION_KEYS.breadcrumb)), {
      path: `${location.pathname}${location.search}`,
      titleKey,
      topLevel: isTopLevelPath(location.pathname),
      search: navigation.search === true,
      replace: navigation.replaceCrumb === true,
    });
    session.set(SESSION_KEYS.breadcrumb, JSON.stringify(update.trail));
    setState({
      trail: update.trail,
      refreshKey: update.refresh || navigation.refresh === true ? location.key : null,
    });
  }, [location.key, location.pathname, location.search, location.state, titleKey]);

  return state;
}
