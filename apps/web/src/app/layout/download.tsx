import { Center, Group, Skeleton, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterLoad } from '../../lib/after-load';
import { useAdvRecord, useAdvRecords } from '../../lib/api/qry-adv-pic';
import { requestScope } from '../../lib/request-scope';
import { toastInfo } from '../../lib/notify';
import { AndroidIcon, AppleIcon } from '../../components/icons';
import { PlainButton } from '../../components/PlainButton';

const QrCode = lazy(() => import('./QrCode'));

/**
 * The QR code's SVG as the server render drew it (entry-server.tsx's encoder, lib/request-scope
 * `drawQr`), kept in the query cache so it reaches the browser in the page's state: the code shows in
 * the HTML and hydrates as it is, without the encoder in the first view. Undefined when the page was not
 * drawn by the server (a signed-in user's): the encoder is then loaded once the page has settled.
 */
function useDrawnQr(value: string, size: number): string | undefined {
  const client = useQueryClient();
  const key = ['qrSvg', value, size];
  const draw = requestScope()?.drawQr;
  if (draw && value && client.getQueryData(key) === undefined) client.setQueryData(key, draw(value, size));
  return client.getQueryData<string>(key);
}

/**
 * The download QR code: the app's download link from configuration (qryAdvPic advType=qrcode), else
 * "not provided yet" (spec: no configured link says so, as the download buttons do).
 */
export function AppQrCode({ size }: { size: number }) {
  const { t } = useTranslation();
  const ready = useAfterLoad();
  // A server render asks for the record (the code is drawn in the HTML); the browser, once the page
  // has settled (the footer is out of sight at first), unless the page's state brought it.
  const record = useAdvRecords('qrcode', 1, ready || requestScope() !== undefined);
  const value = record.data?.[0]?.advUrl ?? '';
  const drawn = useDrawnQr(value, size);
  const notProvided = record.isSuccess && !value;
  let picture: ReactNode;
  if (drawn) picture = <span style={{ display: 'block', lineHeight: 0 }} dangerouslySetInnerHTML={{ __html: drawn }} />;
  else if (notProvided)
    picture = (
      <Text size="xs" c="dimmed" ta="center" px={4} data-testid="app-qrcode-none">
        {t('toast.notProvided')}
      </Text>
    );
  else if (value && ready)
    picture = (
      <Suspense fallback={<Skeleton w={size} h={size} />}>
        <QrCode value={value} size={size} />
      </Suspense>
    );
  else picture = <Skeleton w={size} h={size} />;
  return (
    <Center
      w={size}
      h={size}
      bg="white"
      style={{ borderRadius: 8, overflow: 'hidden', flex: 'none' }}
      role="img"
      aria-label={notProvided ? `${t('header.scanToDownload')}: ${t('toast.notProvided')}` : t('header.scanToDownload')}
      data-testid="app-qrcode"
      data-value={value}
    >
      {picture}
    </Center>
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
      <PlainButton
        variant={variant}
        size="xs"
        leftSection={<AndroidIcon size={16} />}
        onClick={() => open(android?.advUrl)}
        data-testid="download-android"
      >
        {t('footer.android')}
      </PlainButton>
      <PlainButton
        variant={variant}
        size="xs"
        leftSection={<AppleIcon size={16} />}
        onClick={() => open(ios?.advUrl)}
        data-testid="download-ios"
      >
        {t('footer.appStore')}
      </PlainButton>
    </Group>
  );
}
