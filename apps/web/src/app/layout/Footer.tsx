import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '../../components/icons';
import { useAdvRecord } from '../../lib/api/qry-adv-pic';
import { AppQrCode, AppStoreButtons } from './download';
import { ServicePhone } from './Header';

/** Spec "Footer": product site link (when configured), phone, QR code, Android and App Store. */
export function Footer() {
  const { t } = useTranslation();
  const productSite = useAdvRecord('buyUrl')?.advUrl;
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
            {productSite && (
              <Anchor href={productSite} target="_blank" rel="noopener noreferrer" size="sm" c="brand.3" data-testid="product-site">
                <Group gap={4} wrap="nowrap" component="span">
                  {t('footer.productSite')}
                  <ExternalIcon size={13} />
                </Group>
              </Anchor>
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
