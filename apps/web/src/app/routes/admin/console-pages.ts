import type { LazyPage } from '../../lazy-page';

/**
 * Every page of the staff console (/admin), in menu order: the one list the router registers and the
 * console's menu shows. A new page: its entry here and its module in console-page-modules.ts.
 */
export const CONSOLE_PAGES = [
  // The first page is where /admin opens: the overview.
  { path: 'dashboard', titleKey: 'people.dashboard' },
  { path: 'audit', titleKey: 'console.audit' },
  { path: 'devices', titleKey: 'device.admin.title' },
  { path: 'feedback', titleKey: 'feedback.console.title' },
  { path: 'articles', titleKey: 'consoleContent.articles' },
  { path: 'adverts', titleKey: 'consoleContent.adverts' },
  { path: 'week', titleKey: 'consoleContent.week' },
  { path: 'texts', titleKey: 'consoleContent.texts' },
  { path: 'messages', titleKey: 'people.messages' },
  { path: 'users', titleKey: 'people.users' },
  { path: 'staff-log', titleKey: 'people.staffLog' },
] as const;

export type ConsolePage = (typeof CONSOLE_PAGES)[number];
export type ConsolePath = ConsolePage['path'];

export const CONSOLE_BASE = '/admin';

/** The route of a console page: its code comes through the console's one lazy table. */
export const consolePage =
  (path: ConsolePath): LazyPage =>
  async () =>
    (await import('./console-page-modules')).CONSOLE_PAGE_MODULES[path]();
