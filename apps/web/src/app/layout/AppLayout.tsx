import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useUserInfo } from '../../lib/api/qry-user-info';
import { HydrationRegion } from '../../lib/hydration';
import { RefreshContext } from '../../lib/refresh';
import { BreadcrumbTrail } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { useBreadcrumbTrail } from './use-breadcrumb-trail';

// Neither takes props: a new trail or a navigation re-renders the layout, not them (it was a long task
// after every page's hydration).
const LayoutHeader = memo(Header);
const LayoutFooter = memo(Footer);

/** The main layout of spec section 2: header, breadcrumb trail, routed body, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { trail, refreshKey } = useBreadcrumbTrail();
  const navigation = useNavigation();
  // A stored token is checked (and the stored userInfo refreshed) once per visit; an expired token
  // ends in the 'Login failure' notification through the api client.
  useUserInfo();

  return (
    <div className="chef-shell">
      {navigation.state === 'loading' && (
        // A plain bar (app.css) rather than Mantine's Progress: it is decoration, and the first view's budget is tight.
        <div className="chef-route-progress" aria-hidden="true" />
      )}
      {/* The first stop of the keyboard: past the header's menus, straight to the page (WCAG 2.4.1). */}
      <a href="#content" className="chef-skip-link" data-testid="skip-link">
        {t('header.skipToContent')}
      </a>
      {/* Each region is a boundary React hydrates on its own: a first tap waits for its region, not the page (HydrationRegion). */}
      <HydrationRegion>
        <LayoutHeader />
      </HydrationRegion>
      <main className="chef-main" id="content" tabIndex={-1}>
        <div className="chef-container">
          <BreadcrumbTrail trail={trail} />
          <RefreshContext.Provider value={refreshKey}>
            <HydrationRegion>
              <Outlet />
            </HydrationRegion>
          </RefreshContext.Provider>
        </div>
      </main>
      {/* In place with the first paint, so a short page has no empty band; what it asks the server for waits (Footer). */}
      <HydrationRegion>
        <LayoutFooter />
      </HydrationRegion>
    </div>
  );
}
