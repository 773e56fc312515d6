import type { PageLoad } from './breadcrumb';
import { SESSION_KEYS } from './storage-keys';

/** Enough for any run of taps through pages still loading their code; older ones no trail needs. */
const KEPT = 10;

/** How this document was reached: 'navigate' (a link, the address bar), 'reload' or 'back_forward'. */
const navigationType = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;

/**
 * The page of this site whose link opened this document (the browser followed it), as pathname and
 * search; null for a page opened directly, reloaded or come back to.
 */
export function openedFrom(): string | null {
  try {
    if (navigationType() !== 'navigate' || document.referrer === '') return null;
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Whether the browser's back or forward button brought this document back (not restored from its
 * cache: loaded again). The trail then takes the page as the app's own back button would: trimmed back
 * to it when it is on the trail, pushed when it is not (forward again to a page a link had opened).
 */
export const cameBack = (): boolean => navigationType() === 'back_forward';

function read(): PageLoad[] {
  const value: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEYS.pageLoads) ?? '[]');
  return Array.isArray(value)
    ? value.filter((load: PageLoad) => typeof load?.path === 'string' && (load.from === null || typeof load.from === 'string'))
    : [];
}

/**
 * Noted by the entry (main.tsx) as a page loads, before the app has started: a visitor may follow links
 * through pages the app never took over (their code still on its way), and the breadcrumb trail
 * (app/layout/use-breadcrumb-trail) takes in every page so noted when it next runs, as if it had run
 * there. A reload or the back button brings a page the trail has seen: not noted.
 */
export function notePageLoad(): void {
  try {
    if (navigationType() !== 'navigate') return;
    const load: PageLoad = { path: `${window.location.pathname}${window.location.search}`, from: openedFrom() };
    sessionStorage.setItem(SESSION_KEYS.pageLoads, JSON.stringify([...read(), load].slice(-KEPT)));
  } catch {
    // Storage refused: the trail knows the page a link came from only.
  }
}

/** The loads noted since the trail last ran, oldest first (this document's last), and forgets them. */
export function takePageLoads(): PageLoad[] {
  try {
    const loads = read();
    sessionStorage.removeItem(SESSION_KEYS.pageLoads);
    return loads;
  } catch {
    return [];
  }
}
