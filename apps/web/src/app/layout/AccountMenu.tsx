import { Badge, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LiveText } from '../../components/LiveText';
import { PlainButtonLink } from '../../components/PlainButton';
import { useAfterLoad } from '../../lib/after-load';
import { setSkipRoute } from '../../lib/cookies';
import { lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../lib/session';
import { DownloadTrigger, SettingsTrigger, UserTrigger } from './triggers';

const SettingsMenu = lazyPart(() => import('./header-menus').then((m) => m.SettingsMenu));
const DownloadMenu = lazyPart(() => import('./header-menus').then((m) => m.DownloadMenu));
const UserMenu = lazyPart(() => import('./header-menus').then((m) => m.UserMenu));

/**
 * Language and units; the trigger shows until the dropdown code has arrived. A click that lands in
 * that moment is not lost: the menu opens as soon as it is there.
 */
export function LazySettingsMenu() {
  const [requested, setRequested] = useState(false);
  // The dropdown's code is fetched once the page has settled (lib/after-load), or at the first click.
  const ready = useAfterLoad();
  const trigger = <SettingsTrigger onClick={() => setRequested(true)} />;
  if (!ready && !requested) return trigger;
  return <SettingsMenu defaultOpened={requested} fallback={trigger} />;
}

export function LazyDownloadMenu() {
  const [requested, setRequested] = useState(false);
  const ready = useAfterLoad();
  const trigger = <DownloadTrigger onClick={() => setRequested(true)} />;
  if (!ready && !requested) return trigger;
  return <DownloadMenu defaultOpened={requested} fallback={trigger} />;
}

/** Visitors get a Log in link that brings them back here afterwards; users get their menu. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { userInfo, msgCount } = useSession();
  const location = useLocation();

  if (!userInfo) {
    return (
      <PlainButtonLink
        to="/login"
        size="compact-sm"
        onClick={() => setSkipRoute(`${location.pathname}${location.search}`)}
        data-testid="header-login"
      >
        {t('header.login')}
      </PlainButtonLink>
    );
  }
  return (
    <>
      <Group gap={4} wrap="nowrap">
        <LazyUserMenu />
        {/* Beside the button, not in it: a name must contain the text it shows (WCAG 2.5.3), and the
            button's name already says the count in words. */}
        {msgCount > 0 && (
          <Badge size="xs" circle color="red" data-testid="msg-count" aria-hidden="true">
            {msgCount > 99 ? '99+' : msgCount}
          </Badge>
        )}
      </Group>
      <LiveText testId="msg-count-live">{msgCount > 0 ? t('header.unreadCount', { count: msgCount }) : ''}</LiveText>
    </>
  );
}

function LazyUserMenu() {
  const [requested, setRequested] = useState(false);
  const ready = useAfterLoad();
  const trigger = <UserTrigger onClick={() => setRequested(true)} />;
  if (!ready && !requested) return trigger;
  return <UserMenu defaultOpened={requested} fallback={trigger} />;
}
