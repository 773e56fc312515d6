import { imageVariant, type ArticleListItem } from '@chef/shared';
import { Link } from 'react-router';
import { shortDate } from '../lib/dates';
import { CardImage } from './RecipeCard';
import './content.css';

/** An article in a list or on the home page: cover, title, summary, author and date. */
export function ArticleCard({ article, eager = false }: { article: ArticleListItem; eager?: boolean }) {
  return (
    <Link
      to={`/home/articleDetail?id=${article.id}`}
      className="chef-card chef-card--article"
      data-testid="article-card"
      lang={article.lang}
    >
      <CardImage src={imageVariant(article.cover, 'sm')} height={240} eager={eager} />
      <div className="chef-card__body">
        <h3 className="chef-card__title">{article.title}</h3>
        <p className="chef-card__summary">{article.summary}</p>
        <div className="chef-card__meta">
          <span>{article.author}</span>
          <time dateTime={article.publishTime}>{shortDate(article.publishTime)}</time>
        </div>
      </div>
    </Link>
  );
}
