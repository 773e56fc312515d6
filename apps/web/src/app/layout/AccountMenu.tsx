import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { setSkipRoute } from '../../lib/cookies';
import { useSession } from '../../lib/session';
import { DownloadTrigger, SettingsTrigger, UserTrigger } from './triggers';

const SettingsMenu = lazy(() => import('./header-menus').then((m) => ({ default: m.SettingsMenu })));
const DownloadMenu = lazy(() => import('./header-menus').then((m) => ({ default: m.DownloadMenu })));
const UserMenu = lazy(() => import('./header-menus').then((m) => ({ default: m.UserMenu })));

/**
 * Language and units; the trigger shows until the dropdown code has arrived. A click that lands in
 * that moment is not lost: the menu opens as soon as it is there.
 */
export function LazySettingsMenu() {
  const [requested, setRequested] = useState(false);
  return (
    <Suspense fallback={<SettingsTrigger onClick={() => setRequested(true)} />}>
      <SettingsMenu defaultOpened={requested} />
    </Suspense>
  );
}

export function LazyDownloadMenu() {
  const [requested, setRequested] = useState(false);
  return (
    <Suspense fallback={<DownloadTrigger onClick={() => setRequested(true)} />}>
      <DownloadMenu defaultOpened={requested} />
    </Suspense>
  );
}

/** Visitors get a Log in link that brings them back here afterwards; users get their menu. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const location = useLocation();

  if (!userInfo) {
    return (
      <Button
        component={Link}
        to="/login"
        size="compact-sm"
        variant="filled"
        onClick={() => setSkipRoute(`${location.pathname}${location.search}`)}
        data-testid="header-login"
      >
        {t('header.login')}
      </Button>
    );
  }
  return <LazyUserMenu />;
}

function LazyUserMenu() {
  const [requested, setRequested] = useState(false);
  return (
    <Suspense fallback={<UserTrigger onClick={() => setRequested(true)} />}>
      <UserMenu defaultOpened={requested} />
    </Suspense>
  );
}
