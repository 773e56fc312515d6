import { AppShell, Button, Group, Loader, NavLink, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { staffMayUse, type StaffArea } from '@chef/shared';
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { staffLogout } from '../api/staff-login';
import { useStaffSession } from '../lib/staff-session';
import { ConsoleLoginPage } from '../pages/ConsoleLoginPage';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

/** A console page in the side menu (the app's list of console pages gives them). */
export interface ConsoleMenuEntry {
  path: string;
  titleKey: string;
  area: StaffArea;
}

/**
 * Whether any query is on its way. What useIsFetching does, on the query cache's own methods: that hook
 * would join the vendor chunk every first view of the portal loads.
 */
function useFetching(): boolean {
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  return useSyncExternalStore(subscribe, () => client.isFetching() > 0);
}

/** The console's frame: the staff sign-in until signed in, then a header (with the loader), the menu of console pages and the page. */
export function ConsoleLayout({ base, menu, children }: { base: string; menu: readonly ConsoleMenuEntry[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const staff = useStaffSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // An admin without two-factor sign-in: My account only, until it is on (the server refuses the rest).
  // navigate() rather than <Navigate>: that component would join the framework every first view loads.
  const accountPath = `${base}/account`;
  const enrolFirst = staff?.staffInfo.twoFactorNeeded === true && pathname !== accountPath;
  // Every console page's data comes through the query cache: while any of it is on its way (a refresh,
  // another page of a list too), a loader turns beside the title and the page is marked busy. A page
  // whose data has not arrived yet says so in its own place (components/QueryState, issue 28: pages sat
  // empty meanwhile), so this one is only seen, not announced a second time.
  const loading = useFetching();
  useEffect(() => {
    if (enrolFirst) void navigate(accountPath, { replace: true });
  }, [enrolFirst, accountPath, navigate]);
  if (!staff) return <ConsoleLoginPage />;
  if (enrolFirst) return null;
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 200, breakpoint: 'sm' }} padding="md" data-testid="console">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Group gap="sm">
            <Title order={3}>{t('console.title')}</Title>
            {loading && <Loader size="xs" aria-hidden data-testid="console-loading" />}
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="console-staff">
              {staff.staffInfo.name} · {staff.staffInfo.email}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => void staffLogout()} data-testid="console-sign-out">
              {t('console.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* A session stored before roles existed has none: it sees no page until it signs in again. */}
        {menu
          .filter((entry) => staffMayUse(staff.staffInfo.roles ?? [], entry.area) && (!enrolFirst || entry.area === 'self'))
          .map((entry) => (
            <NavLink key={entry.path} component={RouterLink} to={`${base}/${entry.path}`} label={t(entry.titleKey)} />
          ))}
      </AppShell.Navbar>
      <AppShell.Main aria-busy={loading}>{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
