import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSkeleton } from '../../../components/RecipeCard';

/** One home section: a heading (with an optional line above the cards and a "see all" link), then a row. */
export function HomeSection({
  id,
  title,
  kicker,
  link,
  later,
  children,
}: {
  id: string;
  title: string;
  kicker?: string;
  link?: { to: string; label: string };
  /**
   * Below the first view: rendered lazily by the browser (content-visibility), in the room its cards
   * will take (how many, recipes or articles), so the page below does not move when it is drawn.
   */
  later?: { cards: number; kind: 'recipe' | 'article' };
  children: ReactNode;
}) {
  const headingId = `home-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`home-section-${id}`}
      {...(later && {
        className: 'chef-home__later',
        'data-kind': later.kind,
        'data-rows': fullRows(later.cards),
        style: { '--chef-rows': fullRows(later.cards) } as CSSProperties,
      })}
    >
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

/**
 * The lines of cards a section shows in four columns: full ones only, or the one line of a section with
 * fewer cards than columns (content.css `.chef-row` leaves out a short last line below a full one).
 */
function fullRows(cards: number): number {
  return cards === 0 ? 0 : Math.max(1, Math.floor(cards / 4));
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
