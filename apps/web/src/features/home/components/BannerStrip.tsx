import { BANNER_SIZES, bannerSrcSet, type AdvRecord } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Home banners (configuration records of type banner, delivered with qryHome). */
export function BannerStrip({ banners }: { banners: readonly AdvRecord[] }) {
  const { t } = useTranslation();
  const shown = banners.filter((record) => record.advPic);
  if (shown.length === 0) return null;
  return (
    <section className="chef-banners" aria-label={t('home.banners')} data-testid="home-banners">
      {shown.map((banner, index) => {
        const large = banner.advPic ?? '';
        // Banner pictures carry their own words: the name is their alternative text, not a caption.
        const content = (
          <img
            src={large}
            srcSet={bannerSrcSet(large)}
            sizes={BANNER_SIZES}
            alt={banner.advName}
            // The first banner is in the first view; the others may wait.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            width={1200}
            height={400}
          />
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
