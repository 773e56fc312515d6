import { Container, Progress } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { useUserInfo } from '../../lib/api/qry-user-info';
import { RefreshContext } from '../../lib/refresh';
import { BreadcrumbTrail } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { useBreadcrumbTrail } from './use-breadcrumb-trail';

/** The main layout of spec section 2: header, breadcrumb trail, routed body, footer. */
export function AppLayout() {
  const { trail, refreshKey } = useBreadcrumbTrail();
  const navigation = useNavigation();
  // A stored token is checked (and the stored userInfo refreshed) once per visit; an expired token
  // ends in the 'Login failure' notification through the api client.
  useUserInfo();

  return (
    <div className="chef-shell">
      {navigation.state === 'loading' && (
        <Progress value={100} animated size={3} radius={0} className="chef-route-progress" aria-hidden="true" />
      )}
      <Header />
      <main className="chef-main">
        <Container size="lg">
          <BreadcrumbTrail trail={trail} />
          <RefreshContext.Provider value={refreshKey}>
            <Outlet />
          </RefreshContext.Provider>
        </Container>
      </main>
      {/* In place with the first paint, so a short page has no empty band; what it asks the server for waits (Footer). */}
      <Footer />
    </div>
  );
}
