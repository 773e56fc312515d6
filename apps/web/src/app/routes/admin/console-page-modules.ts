import { lazyPage, type LazyPage } from '../../lazy-page';
import type { ConsolePath } from './console-pages';

/** The content pages share one module (ContentRoutes.tsx). */
const contentPage = (name: 'Articles' | 'Adverts' | 'Week' | 'Texts') =>
  lazyPage(() => import('./ContentRoutes').then((m) => ({ default: m[name] })));

/**
 * The code of each console page, loaded when the page is first opened. This table is itself a lazy
 * module: the portal's first view carries one import for the whole console, not one per page.
 */
export const CONSOLE_PAGE_MODULES: Record<ConsolePath, LazyPage> = {
  dashboard: lazyPage(() => import('./ConsoleDashboardRoute')),
  audit: lazyPage(() => import('./AuditDeskRoute')),
  recipes: lazyPage(() => import('./ConsoleRecipesRoute')),
  devices: lazyPage(() => import('./DevicesRoute')),
  feedback: lazyPage(() => import('./FeedbackInboxRoute')),
  comments: lazyPage(() => import('./ConsoleCommentsRoute')),
  articles: contentPage('Articles'),
  adverts: contentPage('Adverts'),
  week: contentPage('Week'),
  texts: contentPage('Texts'),
  messages: lazyPage(() => import('./ConsoleMessagesRoute')),
  users: lazyPage(() => import('./ConsoleUsersRoute')),
  'staff-log': lazyPage(() => import('./ConsoleStaffLogRoute')),
  staff: lazyPage(() => import('./ConsoleStaffRoute')),
  account: lazyPage(() => import('./ConsoleAccountRoute')),
};
