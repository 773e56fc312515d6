import type { StaffArea } from '@chef/shared';
import type { LazyPage } from '../../lazy-page';

/**
 * Every page of the staff console (/admin), in menu order: the one list the router registers and the
 * console's menu shows. A new page: its entry here and its module in console-page-modules.ts. Its
 * area (STAFF_AREAS in @chef/shared) hides it from the menu of staff whose roles may not use it; the
 * server refuses those calls anyway (403).
 */
export const CONSOLE_PAGES = [
  // The first page is where /admin opens: the overview.
  { path: 'dashboard', titleKey: 'people.dashboard', area: 'dashboard' },
  { path: 'audit', titleKey: 'console.audit', area: 'audit' },
  { path: 'recipes', titleKey: 'consoleRecipes.title', area: 'recipes' },
  { path: 'devices', titleKey: 'device.admin.title', area: 'devices' },
  { path: 'feedback', titleKey: 'feedback.console.title', area: 'feedback' },
  { path: 'comments', titleKey: 'moderation.title', area: 'comments' },
  { path: 'articles', titleKey: 'consoleContent.articles', area: 'content' },
  { path: 'adverts', titleKey: 'consoleContent.adverts', area: 'content' },
  { path: 'week', titleKey: 'consoleContent.week', area: 'content' },
  { path: 'texts', titleKey: 'consoleContent.texts', area: 'content' },
  { path: 'messages', titleKey: 'people.messages', area: 'messages' },
  { path: 'users', titleKey: 'people.users', area: 'users' },
  { path: 'staff-log', titleKey: 'people.staffLog', area: 'staffLog' },
  { path: 'staff', titleKey: 'staff.title', area: 'staff' },
  { path: 'account', titleKey: 'staff.account', area: 'self' },
] as const satisfies readonly { path: string; titleKey: string; area: StaffArea }[];

export type ConsolePage = (typeof CONSOLE_PAGES)[number];
export type ConsolePath = ConsolePage['path'];

export const CONSOLE_BASE = '/admin';

/** The route of a console page: its code comes through the console's one lazy table. */
export const consolePage =
  (path: ConsolePath): LazyPage =>
  async () =>
    (await import('./console-page-modules')).CONSOLE_PAGE_MODULES[path]();
