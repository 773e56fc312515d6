import { lazyPage, type LazyRoute } from '../../lazy-page';

/**
 * Every page of the staff console (/admin), in menu order: the one list the router registers and the
 * console's menu shows. Later console pages (feedback, articles, banners) plug in here.
 */
export interface ConsolePage {
  path: string;
  titleKey: string;
  page: LazyRoute;
}

export const CONSOLE_BASE = '/admin';

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: 'audit', titleKey: 'console.audit', page: lazyPage(() => import('./AuditDeskRoute')) },
  { path: 'devices', titleKey: 'device.admin.title', page: lazyPage(() => import('./DevicesRoute')) },
];
