import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSkeleton } from '../../../components/RecipeCard';

/** One home section: a heading (with an optional line above the cards and a "see all" link), then a row. */
export function HomeSection({
  id,
  title,
  kicker,
  link,
  later = false,
  children,
}: {
  id: string;
  title: string;
  kicker?: string;
  link?: { to: string; label: string };
  /** Below the first view: rendered lazily by the browser (content-visibility). */
  later?: boolean;
  children: ReactNode;
}) {
  const headingId = `home-${id}`;
  return (
    <section aria-labelledby={headingId} data-testid={`home-section-${id}`} className={later ? 'chef-home__later' : undefined}>
      <div className="chef-section__head">
        <div>
          <h2 className="chef-section__title" id={headingId}>
            {title}
          </h2>
          {kicker && <span className="chef-section__kicker">{kicker}</span>}
        </div>
        {link && (
          <Link to={link.to} className="chef-section__link">
            {link.label} →
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** What a section looks like while qryHome is on its way. */
export function SectionSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="chef-section__head">
        <div className="chef-skeleton chef-skeleton--heading" />
      </div>
      <div className="chef-row">
        {[0, 1, 2, 3].map((index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
