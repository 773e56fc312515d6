import type { ArticleListItem } from '@chef/shared';
import { Link } from 'react-router';
import { shortDate } from '../lib/dates';
import type { PrefetchKey } from '../lib/prefetch';
import { CardImage, type CardHeading } from './RecipeCard';
import './content.css';

/** An article in a list or on the home page: cover, title, summary, author and date; prefetches its page as RecipeCard does. */
export function ArticleCard({
  article,
  sizes,
  heading: Heading = 'h3',
  ...load
}: {
  article: ArticleListItem;
  sizes: string;
  heading?: CardHeading;
  eager?: boolean;
  lcp?: boolean;
}) {
  return (
    <Link
      data-prefetch={`articleDetail:${article.id}` satisfies PrefetchKey}
      to={`/home/articleDetail?id=${article.id}`}
      className="chef-card chef-card--article"
      data-testid="article-card"
      lang={article.lang}
    >
      <CardImage cover={article.cover} sizes={sizes} height={240} {...load} />
      <div className="chef-card__body">
        <Heading className="chef-card__title">{article.title}</Heading>
        <p className="chef-card__summary">{article.summary}</p>
        <div className="chef-card__meta">
          <span>{article.author}</span>
          <time dateTime={article.publishTime}>{shortDate(article.publishTime)}</time>
        </div>
      </div>
    </Link>
  );
}
