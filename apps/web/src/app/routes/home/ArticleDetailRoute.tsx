import { TARGET_TYPE } from '@chef/shared';
import { updateCachedArticle } from '../../../features/article/api/qry-article-detail';
import { ArticleDetailPage } from '../../../features/article/pages/ArticleDetailPage';
import { LazyReviews } from '../../../features/review/components/LazyReviews';

/** /home/articleDetail: the article, with the review feature's rating and comments below it. */
export default function ArticleDetailRoute() {
  return (
    <ArticleDetailPage
      reviews={(article) => (
        <LazyReviews targetType={TARGET_TYPE.article} subject={article} onRated={(result) => updateCachedArticle(article.id, result)} />
      )}
    />
  );
}

/**
 * The article page's view, for the console's preview (admin/ContentRoutes.tsx): taken through this
 * route's module so the console reuses this route's chunk instead of splitting the page into a chunk
 * of its own (one more name in the first view's preload lists).
 */
export { ArticleView } from '../../../features/article/pages/ArticleDetailPage';
