/**
 * The breadcrumb trail of the spec, as pure functions (no DOM, no React) so it is unit-tested alone.
 *
 * - Top-level pages (home, basket, create recipe, personal centre) start a trail of their own.
 * - Deeper pages are pushed on the trail.
 * - Visiting a page already on the trail (a crumb click, the browser's back button) trims the trail
 *   back to it, and that page is told to refresh its data.
 * - A search starts a fresh trail: Home, then 'all results'.
 * - A page opened directly (address bar, bookmark, a link from elsewhere: a full page load) starts a
 *   trail of its own from its section's page: the Cart for a shopping list's pages, else home (issue
 *   28: a list's trail reads "Cart › list" however it was reached); a reload keeps the trail, and the
 *   browser's back and forward buttons step along it as they do between the app's own pages.
 * - A page that takes the place of the last one (an editor saved, back to what it edited: location
 *   state {replaceCrumb: true} naming another page) trims the trail back to itself when it is on it,
 *   else the last crumb goes and it is pushed in its place.
 * - 'Page Not Found' is never kept beneath another page.
 * - A page about one item (a recipe, an article) names its crumb after it, in full: the trail's CSS cuts
 *   it to the width there is (app.css .chef-crumb--named), the full name stays its text and title.
 */
export interface Crumb {
  /** pathname + search: two searches or two recipes are two different pages. */
  path: string;
  /** Catalogue key of the crumb's label. */
  titleKey: string;
  /** The item's own name (a recipe, an article), once its data is there: shown instead of the title. */
  label?: string;
}

export interface Visit extends Crumb {
  topLevel: boolean;
  /** The navigation came from the search box (location state {search: true}). */
  search: boolean;
  /**
   * Location state {replaceCrumb: true}. The same page in another state (a list's filters changed):
   * the last crumb takes the new path and keeps its label, rather than a crumb being added. Another
   * page: it takes the last crumb's place (see nextTrail).
   */
  replace?: boolean;
  /** The first page of a full page load that has no history entry of its own (typed, bookmarked, linked). */
  direct?: boolean;
}

export interface TrailUpdate {
  trail: Crumb[];
  /** The visited page was already on the trail: it should refetch its data. */
  refresh: boolean;
}

export const HOME_CRUMB: Crumb = { path: '/home', titleKey: 'route.home' };
export const ALL_RESULTS_TITLE_KEY = 'route.allResults';
export const NOT_FOUND_TITLE_KEY = 'route.notFound';

const TOP_LEVEL_PREFIXES = ['/home', '/shopBasket', '/createRecipe', '/myCenter'] as const;

/** /home, /shopBasket and /createRecipe exactly, and every page of the personal centre. */
export function isTopLevelPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TOP_LEVEL_PREFIXES.some((prefix) => (prefix === '/myCenter' ? path === prefix || path.startsWith(`${prefix}/`) : path === prefix));
}

/** A path without its query. */
const pathOnly = (path: string) => path.split('?')[0] ?? path;

/** Sections whose deep pages, opened on their own, start their trail from the section's page rather than home. */
const SECTION_ROOTS: readonly Crumb[] = [{ path: '/shopBasket', titleKey: 'route.shopBasket' }];

/** Where the trail of a deep page opened on its own starts: its section's page, else home. */
export function rootCrumbOf(path: string): Crumb {
  const pathname = pathOnly(path);
  return SECTION_ROOTS.find((root) => pathname.startsWith(`${root.path}/`)) ?? HOME_CRUMB;
}

/** Whether the crumb before the last is this page: leaving the last page for it is a step back (lib/leave-page). */
export function previousCrumbIs(trail: readonly Crumb[], path: string): boolean {
  return trail.length >= 2 && trail[trail.length - 2]?.path === path;
}

