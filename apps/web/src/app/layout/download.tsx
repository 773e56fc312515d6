import { Box, Button, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterLoad } from '../../lib/after-load';
import { useAdvRecord } from '../../lib/api/qry-adv-pic';
import { toastInfo } from '../../lib/notify';
import { AndroidIcon, AppleIcon } from '../../components/icons';

const QrCode = lazy(() => import('./QrCode'));

/** The download QR code: the configured target, else this site (which links to the app anyway). */
export function AppQrCode({ size }: { size: number }) {
  const { t } = useTranslation();
  // The record and the encoder are fetched once the page has settled (lib/after-load): the footer is
  // out of sight at first.
  const ready = useAfterLoad();
  const record = useAdvRecord('qrcode', ready);
  // This site's address only once settled: a server render knows no window (and draws the skeleton).
  const value = record?.advUrl || (ready ? window.location.origin : '');
  return (
    <Box
      w={size}
      h={size}
      bg="white"
      style={{ borderRadius: 8, overflow: 'hidden', flex: 'none' }}
      role="img"
      aria-label={t('header.scanToDownload')}
      data-testid="app-qrcode"
      data-value={value}
    >
      {ready ? (
        <Suspense fallback={<Skeleton w={size} h={size} />}>
          <QrCode value={value} size={size} />
        </Suspense>
      ) : (
        <Skeleton w={size} h={size} />
      )}
    </Box>
  );
}

/**
 * Android and App Store buttons (spec section 1): a configured link opens; none configured says
 * 'not provided yet' rather than leading nowhere.
 */
export function AppStoreButtons({ variant = 'default' }: { variant?: 'default' | 'white' }) {
  const { t } = useTranslation();
  // Asked for once the page has settled (at once in the header's dropdown, which opens later anyway).
  const settled = useAfterLoad();
  const android = useAdvRecord('android', settled);
  const ios = useAdvRecord('ios', settled);
  const open = (url: string | null | undefined) => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else toastInfo(t('toast.notProvided'));
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant={variant}
        size="xs"
        leftSection={<AndroidIcon size={16} />}
        onClick={() => open(android?.advUrl)}
        data-testid="download-android"
      >
        {t('footer.android')}
      </Button>
      <Button
        variant={variant}
        size="xs"
        leftSection={<AppleIcon size={16} />}
        onClick={() => open(ios?.advUrl)}
        data-testid="download-ios"
      >
        {t('footer.appStore')}
      </Button>
    </Group>
  );
}
