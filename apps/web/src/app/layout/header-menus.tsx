import { Menu, Popover, Stack, Text } from '@mantine/core';
import { TEMPERATURE_UNIT, WEIGHT_UNIT, formatUnitType, type UnitSetting } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_OPTIONS, currentLanguage } from '../../lib/i18n';
import { logout } from '../../lib/logout';
import { changeUnitType, switchLanguage, unitSetting } from '../../lib/settings';
import { AppQrCode, AppStoreButtons } from './download';
import { DownloadTrigger, SettingsTrigger, UserTrigger } from './triggers';

/**
 * The header's dropdowns, loaded lazily as one chunk (see triggers.tsx for why). Each choice in the
 * settings menu reloads the page by design (spec section 4).
 */
const mark = (active: boolean) => (
  <span style={{ width: 14, display: 'inline-block' }} aria-hidden="true">
    {active ? '✓' : ''}
  </span>
);

/** Opened straight away when the user clicked the placeholder trigger while this code loaded. */
interface LazyMenuProps {
  defaultOpened?: boolean;
}

export function SettingsMenu({ defaultOpened = false }: LazyMenuProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const units = unitSetting();
  const setUnits = (change: Partial<UnitSetting>) => void changeUnitType(formatUnitType({ ...units, ...change }));

  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <SettingsTrigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGE_OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            leftSection={mark(option.value === language)}
            lang={option.value}
            onClick={() => void switchLanguage(option.value)}
          >
            {option.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('header.temperature')}</Menu.Label>
        <Menu.Item
          leftSection={mark(units.temperature === TEMPERATURE_UNIT.celsius)}
          onClick={() => setUnits({ temperature: TEMPERATURE_UNIT.celsius })}
        >
          {t('header.celsius')}
        </Menu.Item>
        <Menu.Item
          leftSection={mark(units.temperature === TEMPERATURE_UNIT.fahrenheit)}
          onClick={() => setUnits({ temperature: TEMPERATURE_UNIT.fahrenheit })}
        >
          {t('header.fahrenheit')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('header.weight')}</Menu.Label>
        <Menu.Item leftSection={mark(units.weight === WEIGHT_UNIT.grams)} onClick={() => setUnits({ weight: WEIGHT_UNIT.grams })}>
          {t('header.grams')}
        </Menu.Item>
        <Menu.Item leftSection={mark(units.weight === WEIGHT_UNIT.ounces)} onClick={() => setUnits({ weight: WEIGHT_UNIT.ounces })}>
          {t('header.ounces')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Download App": the QR code renders (and its encoder downloads) only once the dropdown opens. */
export function DownloadMenu({ defaultOpened = false }: LazyMenuProps) {
  const { t } = useTranslation();
  return (
    // Wide enough for both store buttons side by side inside the dropdown's padding (at 220 they ran
    // over its edges), in both languages.
    <Popover position="bottom-end" withArrow shadow="md" width={260} defaultOpened={defaultOpened}>
      <Popover.Target>
        <DownloadTrigger />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack align="center" gap="xs" data-testid="download-dropdown">
          <AppQrCode size={150} />
          <Text size="xs" c="dimmed" ta="center">
            {t('header.scanToDownload')}
          </Text>
          <AppStoreButtons />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export function UserMenu({ defaultOpened = false }: LazyMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={200} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserTrigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/myCenter">
          {t('header.myCenter')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
