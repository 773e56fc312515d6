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
  const record = useAdvRecord('qrcode');
  const value = record?.advUrl || window.location.origin;
  // The encoder is fetched once the page has settled (lib/after-load): the footer is out of sight.
  const ready = useAfterLoad();
  return (
    <Box
      w={size}
      h={size}
      bg="white"
      style={{ borderRadius: 8, overflow: 'hidden', flex: 'none' }}
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
  const android = useAdvRecord('android');
  const ios = useAdvRecord('ios');
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
