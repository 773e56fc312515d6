/**
 * Every key the app keeps in the browser, in one place, so that logout can reason about all of them
 * (lib/storage.ts reads and writes them; the entry reads one before the app has loaded).
 */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'language',
  unitType: 'unitType',
  /** A visitor's recently viewed recipe ids, newest first (users' are kept by the server). */
  recentlyViewed: 'recentlyViewed',
  /** The recipe being written (recipeDraft:new) or edited (recipeDraft:<id>), kept while typing. */
  recipeDraft: 'recipeDraft',
  /** Cook mode's step, portions and timers of a recipe (cookMode:<id>), so a reload or a later visit goes on. */
  cookMode: 'cookMode',
} as const;

export const SESSION_KEYS = {
  breadcrumb: 'breadcrumbTrail',
  /** A toast to show after the next page load (the language switch reloads the page). */
  flash: 'flashToast',
  /** The release (entry script) a failed code download last reloaded the tab for: one reload each. */
  staleReload: 'staleReload',
  /** The tab's full page loads the breadcrumb trail has not taken in yet (lib/page-loads). */
  pageLoads: 'pageLoads',
} as const;
