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
    <a href={url} target="_blank" rel="noopener noreferrer" className="chef-footer__link mantine-focus-auto" data-testid={testId}>
      {label}
      <ExternalIcon size={13} />
    </a>
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
      <div className="chef-container">
        <div className="chef-footer__grid">
          <div className="chef-footer__about">
            <p className="chef-footer__name">{t('product.title')}</p>
            <p className="chef-footer__slogan">{t('product.slogan')}</p>
            {(productSite || purchase) && (
              <div className="chef-footer__links">
                <FooterLink url={productSite} label={t('footer.productSite')} testId="product-site" />
                <FooterLink url={purchase} label={t('footer.buy')} testId="buy-link" />
              </div>
            )}
            <ServicePhone className="chef-footer__phone" />
          </div>
          <div className="chef-footer__download">
            <AppQrCode size={96} />
            <div className="chef-footer__stores">
              <p className="chef-footer__scan">{t('header.scanToDownload')}</p>
              <AppStoreButtons variant="white" />
            </div>
          </div>
        </div>
        <p className="chef-footer__rights">
          © {new Date().getFullYear()} {t('product.title')}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
