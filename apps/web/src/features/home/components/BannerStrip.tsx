import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdvRecords } from '../../../lib/api/qry-adv-pic';

/** Banners are configuration records (advType banner); a few at most. */
const BANNER_COUNT = 6;
export const bannerQueryKey = ['advPic', 'banner'] as const;

export function BannerStrip() {
  const { t } = useTranslation();
  const banners = (useAdvRecords('banner', BANNER_COUNT).data ?? []).filter((record) => record.advPic);
  if (banners.length === 0) return null;
  return (
    <section className="chef-banners" aria-label={t('route.home')} data-testid="home-banners">
      {banners.map((banner, index) => {
        const content = (
          <>
            <img
              src={banner.advPic ?? ''}
              alt={banner.advName}
              // The first banner is in the first view; the others may wait.
              loading={index === 0 ? 'eager' : 'lazy'}
              width={640}
              height={280}
            />
            {banner.advName && <span className="chef-banner__caption">{banner.advName}</span>}
          </>
        );
        const url = banner.advUrl;
        if (url?.startsWith('/')) {
          return (
            <Link key={banner.id} to={url} className="chef-banner">
              {content}
            </Link>
          );
        }
        if (url) {
          return (
            <a key={banner.id} href={url} target="_blank" rel="noopener noreferrer" className="chef-banner">
              {content}
            </a>
          );
        }
        return (
          <div key={banner.id} className="chef-banner">
            {content}
          </div>
        );
      })}
    </section>
  );
}
