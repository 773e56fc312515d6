import { ArticleView } from '../home/ArticleDetailRoute';
import { ArticlesPage } from '../../../features/console/pages/ArticlesPage';

export { AdvertsPage as Adverts } from '../../../features/console/pages/AdvertsPage';
export { WeekSelectionPage as Week } from '../../../features/console/pages/WeekSelectionPage';
export { TextsPage as Texts } from '../../../features/console/pages/TextsPage';

const nothing = () => null;

/**
 * The console's content pages (issue 11), one module for the four: the first view carries one lazy
 * import for them instead of four. Articles are previewed with the public article page itself (the
 * article feature's view).
 */
export function Articles() {
  return <ArticlesPage preview={(article) => <ArticleView article={article} reviews={nothing} />} />;
}
