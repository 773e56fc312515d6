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
