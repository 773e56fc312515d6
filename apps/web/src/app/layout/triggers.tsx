import { Group, Text, UnstyledButton } from '@mantine/core';
import { TEMPERATURE_UNIT, WEIGHT_UNIT, imageVariant } from '@chef/shared';
import { useMergedRef } from '@mantine/hooks';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, GlobeIcon, UserIcon } from '../../components/icons';
import { PlainButton } from '../../components/PlainButton';
import { shownAccount } from '../../lib/account';
import { LANGUAGE_OPTIONS, currentLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { unitSetting } from '../../lib/settings';

/**
 * The buttons that open the header's dropdowns. They are static (in the first view) while the
 * dropdowns themselves, with their positioning engine, load just after the first paint
 * (header-menus.tsx); the same buttons serve as placeholders meanwhile, so nothing shifts.
 */
type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & { ref?: Ref<HTMLButtonElement> };

/** The trigger (by name) that had focus when it was taken out, for the one drawn in its place. */
let focusLeaving: string | null = null;

/**
 * A trigger is drawn anew when its dropdown's code arrives (AccountMenu's lazyMenu: the placeholder,
 * then the menu's own target, a different tree and so a new button). A keyboard user on it then lost
 * focus to the page's body: the focus ring went and Enter did nothing. The button going away hands
 * focus to the one that takes its place (a layout effect's cleanup runs before its node is removed).
 */
function useFocusKept(name: string, ref: Ref<HTMLButtonElement> | undefined) {
  const own = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = own.current;
    if (focusLeaving === name) {
      focusLeaving = null;
      // Only if nothing else has taken focus meanwhile.
      if (button && (document.activeElement === null || document.activeElement === document.body)) button.focus({ preventScroll: true });
    }
    return () => {
      if (button && document.activeElement === button) focusLeaving = name;
    };
  }, [name]);
  return useMergedRef(own, ref);
}

export function SettingsTrigger({ ref, ...props }: TriggerProps) {
  const { t } = useTranslation();
  const keptRef = useFocusKept('settings', ref);
  const language = currentLanguage();
  const units = unitSetting();
  const languageLabel = LANGUAGE_OPTIONS.find((option) => option.value === language)?.label ?? language;
  const temperature = units.temperature === TEMPERATURE_UNIT.fahrenheit ? '℉' : '℃';
  const weight = units.weight === WEIGHT_UNIT.ounces ? 'oz' : 'g';
  return (
    <PlainButton
      variant="subtle"
      size="compact-sm"
      leftSection={<GlobeIcon size={15} />}
      data-testid="settings-menu"
      ref={keptRef}
      aria-label={`${t('header.language')} / ${t('header.units')}: ${languageLabel} ${temperature} ${weight}`}
      {...props}
    >
      {languageLabel} · {temperature} · {weight}
    </PlainButton>
  );
}

export function DownloadTrigger({ className, ref, ...props }: TriggerProps) {
  const { t } = useTranslation();
  const keptRef = useFocusKept('download', ref);
  return (
    <PlainButton
      variant="subtle"
      size="compact-sm"
      leftSection={<DownloadIcon size={15} />}
      data-testid="download-app"
      ref={keptRef}
      {...props}
      // The menu's target passes a class of its own: the phone rule's class (app.css) is kept beside it,
      // or the words came back once the dropdown's code had loaded and the top bar broke onto three lines.
      className={className ? `chef-topbar__download ${className}` : 'chef-topbar__download'}
    >
      {t('header.downloadApp')}
    </PlainButton>
  );
}

export function UserTrigger({ ref, ...props }: TriggerProps) {
  const { t } = useTranslation();
  const keptRef = useFocusKept('user', ref);
  const { userInfo, msgCount } = useSession();
  const name = userInfo?.nickname || shownAccount(userInfo?.loginNo ?? '');
  const avatar = imageVariant(userInfo?.avatar ?? null, 'sm');
  return (
    <UnstyledButton
      data-testid="user-menu"
      ref={keptRef}
      aria-label={`${t('header.account')}: ${name}${msgCount > 0 ? `, ${t('header.unreadCount', { count: msgCount })}` : ''}`}
      {...props}
    >
      <Group gap={6} wrap="nowrap">
        {/* A plain round picture (app.css) rather than Mantine's Avatar: a visitor's first view never shows
            it, and the component weighed 1.8 KB of it. */}
        <span className="chef-avatar" aria-hidden="true">
          {avatar ? <img src={avatar} alt="" width={26} height={26} /> : <UserIcon size={15} />}
        </span>
        <Text size="sm" fw={500} truncate maw={140} className="chef-user-name">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
