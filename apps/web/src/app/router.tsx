import { redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { MINE_CENTER_PAGE_STATE } from '@chef/shared';
import { getMineCenterPageState } from '../lib/cookies';
import { cachedArticleDetail, prefetchArticleDetail } from '../features/article/api/qry-article-detail';
import { prefetchHome } from '../features/home/api/qry-home';
import { prefetchLayoutRecords } from '../lib/api/qry-adv-pic';
import { cachedRecipeDetail, prefetchRecipeDetail } from '../features/recipe/api/qry-recipe-detail';
import { registerPrefetch } from '../lib/prefetch';
import { lazyPage as page } from './lazy-page';
import { infoPageData, loadsWith, serverWaits } from './loaders';
import { registerRouteTable, type RouteHandle } from './route-handle';
import { MY_CENTER_PAGES } from './routes/my-center/pages';
import { CONSOLE_PAGES, consolePage } from './routes/admin/console-pages';
import { RouteError } from './pages/RouteError';
import { RootShell, RouteFallback } from './RootShell';
import { AppLayout } from './layout/AppLayout';

/**
 * Every route of spec section 2. Pages are lazy: each downloads its code when first visited, which
 * keeps the first view of /home small (quality.md). Only the shell (root, layout) is in the entry.
 * Pages that compose several features live in routes/ (features never import each other).
 */

/** Redirect-only routes render nothing (and so do not warn about a missing element). */
const Nothing = () => null;
const handle = (titleKey: string): RouteHandle => ({ titleKey });

const recipeListData = () => import('../features/recipe/api/qry-recipe-list');
const articleListData = () => import('../features/article/api/qry-article-list');
const weekData = () => import('../features/home/api/qry-week-selection');

/** Shopping lists: /shopBasket composes other features' recipes into the generator (routes/shop-basket). */
const basketRoutes: RouteObject[] = [
  { path: 'shopBasket', handle: handle('route.shopBasket'), lazy: page(() => import('./routes/shop-basket/ShopBasketRoute')) },
  {
    path: 'shopBasket/basketDetail',
    handle: handle('route.basketDetail'),
    lazy: page(() => import('../features/basket/pages/BasketDetailPage')),
  },
  {
    path: 'shopBasket/editBasket',
    handle: handle('route.editBasket'),
    lazy: page(() => import('../features/basket/pages/EditBasketPage')),
  },
];

/**
 * Recipes and articles. A loader starts each page's data request while its code downloads (it
 * returns at once: the page shows its skeleton until the data is there). The cards of lists fetch
 * both ahead (lib/prefetch), so a detail opened from a list usually has them already.
 */
// The route's `lazy` and the cards' prefetch (lib/prefetch) call the same import(): the browser's
// module map makes it one download, which `lazy` then finds done.
const recipeDetailCode = () => import('./routes/home/RecipeDetailRoute');
const recipeDetailPage = page(recipeDetailCode);
/** A recipe's address: /home/recipeDetail/:id, or ?id= as the spec's links have it. */
const recipeIdOf = (url: URL, params: Params) => params.id ?? url.searchParams.get('id');
const recipeDetailLoader = ({ params, request }: LoaderFunctionArgs) =>
  serverWaits(prefetchRecipeDetail(recipeIdOf(new URL(request.url), params)));
const recipeDetailHandle: RouteHandle = {
  titleKey: 'route.recipeDetail',
  itemTitle: (url, params) => cachedRecipeDetail(recipeIdOf(url, params))?.name,
};
const articleIdOf = (url: URL) => url.searchParams.get('id');
const articleDetailCode = () => import('./routes/home/ArticleDetailRoute');
// Fetched ahead: not counted as a view until opened (lib/detail-query).
registerPrefetch('recipeDetail', recipeDetailCode, (id) => prefetchRecipeDetail(id, true));
registerPrefetch('articleDetail', articleDetailCode, (id) => prefetchArticleDetail(id, true));
const contentRoutes: RouteObject[] = [
  {
    path: 'home/recipe',
    handle: handle('route.recipe'),
    loader: loadsWith(recipeListData, (data, url) => data.prefetchRecipeListPage(url)),
    lazy: page(() => import('../features/recipe/pages/RecipeListPage')),
  },
  {
    path: 'home/article',
    handle: handle('route.article'),
    loader: loadsWith(articleListData, (data, url) => data.prefetchArticleListPage(url)),
    lazy: page(() => import('../features/article/pages/ArticleListPage')),
  },
  { path: 'home/recipeDetail', handle: recipeDetailHandle, loader: recipeDetailLoader, lazy: recipeDetailPage },
  { path: 'home/recipeDetail/:id', handle: recipeDetailHandle, loader: recipeDetailLoader, lazy: recipeDetailPage },
  {
    path: 'home/articleDetail',
    handle: { titleKey: 'route.articleDetail', itemTitle: (url) => cachedArticleDetail(articleIdOf(url))?.title } satisfies RouteHandle,
    loader: ({ request }) => serverWaits(prefetchArticleDetail(articleIdOf(new URL(request.url)))),
    lazy: page(articleDetailCode),
  },
  {
    path: 'home/week',
    handle: handle('route.week'),
    loader: loadsWith(weekData, (data) => data.prefetchWeekSelection()),
    lazy: page(() => import('../features/home/pages/WeekPage')),
  },
  { path: 'createRecipe', handle: handle('route.createRecipe'), lazy: page(() => import('../features/my-recipe/pages/CreateRecipePage')) },
];

/**
 * The registration agreement and the privacy policy, each on its own (the register form opens them):
 * a visitor reads them before signing in, without the personal centre's frame. The spec's centre page
 * /myCenter/infoDetail still shows both.
 */
const documentRoutes: RouteObject[] = [
  {
    path: 'agreement',
    handle: handle('route.agreement'),
    loader: loadsWith(infoPageData, (data) => data.prefetchInfoPage('agreement')),
    lazy: page(() => import('../features/info-page/pages/AgreementPage')),
  },
  {
    path: 'privacy',
    handle: handle('route.privacy'),
    loader: loadsWith(infoPageData, (data) => data.prefetchInfoPage('privacy')),
    lazy: page(() => import('../features/info-page/pages/PrivacyPage')),
  },
];

/** The centre's frame (title, login invitation) draws each page: see routes/my-center. */
const myCenterChildren: RouteObject[] = MY_CENTER_PAGES.map(({ path, titleKey, page: lazy, loader }) => ({
  path,
  handle: handle(titleKey),
  loader,
  lazy,
}));

/**
 * The portal's error element (pages/RouteError) covers every route from three frames: the root (the
 * shell itself failed: the error has the page to itself), the layout's body (under the header, above
 * the footer) and the personal centre's (beside its menu). Not on the lazy routes themselves: React
 * Router treats a route whose code failed to load as still loading and renders nothing below its
 * parent, so that error must be caught by a route that is already there.
 */
const errorFrame = (children: RouteObject[]): RouteObject => ({ ErrorBoundary: RouteError, children });

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      { path: '/login', handle: handle('route.login'), lazy: page(() => import('../features/auth/pages/LoginPage')) },
      // Cook mode: the whole screen (no header or footer), for visitors too; kept in this browser, so
      // never rendered on the server and kept out of search engines (robots.txt, noindex).
      { path: '/cook/:id', handle: handle('cookMode.title'), lazy: page(() => import('./routes/home/CookModeRoute')) },
      // The staff console: linked from nowhere in the portal (spec 6), its own frame and code.
      {
        path: '/admin',
        handle: handle('console.title'),
        lazy: page(() => import('./routes/admin/ConsoleRoute')),
        children: [
          { index: true, loader: () => redirect(`/admin/${CONSOLE_PAGES[0]!.path}`), Component: Nothing },
          ...CONSOLE_PAGES.map(({ path, titleKey }) => ({ path, handle: handle(titleKey), lazy: consolePage(path) })),
        ],
      },
      {
        Component: AppLayout,
        loader: () => serverWaits(prefetchLayoutRecords()),
        children: [
          errorFrame([
            { index: true, loader: () => redirect('/home'), Component: Nothing },
            {
              path: 'home',
              handle: handle('route.home'),
              loader: () => serverWaits(prefetchHome()),
              lazy: page(() => import('../features/home/pages/HomePage')),
            },
            ...contentRoutes,
            ...documentRoutes,
            ...basketRoutes,
            {
              path: 'myCenter',
              handle: handle('route.myCenter'),
              lazy: page(() => import('./routes/my-center/MyCenterLayout')),
              children: [
                errorFrame([
                  {
                    index: true,
                    Component: Nothing,
                    // Spec: /myCenter opens the messages when the page-state cookie says 2, else the profile.
                    loader: () =>
                      redirect(getMineCenterPageState() === MINE_CENTER_PAGE_STATE.messages ? '/myCenter/myMessage' : '/myCenter/myInfo'),
                  },
                  ...myCenterChildren,
                ]),
              ],
            },
            { path: '*', handle: handle('route.notFound'), lazy: page(() => import('./pages/NotFoundPage')) },
          ]),
        ],
      },
    ],
  },
];
registerRouteTable(routes);
