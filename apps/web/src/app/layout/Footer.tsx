import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '../../components/icons';
import { useAfterLoad } from '../../lib/after-load';
import { useAdvRecord } from '../../lib/api/qry-adv-pic';
import { AppQrCode, AppStoreButtons } from './download';
import { ServicePhone } from './Header';

/** A configured link of the footer (config record siteUrl or buyUrl), opening in a new tab. */
function FooterLink({ url, label, testId }: { url: string | null | undefined; label: string; testId: string }) {
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" c="brand.3" data-testid={testId}>
      <Group gap={4} wrap="nowrap" component="span">
        {label}
        <ExternalIcon size={13} />
      </Group>
    </Anchor>
  );
}

/**
 * Spec "Footer": product site and purchase links (each when configured), phone, QR code, Android and
 * App Store. Drawn with the layout's first paint; its config records are asked for once the page has
 * settled (lib/after-load), as the footer is out of sight on arrival.
 */
export function Footer() {
  const { t } = useTranslation();
  const settled = useAfterLoad();
  const productSite = useAdvRecord('siteUrl', settled)?.advUrl;
  const purchase = useAdvRecord('buyUrl', settled)?.advUrl;
  return (
    <footer className="chef-footer">
      <Container size="lg">
        <div className="chef-footer__grid">
          <Stack gap={6}>
            <Text fw={700} size="lg" c="white">
              {t('product.title')}
            </Text>
            <Text size="sm" c="gray.4">
              {t('product.slogan')}
            </Text>
            {(productSite || purchase) && (
              <Group gap="md">
                <FooterLink url={productSite} label={t('footer.productSite')} testId="product-site" />
                <FooterLink url={purchase} label={t('footer.buy')} testId="buy-link" />
              </Group>
            )}
            <ServicePhone className="chef-footer__phone" />
          </Stack>
          <Group gap="md" wrap="nowrap" align="center" className="chef-footer__download">
            <AppQrCode size={96} />
            <Stack gap={8}>
              <Text size="sm" c="gray.3">
                {t('header.scanToDownload')}
              </Text>
              <AppStoreButtons variant="white" />
            </Stack>
          </Group>
        </div>
        <Text size="xs" c="gray.5" mt="lg">
          © {new Date().getFullYear()} {t('product.title')}. {t('footer.rights')}
        </Text>
      </Container>
    </footer>
  );
}