export function nextTrail(stored: readonly Crumb[], visit: Visit): TrailUpdate {
  const crumb: Crumb = { path: visit.path, titleKey: visit.titleKey };
  if (visit.search) {
    return { trail: [HOME_CRUMB, { path: visit.path, titleKey: ALL_RESULTS_TITLE_KEY }], refresh: false };
  }
  // A page that does not exist is no place to go back to.
  const trail = stored.filter((entry) => entry.titleKey !== NOT_FOUND_TITLE_KEY || entry.path === visit.path);
  const last = trail[trail.length - 1];
  if (visit.direct) {
    // A reload of the page the trail ends on keeps the trail; any other full load starts afresh.
    if (last?.path === visit.path) return { trail, refresh: false };
    return { trail: visit.topLevel ? [crumb] : [rootCrumbOf(visit.path), crumb], refresh: false };
  }
  // Only while the last crumb is that same page: a back button restores the flag with the entry.
  if (visit.replace && last && pathOnly(last.path) === pathOnly(visit.path)) {
    return { trail: [...trail.slice(0, -1), { path: visit.path, titleKey: last.titleKey }], refresh: false };
  }
  // Another page, not on the trail yet, in the last one's place: that crumb goes, then this page is
  // pushed. (One on the trail is trimmed back to below, as a back button brings it, flag and all.)
  if (visit.replace && last && !trail.some((entry) => entry.path === visit.path)) {
    return nextTrail(trail.slice(0, -1), { ...visit, replace: false });
  }
  const index = trail.findIndex((entry) => entry.path === visit.path);
  const isLast = index >= 0 && index === trail.length - 1;
  if (isLast) return { trail: [...trail], refresh: false };
  if (visit.topLevel) return { trail: [crumb], refresh: index >= 0 };
  if (index >= 0) return { trail: trail.slice(0, index + 1), refresh: true };
  // Landing straight on a deep page (a shared link): give it a way home.
  if (trail.length === 0) return { trail: [rootCrumbOf(visit.path), crumb], refresh: false };
  return { trail: [...trail, crumb], refresh: false };
}

/** A full page load of a tab: its page, and the page of this site whose link opened it (null: opened directly). */
export interface PageLoad {
  path: string;
  from: string | null;
}

/** The catalogue key of a page's title, by its pathname (the route table's; undefined: no such page). */
export type TitleKeyOf = (pathname: string) => string | undefined;

/**
 * The trail with the page a load came from pushed on it, when nothing took that page in (the app never
 * ran there: a card tapped while the list was still loading its code): Home › Articles › the article.
 */
function withReferrer(stored: readonly Crumb[], from: string | null, path: string, titleKeyOf: TitleKeyOf): readonly Crumb[] {
  if (!from || from === path || stored[stored.length - 1]?.path === from) return stored;
  const titleKey = titleKeyOf(pathOnly(from));
  if (!titleKey || titleKey === NOT_FOUND_TITLE_KEY) return stored;
  return nextTrail(stored, { path: from, titleKey, topLevel: isTopLevelPath(pathOnly(from)), search: false }).trail;
}

/** A page visited: by the app (a navigation, with its location state's flags) or by a full page load (`load`). */
export interface PageVisit {
  path: string;
  titleKey: string;
  search?: boolean;
  replace?: boolean;
  load?: { from: string | null };
}

/** The trail after a visit; a full page load's has the page whose link opened it taken in first. */
export function visitPage(stored: readonly Crumb[], page: PageVisit, titleKeyOf: TitleKeyOf): TrailUpdate {
  const from = page.load?.from ?? null;
  return nextTrail(withReferrer(stored, from, page.path, titleKeyOf), {
    path: page.path,
    titleKey: page.titleKey,
    topLevel: isTopLevelPath(pathOnly(page.path)),
    search: page.search === true,
    replace: page.replace === true,
    direct: page.load !== undefined && from === null,
  });
}

/**
 * The trail once a tab's full page loads are taken in, oldest first (lib/page-loads: the visitor may
 * have gone through pages the app never took over), with the last one's update and page; null for none.
 */
export function takeInLoads(
  stored: readonly Crumb[],
  loads: readonly PageLoad[],
  titleKeyOf: TitleKeyOf,
): { update: TrailUpdate; path: string } | null {
  let trail: readonly Crumb[] = stored;
  let last: { update: TrailUpdate; path: string } | null = null;
  for (const load of loads) {
    const titleKey = titleKeyOf(pathOnly(load.path));
    if (!titleKey) continue;
    last = { update: visitPage(trail, { path: load.path, titleKey, load }, titleKeyOf), path: load.path };
    trail = last.update.trail;
  }
  return last;
}

/** The crumb of this page named after its item; the same trail (same object) when nothing changes. */
export function labelCrumb(trail: Crumb[], path: string, label: string): Crumb[] {
  const index = trail.findIndex((entry) => entry.path === path);
  if (index < 0 || trail[index]?.label === label) return trail;
  return trail.map((entry, i) => (i === index ? { ...entry, label } : entry));
}

/** Stored trails come from sessionStorage: anything malformed is an empty trail, never a crash. */
export function parseTrail(raw: string | null): Crumb[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is Crumb =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Crumb).path === 'string' &&
        typeof (entry as Crumb).titleKey === 'string' &&
        ((entry as Crumb).label === undefined || typeof (entry as Crumb).label === 'string'),
    );
  } catch {
    return [];
  }
}

/** The trail is worth showing only once there is somewhere to go back to. */
export function shouldShowTrail(trail: readonly Crumb[]): boolean {
  return trail.length > 1;
}
