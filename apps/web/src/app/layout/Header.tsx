import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BasketIcon, ChefHatIcon, HomeIcon, PhoneIcon } from '../../components/icons';
import { LiveText } from '../../components/LiveText';
import { useUntickedCount } from '../../features/basket/api/qry-basket';
import { useAdvRecord } from '../../lib/api/qry-adv-pic';
import { AccountMenu, LazyDownloadMenu, LazySettingsMenu } from './AccountMenu';
import { SearchBox } from './SearchBox';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/home" className="chef-logo mantine-focus-auto" aria-label={t('product.title')}>
      <span className="chef-logo__mark">
        <ChefHatIcon size={20} />
      </span>
      <span className="chef-logo__text">{t('product.title')}</span>
    </Link>
  );
}

/**
 * Beside the basket entry: how many items of the user's lists are not ticked yet (none shown at 0).
 * The badge is for the eye; screen readers hear the words, announced when the count changes.
 */
function BasketCount() {
  const { t } = useTranslation();
  const count = useUntickedCount();
  return (
    <>
      {count > 0 && (
        <span className="chef-nav__count" aria-hidden="true" data-testid="basket-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
      <LiveText testId="basket-count-live">{count > 0 ? t('basket.unticked', { count }) : ''}</LiveText>
    </>
  );
}

/**
 * The service phone comes from configuration (qryAdvPic advType=phone), per language. In the header at
 * every width (spec: it belongs to the header); on a phone its label is for screen readers only (app.css).
 */
export function ServicePhone({ className }: { className?: string }) {
  const { t } = useTranslation();
  const phone = useAdvRecord('phone')?.advName;
  if (!phone) return null;
  return (
    <div className={`chef-phone ${className ?? ''}`} data-testid="service-phone">
      <PhoneIcon size={14} />
      <span>
        <span className="chef-phone__label">{t('header.servicePhone')}: </span>
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="chef-phone__number mantine-focus-auto">
          {phone}
        </a>
      </span>
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="chef-header">
      <div className="chef-topbar">
        <div className="chef-container chef-topbar__row">
          <ServicePhone className="chef-topbar__phone" />
          <div className="chef-topbar__menus">
            <LazySettingsMenu />
            <LazyDownloadMenu />
          </div>
        </div>
      </div>
      <div className="chef-container">
        <div className="chef-mainbar">
          <Logo />
          <nav className="chef-nav" aria-label={t('header.home')}>
            <NavLink to="/home" className="chef-nav__link" end={false}>
              <HomeIcon size={17} />
              <span>{t('header.home')}</span>
            </NavLink>
            <NavLink to="/shopBasket" className="chef-nav__link">
              <BasketIcon size={17} />
              <span>{t('header.basket')}</span>
              <BasketCount />
            </NavLink>
          </nav>
          <div className="chef-mainbar__search">
            <SearchBox />
          </div>
          <div className="chef-mainbar__account">
            <AccountMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
