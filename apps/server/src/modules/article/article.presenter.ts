import type { ArticleDetail, ArticleListItem, Language } from '@chef/shared';
import { roundRating } from '../rating/round.js';
import type { ArticleDetailRow, ArticleListRow } from './article.repository.js';

/** An article row as a list item (lists, search, home's featured articles). */
export function toArticleListItem(row: ArticleListRow): ArticleListItem {
  return {
    id: String(row.id),
    lang: row.lang as Language,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    author: row.author,
    tags: JSON.parse(row.tags) as string[],
    publishTime: row.published_at,
    viewCount: row.view_count,
    rating: roundRating(Number(row.rating_avg)),
    ratingCount: row.rating_count,
    commentCount: row.comment_count,
  };
}

/** An article with its body; myRating is the caller's score (null for a visitor). */
export const toArticleDetail = (row: ArticleDetailRow, myRating: number | null): ArticleDetail => ({
  ...toArticleListItem(row),
  body: row.body,
  myRating,
});
