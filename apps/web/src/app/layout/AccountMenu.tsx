import { Badge, Group } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LiveText } from '../../components/LiveText';
import { PlainButtonLink } from '../../components/PlainButton';
import { useAfterLoad } from '../../lib/after-load';
import { setSkipRoute } from '../../lib/cookies';
import { lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../lib/session';
import { DownloadTrigger, SettingsTrigger, UserTrigger } from './triggers';

/**
 * A header menu: its trigger until the dropdown's code has arrived, fetched once the page has settled
 * (lib/after-load) or at the first click. A click that lands in that moment is not lost: the menu opens
 * as soon as it is there.
 */
function lazyMenu(Trigger: ComponentType<{ onClick: () => void }>, load: () => Promise<ComponentType<{ defaultOpened?: boolean }>>) {
  const Menu = lazyPart(load);
  return function LazyMenu() {
    const [requested, setRequested] = useState(false);
    const ready = useAfterLoad();
    const trigger = <Trigger onClick={() => setRequested(true)} />;
    if (!ready && !requested) return trigger;
    return <Menu defaultOpened={requested} fallback={trigger} />;
  };
}

/** Language and units. */
export const LazySettingsMenu = lazyMenu(SettingsTrigger, () => import('./header-menus').then((m) => m.SettingsMenu));
export const LazyDownloadMenu = lazyMenu(DownloadTrigger, () => import('./header-menus').then((m) => m.DownloadMenu));
const LazyUserMenu = lazyMenu(UserTrigger, () => import('./header-menus').then((m) => m.UserMenu));

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
